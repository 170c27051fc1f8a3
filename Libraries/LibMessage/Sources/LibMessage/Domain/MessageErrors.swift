import CoreContract
import Foundation

/// A value that breaks a rule, the field to correct and why (never the value); nothing was
/// written. The same type as every library's and the server's refusals (CoreContract's), named
/// here so that a tool importing only LibMessage can catch it.
public typealias RuleViolation = CoreContract.RuleViolation

/// A message id that names no message, or more than one.
public enum MessageLookupError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No message has this id (or id prefix).
  case notFound(String)
  /// The prefix matches several messages; the nurse must type more of it.
  case ambiguous(String, matches: Int)
  /// A prefix shorter than four characters, or not hexadecimal.
  case malformed(String)

  /// One line for stderr, naming the id typed and nothing of the message.
  public var description: String {
    switch self {
    case .notFound(let id): return "message: no message with id \(id)"
    case .ambiguous(let id, let matches):
      return "message: id \(id) matches \(matches) messages; type more of it"
    case .malformed(let id):
      return "message: \(id) is not a message id (a UUID or at least 4 of its first characters)"
    }
  }
}
