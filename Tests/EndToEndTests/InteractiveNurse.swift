import Foundation

extension NurseSandbox {
  /// The interactive app of this nurse on a tmux terminal of `columns` × `rows`: her store and
  /// login (XDG folders in the sandbox), UTC, UTF-8 and no colours, so screens read the same on
  /// every machine; with `trueColor`, a terminal of 24-bit colour (`COLORTERM=truecolor`).
  func interactiveApp(columns: Int = 100, rows: Int = 40, trueColor: Bool = false) throws
    -> TmuxTerminal
  {
    let colours = trueColor ? ["COLORTERM": "truecolor"] : ["NO_COLOR": "1"]
    return try TmuxTerminal(
      command: [try NurseSandbox.binary().path],
      environment: [
        "HOME": home.url.path, "XDG_DATA_HOME": home.file("data").path,
        "XDG_CONFIG_HOME": home.file("config").path, "TERM": "xterm-256color",
        "LANG": "C.UTF-8", "TZ": "UTC",
      ].merging(colours) { $1 },
      removing: trueColor ? ["NO_COLOR"] : [],
      columns: columns,
      rows: rows,
      in: home.url
    )
  }
}
