import CoreTesting
import CoreVIPER
import Foundation
import LibPatient
import Testing

@testable import FeatureMessages

final class StubThreadInteractor: ThreadInteracting, @unchecked Sendable {
  private let lock = NSLock()
  private var _result: Result<[ThreadMessage], Error>
  private var _markReadError: Error?
  private var _calls: [String] = []

  init(_ result: Result<[ThreadMessage], Error>, markReadError: Error? = nil) {
    _result = result
    _markReadError = markReadError
  }

  var result: Result<[ThreadMessage], Error> {
    get { lock.withLock { _result } }
    set { lock.withLock { _result = newValue } }
  }

  /// "read" and "markRead", in the order the presenter asked.
  var calls: [String] { lock.withLock { _calls } }

  func messages(patientID: Patient.ID) async throws -> [ThreadMessage] {
    lock.withLock { _calls.append("read") }
    return try result.get()
  }

  func markRead(patientID: Patient.ID) async throws {
    try lock.withLock {
      _calls.append("markRead")
      if let error = _markReadError { throw error }
    }
  }
}

@MainActor
final class StubThreadRouter: ThreadRouting {
  private(set) var routes: [ThreadRoute] = []
  func route(to route: ThreadRoute) { routes.append(route) }
}

@MainActor
struct ThreadPresenterTests {
  let view = RecordingView<ThreadViewData>()
  let router = StubThreadRouter()
  static let conversation = [
    Fixtures.message(1, body: "Exudate heavier.", at: Fixtures.at("2025-06-14", "18:05")),
    Fixtures.message(3, author: "you", body: "On my way.", replyTo: 2, pending: true),
    Fixtures.message(
      2,
      author: "marc",
      body: "Doctor at 11.",
      at: Fixtures.at("2025-06-15", "08:55")
    ),
  ]

  func makePresenter(_ interactor: StubThreadInteractor) -> ThreadPresenter {
    let presenter = ThreadPresenter(
      patientID: Fixtures.marie,
      patientName: "Dupont, Marie",
      interactor: interactor,
      router: router,
      now: { Fixtures.now },
      timeZone: Fixtures.utc
    )
    presenter.view = view
    return presenter
  }

  private var messages: [ThreadViewData.Message] {
    view.last?.content.rows.map(Array.init) ?? []
  }

  @Test func opensOldestFirstWithRepliesAndPendingThenMarksRead() async {
    let interactor = StubThreadInteractor(.success(Self.conversation))
    let presenter = makePresenter(interactor)
    #expect(presenter.viewData.content == .loading)
    #expect(presenter.viewData.title == "Dupont, Marie")
    await presenter.start()
    #expect(interactor.calls == ["read", "markRead"])
    #expect(messages.map(\.author) == ["anna", "marc", "you"])
    #expect(messages.map(\.time) == ["2025-06-14 18:05", "08:55", "09:12"])
    #expect(messages[0].replyLine == nil)
    #expect(messages[2].replyLine == "↳ reply to marc 08:55")
    #expect(messages.map(\.pendingMarker) == ["", "", "pending"])
    #expect(view.last?.countLabel == "3 messages · 1 pending")
    #expect(view.last?.selectedIndex == 2, "the newest message is selected")
    #expect(view.last?.notice == nil)
  }

  @Test func aReplyToAMessageNotHereSaysSo() async {
    let orphan = [Fixtures.message(5, replyTo: 4)]
    let presenter = makePresenter(StubThreadInteractor(.success(orphan)))
    await presenter.start()
    #expect(messages.first?.replyLine == "↳ reply to an earlier message")
    #expect(view.last?.countLabel == "1 message")
  }

  @Test func anEmptyThreadInvitesAMessage() async {
    let interactor = StubThreadInteractor(.success([]))
    let presenter = makePresenter(interactor)
    await presenter.start()
    #expect(
      view.last?.content
        == .empty(message: "No messages about this patient yet.", hint: "Press c to write one.")
    )
    #expect(view.last?.canCompose == true)
    await presenter.handle(.compose)
    #expect(router.routes == [.compose(replyTo: nil)])
  }

  @Test func aFailedReadShowsTheErrorAndMarksNothing() async {
    let interactor = StubThreadInteractor(.failure(Fixtures.StubError()))
    let presenter = makePresenter(interactor)
    await presenter.start()
    #expect(view.last?.content == .failed(message: "Could not read the messages: disk I/O error"))
    #expect(interactor.calls == ["read"])
    #expect(view.last?.canCompose == false)
  }

  @Test func aFailedReadMarkIsANoticeOverTheThread() async {
    let interactor = StubThreadInteractor(
      .success(Self.conversation),
      markReadError: Fixtures.StubError()
    )
    let presenter = makePresenter(interactor)
    await presenter.start()
    #expect(view.last?.notice == "Could not mark the thread read: disk I/O error")
    #expect(messages.count == 3)
  }

  @Test func movingSelectsAndRRepliesToTheSelectedMessage() async {
    let presenter = makePresenter(StubThreadInteractor(.success(Self.conversation)))
    await presenter.start()
    await presenter.handle(.move(.down))
    #expect(view.last?.selectedIndex == 2)
    await presenter.handle(.move(.up))
    #expect(view.last?.selectedMessageID == Fixtures.id(2))
    await presenter.handle(.move(.first))
    #expect(view.last?.selectedIndex == 0)
    await presenter.handle(.move(.last))
    #expect(view.last?.selectedIndex == 2)
    await presenter.handle(.reply(Fixtures.id(2)))
    await presenter.handle(.compose)
    await presenter.handle(.back)
    #expect(router.routes == [.compose(replyTo: Fixtures.id(2)), .compose(replyTo: nil), .back])
  }

  @Test func aSentMessageShowsPendingAfterTheReload() async {
    let interactor = StubThreadInteractor(.success(Array(Self.conversation.prefix(1))))
    let presenter = makePresenter(interactor)
    await presenter.start()
    await presenter.handle(.move(.first))
    interactor.result = .success(
      Self.conversation.prefix(1) + [
        Fixtures.message(9, author: "you", body: "Sent.", pending: true)
      ]
    )
    await presenter.reload()
    #expect(messages.last?.pendingMarker == "pending")
    #expect(view.last?.selectedIndex == 1, "the message just sent is selected")
    #expect(interactor.calls == ["read", "markRead", "read", "markRead"])
  }
}
