import CoreContract
import Foundation

/// A value that breaks a rule, the field to correct and why (never the value); nothing was
/// written. The same type as every library's and the server's refusals (CoreContract's), named
/// here so that a tool importing only LibMessage can catch it.
public typealias RuleViolation = CoreContract.RuleViolation

/// Why a message body was refused. Every case is about the field `body`; none quotes the
/// text, which is patient data.
public enum MessageBodyError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Nothing but whitespace.
  case empty
  /// More than `MessageBody.maximumLength` characters (the count found).
  case tooLong(characters: Int)
  /// A control character other than newline and tab (its scalar value, its 1-based
  /// character position).
  case controlCharacter(UInt32, position: Int)
  /// A bidirectional override or isolate (its scalar value, its 1-based character position).
  case directionalFormatting(UInt32, position: Int)

  /// The field to correct: always `body`.
  public var field: String { "body" }

  /// `body: reason`, one line for stderr.
  public var description: String {
    switch self {
    case .empty:
      return "body: must not be empty"
    case .tooLong(let characters):
      return "body: is \(characters) characters long; at most \(MessageBody.maximumLength)"
    case .controlCharacter(let value, let position):
      return "body: control character \(Self.name(value)) at character \(position) is not "
        + "allowed (only newline and tab are)"
    case .directionalFormatting(let value, let position):
      return "body: bidirectional formatting character \(Self.name(value)) at character "
        + "\(position) is not allowed"
    }
  }

  private static func name(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}

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
