import Foundation

/// A real terminal for the interactive app: a private tmux server, driven with send-keys and
/// read with capture-pane, so the test sees exactly what a nurse would.
final class TmuxTerminal {
  let socket: URL
  let session = "nurse"
  /// Where the shell around the app writes its exit status: tmux itself sometimes marks the
  /// pane dead without ever recording the status of the process that ran in it.
  let statusFile: URL

  /// Starts `command` in a `columns`×`rows` window. The pane stays after the command exits,
  /// so the test can read its exit status and what it left on the screen.
  init(
    command: [String],
    environment: [String: String],
    removing removed: [String] = [],
    columns: Int,
    rows: Int,
    in directory: URL
  ) throws {
    socket = directory.appendingPathComponent("tmux-\(UUID().uuidString.prefix(8)).sock")
    statusFile = directory.appendingPathComponent("exit-status-\(UUID().uuidString.prefix(8))")
    let assignments = environment.map { "\($0.key)=\(Self.quoted($0.value))" }.sorted()
    let app = command.map(Self.quoted).joined(separator: " ")
    let script = "\(app); echo $? > \(Self.quoted(statusFile.path))"
    // `removed`: variables the test process may carry that the app must not see (NO_COLOR).
    let unset = removed.flatMap { ["-u", $0] }
    let line = (["env"] + unset + assignments + ["sh", "-c", Self.quoted(script)])
      .joined(separator: " ")
    try tmux([
      "-f", "/dev/null", "new-session", "-d", "-s", session, "-x", "\(columns)", "-y", "\(rows)",
      line, ";", "set-option", "-g", "remain-on-exit", "on",
    ])
  }

  deinit {
    _ = try? tmux(["kill-server"])
  }

  /// Types text as characters.
  func type(_ text: String) throws { try tmux(["send-keys", "-t", session, "-l", text]) }

  /// Presses named keys: `Enter`, `Escape`, `Down`, `BSpace`, `C-c`, …
  func press(_ keys: String...) throws { try tmux(["send-keys", "-t", session] + keys) }

  /// Pastes `text` as a terminal does: wrapped in bracketed-paste markers when the app asked
  /// for them (`-p`), each line break sent as CR (tmux's default, as most terminals do).
  func paste(_ text: String) throws {
    try tmux(["set-buffer", "-b", "e2e-paste", text])
    try tmux(["paste-buffer", "-p", "-d", "-b", "e2e-paste", "-t", session])
  }

  /// Sends `bytes` to the app as the terminal would, unchanged: a mouse report, say, which
  /// `send-keys -M` could only replay from a real mouse event.
  func send(bytes: [UInt8]) throws {
    try tmux(["send-keys", "-t", session, "-H"] + bytes.map { String(format: "%02x", $0) })
  }

  /// What tmux noted of the pane's mouse modes 1000 and 1006: "11" once the app has turned on
  /// mouse reporting in the SGR form, "00" while it is off.
  func mouseModes() throws -> String {
    try tmux([
      "display-message", "-p", "-t", session, "#{mouse_standard_flag}#{mouse_sgr_flag}",
    ]).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  func resize(columns: Int, rows: Int) throws {
    try tmux(["resize-window", "-t", session, "-x", "\(columns)", "-y", "\(rows)"])
  }

  /// The visible screen, one string per row.
  func screen() throws -> String { try tmux(["capture-pane", "-p", "-t", session]) }

  /// The visible screen with its colours and styles as escape sequences (`capture-pane -e`).
  func screenWithStyles() throws -> String {
    try tmux(["capture-pane", "-e", "-p", "-t", session])
  }

  /// Waits until the screen shows `text`; fails with the screen after `seconds`.
  @discardableResult
  func waitFor(_ text: String, seconds: Double = 15) throws -> String {
    try waitUntil(seconds: seconds, "the screen to show \(text)") { try screen().contains(text) }
    return try screen()
  }

  /// Waits until `condition` holds of the screen (`what` names it in the failure); the screen
  /// it held of.
  @discardableResult
  func waitForScreen(
    _ what: String,
    seconds: Double = 15,
    where condition: (String) -> Bool
  ) throws -> String {
    var shown = ""
    try waitUntil(seconds: seconds, what) {
      shown = try screen()
      return condition(shown)
    }
    return shown
  }

  /// The app's exit status once it has exited, waiting up to `seconds`.
  func exitStatus(seconds: Double = 15) throws -> Int32 {
    var status: Int32?
    try waitUntil(seconds: seconds, "the app to exit") {
      let text = (try? String(contentsOf: statusFile, encoding: .utf8)) ?? ""
      status = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
      return status != nil
    }
    return status!
  }

  struct Timeout: Error, CustomStringConvertible {
    var description: String
  }

  private func waitUntil(seconds: Double, _ what: String, _ condition: () throws -> Bool) throws {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if try condition() { return }
      Thread.sleep(forTimeInterval: 0.05)
    }
    throw Timeout(
      description: "timed out waiting for \(what); the screen was:\n\((try? screen()) ?? "")"
    )
  }

  @discardableResult
  private func tmux(_ arguments: [String]) throws -> String {
    // A file, not a pipe, and posix_spawn rather than Foundation's Process: `new-session`
    // forks the tmux server, which keeps inherited descriptors open for its whole life, so
    // neither a pipe's end of file nor Process's exit monitoring would ever arrive.
    let outputURL = socket.deletingLastPathComponent()
      .appendingPathComponent("tmux-output-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: outputURL) }
    let status = try Self.spawnAndWait(
      ["tmux", "-S", socket.path] + arguments,
      output: outputURL.path
    )
    guard status == 0 else {
      throw Timeout(
        description: "tmux \(arguments.first ?? "") failed (is tmux installed? .ci/run installs it)"
      )
    }
    return (try? String(contentsOf: outputURL, encoding: .utf8)) ?? ""
  }

  private static func spawnAndWait(_ arguments: [String], output: String) throws -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    // The test runner's signal mask and ignored signals would be inherited by the tmux server;
    // with SIGCHLD ignored it could never learn how the app exited.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigfillset(&defaults)
    var emptyMask = sigset_t()
    sigemptyset(&emptyMask)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setsigmask(&attributes, &emptyMask)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    let argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid = pid_t()
    let spawned = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, environ)
    guard spawned == 0 else {
      throw Timeout(
        description: "could not start \(arguments[0]): \(String(cString: strerror(spawned)))"
      )
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
  }

  private static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
