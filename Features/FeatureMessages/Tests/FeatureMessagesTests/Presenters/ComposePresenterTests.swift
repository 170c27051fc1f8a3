import CoreTesting
import Foundation
import LibMessage
import LibPatient
import Testing

@testable import FeatureMessages

final class StubComposeInteractor: ComposeInteracting, @unchecked Sendable {
  private let lock = NSLock()
  private let thread: [ThreadMessage]
  private let refusal: @Sendable (String) -> String?
  private let sendError: Error?
  private var _sent: [OutgoingMessage] = []

  init(
    thread: [ThreadMessage] = [],
    refusal: @escaping @Sendable (String) -> String? = { $0.isEmpty ? "must not be empty" : nil },
    sendError: Error? = nil
  ) {
    self.thread = thread
    self.refusal = refusal
    self.sendError = sendError
  }

  var sent: [OutgoingMessage] { lock.withLock { _sent } }

  func message(_ id: Message.ID, patientID: Patient.ID) async throws -> ThreadMessage? {
    thread.first { $0.id == id }
  }

  func problem(with body: String) -> String? { refusal(body) }

  func send(_ message: OutgoingMessage) async throws {
    if let sendError { throw sendError }
    lock.withLock { _sent.append(message) }
  }
}

@MainActor
final class StubComposeRouter: ComposeRouting {
  private(set) var routes: [ComposeRoute] = []
  func route(to route: ComposeRoute) { routes.append(route) }
}

@MainActor
struct ComposePresenterTests {
  let view = RecordingView<ComposeViewData>()
  let router = StubComposeRouter()

  func makePresenter(_ interactor: StubComposeInteractor, replyTo: Message.ID? = nil)
    -> ComposePresenter
  {
    let presenter = ComposePresenter(
      patientID: Fixtures.marie,
      patientName: "Dupont, Marie",
      replyTo: replyTo,
      maximumLength: 4000,
      interactor: interactor,
      router: router,
      now: { Fixtures.now },
      timeZone: Fixtures.utc,
      makeID: { Fixtures.id(77) }
    )
    presenter.view = view
    return presenter
  }

  func type(_ text: String, into presenter: ComposePresenter) async {
    for character in text {
      await presenter.handle(character == "\n" ? .newLine : .type(character))
    }
  }

  @Test func aMultiLineMessageIsSentTrimmedAndTheComposerLeaves() async {
    let interactor = StubComposeInteractor()
    let presenter = makePresenter(interactor)
    await presenter.start()
    #expect(view.last?.title == "New message about Dupont, Marie")
    #expect(view.last?.mode == .writing)
    await type("Dressing changed.\nCall me. \n\n", into: presenter)
    #expect(view.last?.lines == ["Dressing changed.", "Call me. ", "", ""])
    #expect(view.last?.countLabel == "29/4000")
    await presenter.handle(.send)
    let expected = OutgoingMessage(
      id: Fixtures.id(77),
      patientID: Fixtures.marie,
      body: "Dressing changed.\nCall me.",
      replyTo: nil
    )
    #expect(interactor.sent == [expected])
    #expect(router.routes == [.sent])
  }

  @Test func aPasteKeepsItsLinesAndSendsNothing() async {
    let interactor = StubComposeInteractor()
    let presenter = makePresenter(interactor)
    await presenter.start()
    await type("Seen: ", into: presenter)
    await presenter.handle(.paste("exudate heavier\nedges rolled\n"))
    #expect(view.last?.lines == ["Seen: exudate heavier", "edges rolled", ""])
    #expect(view.last?.mode == .writing)
    #expect(interactor.sent.isEmpty)
  }

  @Test func backspaceDeletesThenJoinsLines() async {
    let presenter = makePresenter(StubComposeInteractor())
    await presenter.start()
    await type("ab\nc", into: presenter)
    await presenter.handle(.deleteBackward)
    #expect(view.last?.lines == ["ab", ""])
    await presenter.handle(.deleteBackward)
    await presenter.handle(.deleteBackward)
    #expect(view.last?.lines == ["a"])
  }

