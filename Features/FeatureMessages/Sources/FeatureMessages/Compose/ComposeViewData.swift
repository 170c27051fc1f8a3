/// The composer, ready to print.
struct ComposeViewData: Equatable, Sendable {
  enum Mode: Equatable, Sendable {
    /// Finding the message a reply answers.
    case loading
    case writing
    /// Esc with text typed: "Discard this message?" waits for y or n.
    case confirmingDiscard
    case sending
  }

  /// "Reply about Dupont, Marie", "New message".
  var title: String
  /// "12/4000": characters typed and the most a message may hold.
  var countLabel: String
  var mode: Mode
  /// "↳ reply to anna 09:12: the dressing was changed", or nil for a new message.
  var quote: String?
  /// What is typed, one entry per line the nurse made (the view wraps long ones).
  var lines: [String]
  /// Why the message was not sent ("control characters are not allowed").
  var problem: String?

  var isWriting: Bool { mode == .writing }
}
