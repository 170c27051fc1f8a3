import Foundation
import LibPatient
import Testing

@testable import FeatureSync

/// Serves open conflicts and records the resolutions asked for, dropping each one settled.
final class StubConflictsInteractor: ConflictsInteracting, @unchecked Sendable {
  private let lock = NSLock()
  private var open: [PatientConflict]
  private var _resolutions: [String] = []
  var resolveError: Error?

  init(_ conflicts: [PatientConflict]) {
    open = conflicts
  }

  var resolutions: [String] { lock.withLock { _resolutions } }

  func conflicts() async throws -> [PatientConflict] { lock.withLock { open } }

  func resolve(_ id: UUID, keep side: ConflictResolution) async throws {
    try lock.withLock {
      _resolutions.append("\(id) \(side)")
      if let resolveError { throw resolveError }
      open.removeAll { $0.id == id }
    }
  }
}

@MainActor
final class StubConflictsRouter: ConflictsRouting {
  private(set) var routes: [ConflictsRoute] = []
  func route(to route: ConflictsRoute) { routes.append(route) }
}

@MainActor
struct ConflictsPresenterTests {
  let view = RecordingView<ConflictsViewData>()
  let router = StubConflictsRouter()

  func makePresenter(_ interactor: StubConflictsInteractor) -> ConflictsPresenter {
    let presenter = ConflictsPresenter(
      interactor: interactor,
      router: router,
      timeZone: Fixtures.utc
    )
    presenter.view = view
    return presenter
  }

  private var rows: [ConflictsViewData.Row] {
    guard case .conflicts(let rows) = view.last?.content else { return [] }
    return rows
  }

  @Test func loadListsTheConflictsWithWhatDiffers() async {
    let presenter = makePresenter(StubConflictsInteractor([Fixtures.conflict(1)]))
    await presenter.start()
    #expect(view.displayed.first?.content == .loading)
    #expect(view.last?.countLabel == "1 conflict")
    #expect(rows.first?.name == "Dupont, Marie")
    #expect(rows.first?.refusedAt == "2025-06-15 14:02")
    #expect(rows.first?.differences.map(\.field) == ["Address", "Phone", "Allergies"])
    #expect(
      rows.first?.differences.last
        == .init(field: "Allergies", mine: "penicillin, latex", theirs: "penicillin")
    )
  }

  @Test func noConflictsIsAnEmptyState() async {
    let presenter = makePresenter(StubConflictsInteractor([]))
    await presenter.start()
    guard case .empty = view.last?.content else {
      Issue.record("expected the empty state")
      return
    }
    #expect(view.last?.selectedIndex == nil)
  }

  @Test(arguments: [ConflictResolution.mine, .theirs])
  func keepingASideAsksThenResolvesTheSelectedConflict(side: ConflictResolution) async {
    let interactor = StubConflictsInteractor([Fixtures.conflict(1), Fixtures.conflict(2)])
    let presenter = makePresenter(interactor)
    await presenter.start()
    await presenter.handle(.moveDown)
    await presenter.handle(.keep(side))
    #expect(interactor.resolutions.isEmpty)
    #expect(view.last?.question?.hasSuffix("(y/n)") == true)
    await presenter.handle(.confirm)
    #expect(interactor.resolutions == ["\(Fixtures.id(102)) \(side)"])
    #expect(router.routes == [.resolved])
    #expect(view.last?.question == nil)
    #expect(rows.map(\.id) == [Fixtures.id(101)])
    #expect(view.last?.selectedIndex == 0)
    guard case .done = view.last?.notice else {
      Issue.record("expected a notice of what was kept")
      return
    }
  }

  @Test func cancellingTheQuestionResolvesNothing() async {
    let interactor = StubConflictsInteractor([Fixtures.conflict(1)])
    let presenter = makePresenter(interactor)
    await presenter.start()
    await presenter.handle(.keep(.mine))
    await presenter.handle(.cancel)
    await presenter.handle(.confirm)
    #expect(interactor.resolutions.isEmpty)
    #expect(view.last?.question == nil)
    #expect(rows.count == 1)
    #expect(router.routes.isEmpty)
  }

  @Test func aRefusedResolutionKeepsTheConflictAndSaysWhy() async {
    let interactor = StubConflictsInteractor([Fixtures.conflict(1)])
    interactor.resolveError = StoreBroken()
    let presenter = makePresenter(interactor)
    await presenter.start()
    await presenter.handle(.keep(.theirs))
    await presenter.handle(.confirm)
    #expect(
      view.last?.notice
        == .failed("Could not settle the conflict on Dupont, Marie: disk I/O error")
    )
    #expect(rows.count == 1)
    #expect(router.routes.isEmpty)
  }

  @Test func movingStaysWithinTheList() async {
    let presenter = makePresenter(
      StubConflictsInteractor([Fixtures.conflict(1), Fixtures.conflict(2)])
    )
    await presenter.start()
    await presenter.handle(.moveUp)
    #expect(view.last?.selectedIndex == 0)
    await presenter.handle(.moveDown)
    await presenter.handle(.moveDown)
    #expect(view.last?.selectedIndex == 1)
  }

  @Test func backGoesThroughTheRouter() async {
    let presenter = makePresenter(StubConflictsInteractor([]))
    await presenter.start()
    await presenter.handle(.back)
    #expect(router.routes == [.back])
  }
}
