import CoreTerminal
import CoreVIPER
import Foundation
import LibMessage
import LibPatient

/// The composer: a multi-line draft, checked with the library's rules before it is sent,
/// and never thrown away without asking.
@MainActor
final class ComposePresenter: ViewPresenting {
  weak var view: (any ViewDisplaying<ComposeViewData>)?
  private let patientID: Patient.ID
  private let replyTo: Message.ID?
  private let title: String
  private let maximumLength: Int
  private let interactor: any ComposeInteracting
  private let router: any ComposeRouting
  private let now: () -> Date
  private let timeZone: TimeZone
  /// Makes the message's id: ids are the caller's, so sending works offline.
  private let makeID: () -> Message.ID

  private var mode: ComposeViewData.Mode
  private var lines = [""]
  private var quote: String?
  private var problem: String?

  init(
    patientID: Patient.ID,
    patientName: String?,
    replyTo: Message.ID?,
    maximumLength: Int,
    interactor: any ComposeInteracting,
    router: any ComposeRouting,
    now: @escaping () -> Date,
    timeZone: TimeZone,
    makeID: @escaping () -> Message.ID
  ) {
    self.patientID = patientID
    self.replyTo = replyTo
    let kind = replyTo == nil ? "New message" : "Reply"
    self.title = patientName.map { "\(kind) about \($0)" } ?? kind
    self.maximumLength = maximumLength
    self.interactor = interactor
    self.router = router
    self.now = now
    self.timeZone = timeZone
    self.makeID = makeID
    self.mode = replyTo == nil ? .writing : .loading
  }

  /// Finds the message a reply answers, to quote it; a new message has nothing to load.
  func start() async {
    if let replyTo {
      do {
        quote = try await interactor.message(replyTo, patientID: patientID).map(quote)
      } catch {
        problem = "Could not read the message answered: \(readableMessage(for: error))"
      }
      quote = quote ?? "↳ reply to an earlier message"
      mode = .writing
    }
    display()
  }

  func handle(_ action: ComposeAction) async {
    switch (mode, action) {
    case (.writing, .type(let character)):
      lines[lines.count - 1].append(character)
      display()
    case (.writing, .paste(let text)):
      let pasted = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      lines[lines.count - 1] += pasted[0]
      lines += pasted.dropFirst()
      display()
    case (.writing, .newLine):
      lines.append("")
      display()
    case (.writing, .deleteBackward):
      if lines[lines.count - 1].isEmpty, lines.count > 1 {
        lines.removeLast()
      } else if !lines[lines.count - 1].isEmpty {
        lines[lines.count - 1].removeLast()
      }
      display()
    case (.writing, .send):
      await send()
    case (.writing, .cancel), (.loading, .cancel):
      guard body.isEmpty else {
        mode = .confirmingDiscard
        return display()
      }
      router.route(to: .cancelled)
    case (.confirmingDiscard, .discard):
      router.route(to: .cancelled)
    case (.confirmingDiscard, .keepWriting):
      mode = .writing
      display()
    default:
      break
    }
  }

  /// What would be sent: the lines as typed, without blank lines or spaces around them.
  private var body: String {
    lines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
  }

  private func send() async {
    let body = body
    // The library's own rule, asked first so the nurse reads why and keeps her text.
    if let refusal = interactor.problem(with: body) {
      problem = "Not sent: \(refusal)"
      return display()
    }
    mode = .sending
    problem = nil
    display()
    let message = OutgoingMessage(id: makeID(), patientID: patientID, body: body, replyTo: replyTo)
    do {
      try await interactor.send(message)
      router.route(to: .sent)
    } catch {
      problem = "Could not send: \(readableMessage(for: error))"
      mode = .writing
      display()
    }
  }

  private func quote(_ message: ThreadMessage) -> String {
    let time = MessageText.time(message.sentAt, now: now(), in: timeZone)
    return "↳ reply to \(message.author) \(time): \(MessageText.firstLine(message.body))"
  }

  private func display() {
    view?.display(viewData)
  }

  var viewData: ComposeViewData {
    ComposeViewData(
      title: title,
      countLabel: "\(lines.joined(separator: "\n").count)/\(maximumLength)",
      mode: mode,
      quote: quote,
      lines: lines,
      problem: problem
    )
  }
}