  @Test func aBodyTheLibraryRefusesIsKeptWithTheReason() async {
    let refusal = "control character U+001B at character 3 is not allowed"
    let interactor = StubComposeInteractor(refusal: { $0.contains("\u{1B}") ? refusal : nil })
    let presenter = makePresenter(interactor)
    await presenter.start()
    await type("ok\u{1B}[2J", into: presenter)
    await presenter.handle(.send)
    #expect(view.last?.problem == "Not sent: \(refusal)")
    #expect(view.last?.mode == .writing)
    #expect(view.last?.lines == ["ok\u{1B}[2J"])
    #expect(interactor.sent.isEmpty)
    #expect(router.routes.isEmpty)
  }

  @Test func anEmptyMessageIsNotSent() async {
    let interactor = StubComposeInteractor()
    let presenter = makePresenter(interactor)
    await presenter.start()
    await type("  \n ", into: presenter)
    await presenter.handle(.send)
    #expect(view.last?.problem == "Not sent: must not be empty")
    #expect(interactor.sent.isEmpty)
  }

  @Test func aFailedSendKeepsTheText() async {
    let presenter = makePresenter(StubComposeInteractor(sendError: Fixtures.StubError()))
    await presenter.start()
    await type("Hello", into: presenter)
    await presenter.handle(.send)
    #expect(view.displayed.contains { $0.mode == .sending })
    #expect(view.last?.problem == "Could not send: disk I/O error")
    #expect(view.last?.mode == .writing)
    #expect(view.last?.lines == ["Hello"])
    #expect(router.routes.isEmpty)
  }

  @Test func cancellingAnEmptyMessageLeavesAtOnce() async {
    let presenter = makePresenter(StubComposeInteractor())
    await presenter.start()
    await type(" \n", into: presenter)
    await presenter.handle(.cancel)
    #expect(router.routes == [.cancelled])
  }

  @Test func cancellingTypedTextAsksFirst() async {
    let interactor = StubComposeInteractor()
    let presenter = makePresenter(interactor)
    await presenter.start()
    await type("Draft", into: presenter)
    await presenter.handle(.cancel)
    #expect(view.last?.mode == .confirmingDiscard)
    #expect(router.routes.isEmpty)
    // Typing is ignored while asking: the answer is y or n.
    await presenter.handle(.type("x"))
    await presenter.handle(.keepWriting)
    #expect(view.last?.mode == .writing)
    #expect(view.last?.lines == ["Draft"])
    await presenter.handle(.cancel)
    await presenter.handle(.discard)
    #expect(router.routes == [.cancelled])
    #expect(interactor.sent.isEmpty)
  }

  @Test func aReplyQuotesWhatItAnswersAndSendsItsID() async {
    let answered = Fixtures.message(
      2,
      author: "marc",
      body: "Doctor at 11.\nKeep the foam.",
      at: Fixtures.at("2025-06-15", "08:55")
    )
    let interactor = StubComposeInteractor(thread: [answered])
    let presenter = makePresenter(interactor, replyTo: Fixtures.id(2))
    #expect(presenter.viewData.mode == .loading)
    #expect(presenter.viewData.title == "Reply about Dupont, Marie")
    await presenter.start()
    #expect(view.last?.quote == "↳ reply to marc 08:55: Doctor at 11.")
    #expect(view.last?.mode == .writing)
    await type("Thanks", into: presenter)
    await presenter.handle(.send)
    #expect(interactor.sent.first?.replyTo == Fixtures.id(2))
  }

  @Test func aReplyToAMessageNotFoundStillWrites() async {
    let presenter = makePresenter(StubComposeInteractor(), replyTo: Fixtures.id(4))
    await presenter.start()
    #expect(view.last?.quote == "↳ reply to an earlier message")
    #expect(view.last?.mode == .writing)
  }
}
