import CoreTesting
import CoreVIPER
import Foundation
import Testing

@testable import FeatureMessages

/// Hands out a stream the test feeds, as the library's inbox observation would.
final class StubInboxInteractor: InboxInteracting, @unchecked Sendable {
  private let lock = NSLock()
  private var continuation: AsyncThrowingStream<[InboxItem], Error>.Continuation?
  private var _observations = 0
  /// What the observation yields first; nil yields nothing until `send`.
  let first: Result<[InboxItem], Error>?

  init(first: Result<[InboxItem], Error>?) {
    self.first = first
  }

  var observations: Int { lock.withLock { _observations } }

  func observeInbox() -> AsyncThrowingStream<[InboxItem], Error> {
    let (stream, continuation) = AsyncThrowingStream<[InboxItem], Error>.makeStream()
    switch first {
    case .success(let items): continuation.yield(items)
    case .failure(let error): continuation.finish(throwing: error)
    case nil: break
    }
    lock.withLock {
      _observations += 1
      self.continuation = continuation
    }
    return stream
  }

  /// The store changed: the observation sees `items`.
  func send(_ items: [InboxItem]) {
    _ = lock.withLock { continuation }?.yield(items)
  }
}

@MainActor
final class StubInboxRouter: InboxRouting {
  private(set) var routes: [InboxRoute] = []
  func route(to route: InboxRoute) { routes.append(route) }
}

@MainActor
struct InboxPresenterTests {
  let view = RecordingView<InboxViewData>()
  let router = StubInboxRouter()
  static let two = [
    Fixtures.item(Fixtures.jean, name: "Martin, Jean", at: Fixtures.at("2025-06-12", "18:30")),
    Fixtures.item(unread: 2, pending: 1),
  ]

  func makePresenter(_ first: Result<[InboxItem], Error>?) -> (
    InboxPresenter, StubInboxInteractor
  ) {
    let interactor = StubInboxInteractor(first: first)
    let presenter = InboxPresenter(
      interactor: interactor,
      router: router,
      now: { Fixtures.now },
      timeZone: Fixtures.utc
    )
    presenter.view = view
    return (presenter, interactor)
  }

  private var rows: [InboxViewData.Row] {
    view.last?.content.rows.map(Array.init) ?? []
  }

  @Test func loadsTheThreadsNewestFirstWithBadges() async {
    let (presenter, _) = makePresenter(.success(Self.two))
    #expect(presenter.viewData.content == .loading)
    await presenter.start()
    #expect(rows.map(\.patientName) == ["Dupont, Marie", "Martin, Jean"])
    #expect(rows[0].lastMessage == "anna: Dressing changed, exudate is heavier.")
    #expect(rows[0].time == "09:12")
    #expect(rows[0].unreadBadge == "● 2")
    #expect(rows[0].pendingMarker == "1 pending")
    #expect(rows[1].time == "2025-06-12")
    #expect(rows[1].unreadBadge == "")
    #expect(rows[1].pendingMarker == "")
    #expect(view.last?.countLabel == "2 threads · 2 unread")
    #expect(view.last?.selectedIndex == 0)
  }

  @Test func aMultiLineLastMessageShowsItsFirstLine() async {
    let (presenter, _) = makePresenter(.success([Fixtures.item(body: "\nFirst line\nsecond")]))
    await presenter.start()
    #expect(rows.first?.lastMessage == "anna: First line")
    #expect(view.last?.countLabel == "1 thread")
  }

  @Test func startWaitsForTheFirstInbox() async {
    let (presenter, interactor) = makePresenter(nil)
    let started = Task { await presenter.start() }
    #expect(await eventually { interactor.observations == 1 })
    #expect(view.last == nil || view.last?.content == .loading)
    interactor.send(Self.two)
    await started.value
    #expect(rows.count == 2)
  }

  @Test func anEmptyInboxSaysSo() async {
    let (presenter, _) = makePresenter(.success([]))
    await presenter.start()
    guard case .empty(let message, _) = view.last?.content else {
      Issue.record("expected the empty state")
      return
    }
    #expect(message.hasPrefix("No messages yet."))
    #expect(view.last?.selectedIndex == nil)
  }

  @Test func aFailedReadShowsTheError() async {
    let (presenter, _) = makePresenter(.failure(Fixtures.StubError()))
    await presenter.start()
    #expect(view.last?.content == .failed(message: "Could not read the messages: disk I/O error"))
  }

  @Test func openRoutesToTheThreadWithItsPatientName() async {
    let (presenter, _) = makePresenter(.success(Self.two))
    await presenter.start()
    await presenter.handle(.move(.up))
    #expect(view.last?.selectedIndex == 0)
    for _ in 0..<3 { await presenter.handle(.move(.down)) }
    #expect(view.last?.selectedPatientID == Fixtures.jean)
    await presenter.handle(.open(Fixtures.jean))
    await presenter.handle(.open(Fixtures.id(999)))
    await presenter.handle(.back)
    #expect(
      router.routes == [.thread(patientID: Fixtures.jean, patientName: "Martin, Jean"), .back]
    )
  }

  @Test func theInboxFollowsTheStoreAndTheSelectionFollowsItsThread() async {
    let (presenter, interactor) = makePresenter(.success(Self.two))
    await presenter.start()
    await presenter.handle(.move(.down))
    #expect(view.last?.selectedPatientID == Fixtures.jean)
    // A new message for Jean moves her thread to the top; the thread just read loses its badge.
    let newer = [
      Fixtures.item(Fixtures.jean, name: "Martin, Jean", at: Fixtures.at("2025-06-15", "16:00")),
      Fixtures.item(),
    ]
    interactor.send(newer)
    #expect(await eventually { rows.first?.patientName == "Martin, Jean" })
    #expect(view.last?.selectedIndex == 0)
    #expect(rows[1].unreadBadge == "")
    #expect(view.last?.countLabel == "2 threads")
  }
}
