import Foundation

extension NurseSandbox {
  /// The interactive app of this nurse on a tmux terminal of `columns` × `rows`: her store and
  /// login (XDG folders in the sandbox), UTC, UTF-8 and no colours, so screens read the same on
  /// every machine.
  func interactiveApp(columns: Int = 100, rows: Int = 40) throws -> TmuxTerminal {
    try TmuxTerminal(
      command: [try NurseSandbox.binary().path],
      environment: [
        "HOME": home.url.path, "XDG_DATA_HOME": home.file("data").path,
        "XDG_CONFIG_HOME": home.file("config").path, "TERM": "xterm-256color",
        "NO_COLOR": "1", "LANG": "C.UTF-8", "TZ": "UTC",
      ],
      columns: columns,
      rows: rows,
      in: home.url
    )
  }
}
