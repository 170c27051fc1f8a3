/// A command-line option or environment variable the server cannot start with: the command
/// prints `description` on stderr and exits 64 (EX_USAGE) before listening.
public struct UsageError: Error, Equatable, CustomStringConvertible {
  /// What is wrong, naming the option at fault.
  public var description: String

  /// A refusal saying `description`.
  public init(_ description: String) {
    self.description = description
  }
}
