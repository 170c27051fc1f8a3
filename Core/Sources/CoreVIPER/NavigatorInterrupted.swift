/// How `Navigator.run(root:)` ends when the nurse presses Ctrl-C: thrown once the terminal is
/// restored, so that the app can exit with `exitStatus`.
public struct NavigatorInterrupted: Error, Equatable, Sendable {
  /// 130: 128 + SIGINT, the status a shell expects of a program stopped with Ctrl-C (raw mode
  /// turns the signal off, so the Navigator reads Ctrl-C as a key and ends the run itself).
  public static let exitStatus: Int32 = 130

  public init() {}
}
