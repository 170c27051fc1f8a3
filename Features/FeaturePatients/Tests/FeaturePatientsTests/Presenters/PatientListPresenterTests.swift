import CoreTesting
import Foundation
import LibPatient
import Testing

@testable import FeaturePatients

/// Hands out streams the test feeds, and remembers every query asked for.
final class StubListInteractor: PatientListInteracting, @unchecked Sendable {
  private let lock = NSLock()
  private var _queries: [PatientListQuery] = []
  private var continuation: AsyncThrowingStream<[PatientSummary], Error>.Continuation?
  /// What each new observation yields first; nil yields nothing until `send`.
  var first: Result<[PatientSummary], Error>?

  init(first: Result<[PatientSummary], Error>?) {
    self.first = first
  }

  var queries: [PatientListQuery] { lock.withLock { _queries } }
  /// What `badges()` answers, as the app's provider would.
  var stubBadges = PatientBadges.none

  func badges() async -> PatientBadges { lock.withLock { stubBadges } }

  func observeList(_ query: PatientListQuery) -> AsyncThrowingStream<[PatientSummary], Error> {
    let (stream, continuation) = AsyncThrowingStream<[PatientSummary], Error>.makeStream()
    switch first {
    case .success(let list): continuation.yield(list)
    case .failure(let error): continuation.finish(throwing: error)
    case nil: break
    }
    lock.withLock {
      _queries.append(query)
      self.continuation = continuation
    }
    return stream
  }

  /// The store changed: the current observation sees `list`.
  func send(_ list: [PatientSummary]) {
    _ = lock.withLock { continuation }?.yield(list)
  }
}

@MainActor
final class StubListRouter: PatientListRouting {
  private(set) var routes: [PatientListRoute] = []
  func route(to route: PatientListRoute) { routes.append(route) }
}

struct StubError: Error, CustomStringConvertible {
  var description = "disk I/O error"
}

@MainActor
struct PatientListPresenterTests {
  let view = RecordingView<PatientListViewData>()
  let router = StubListRouter()
  let three = [
    Fixtures.summary("Marie", "Dupont", id: 1, braden: 14),
    Fixtures.summary("Jean", "Martin", born: "1950-12-01", id: 2),
    Fixtures.summary("Aïcha", "Benali", born: "1938-06-15", id: 3, braden: 9),
  ]

  func makePresenter(
    _ first: Result<[PatientSummary], Error>?,
    search: String? = nil,
    status: PatientStatus? = .active
  ) -> (PatientListPresenter, StubListInteractor) {
    let interactor = StubListInteractor(first: first)
    let presenter = PatientListPresenter(
      interactor: interactor,
      router: router,
      search: search,
      status: status,
      today: { Fixtures.today }
    )
    presenter.view = view
    return (presenter, interactor)
  }

  private var rows: [PatientListViewData.Row] {
    guard case .rows(let rows) = view.last?.content else { return [] }
    return Array(rows)
  }

  @Test func startShowsLoadingThenTheFirstList() async {
    let (presenter, interactor) = makePresenter(.success(three))
    await presenter.start()
    #expect(view.displayed.first?.content == .loading)
    #expect(interactor.queries == [PatientListQuery(search: nil, status: .active)])
    #expect(rows.map(\.name) == ["Dupont, Marie", "Martin, Jean", "Benali, Aïcha"])
    #expect(rows[0].shortID == String(Fixtures.id(1).uuidString.lowercased().prefix(8)))
    #expect(rows[0].birthDateAndAge == "1942-05-14 (83)")
    #expect(rows[1].braden == "—")
    #expect(rows[2].birthDateAndAge == "1938-06-15 (87)")
    #expect(rows[2].braden == "9 very high")
    #expect(view.last?.selectedIndex == 0)
    #expect(view.last?.countLabel == "3 patients")
  }

  @Test func startWaitsForAListThatComesLater() async {
    let (presenter, interactor) = makePresenter(nil)
    let started = Task { await presenter.start() }
    #expect(await eventually { interactor.queries.count == 1 })
    #expect(view.last?.content == .loading)
    interactor.send(three)
    await started.value
    // Once-mode renders right after `start()`: the rows must be there.
    #expect(rows.count == 3)
  }

  @Test func anEmptyStoreHintsAtAdding() async {
    let (presenter, _) = makePresenter(.success([]))
    await presenter.start()
    guard case .empty(let message, let hint) = view.last?.content else {
      Issue.record("expected the empty state")
      return
    }
    #expect(message == "No patients yet.", "the key's hint apart, left out when printed")
    #expect(hint?.contains("Press a to add") == true)
    #expect(view.last?.selectedIndex == nil)
  }

  @Test func aFailedReadShowsTheError() async {
    let (presenter, _) = makePresenter(.failure(StubError()))
    await presenter.start()
    #expect(view.last?.content == .failed(message: "Could not read the patients: disk I/O error"))
  }

  @Test func movingStaysWithinTheRowsAndOpenRoutesToThePatient() async {
    let (presenter, _) = makePresenter(.success(three))
    await presenter.start()
    await presenter.handle(.move(.up))
    #expect(view.last?.selectedIndex == 0)
    for _ in 0..<5 { await presenter.handle(.move(.down)) }
    #expect(view.last?.selectedIndex == 2)
    #expect(view.last?.selectedID == Fixtures.id(3))
    await presenter.handle(.open(Fixtures.id(3)))
    await presenter.handle(.add)
    await presenter.handle(.back)
    #expect(router.routes == [.detail(Fixtures.id(3)), .addPatient, .back])
  }

  @Test func theListFollowsTheStore() async {
    let (presenter, interactor) = makePresenter(.success(three))
    await presenter.start()
    await presenter.handle(.move(.down))
    await presenter.handle(.move(.down))
    interactor.send([three[0]])
    #expect(await eventually { rows.count == 1 })
    // The selection follows the list when it shrinks under it.
    #expect(view.last?.selectedIndex == 0)
  }

  @Test func aSearchIsTypedThenApplied() async {
    let (presenter, interactor) = makePresenter(.success(three))
    await presenter.start()
    await presenter.handle(.startSearch)
    #expect(view.last?.isEditingSearch == true)
    await presenter.handle(.editSearch("du"))
    #expect(view.last?.searchText == "du")
    #expect(interactor.queries.count == 1, "typing alone does not query")
    interactor.first = .success([three[0]])
    await presenter.handle(.applySearch)
    #expect(interactor.queries.last == PatientListQuery(search: "du", status: .active))
    #expect(view.last?.isEditingSearch == false)
    #expect(view.last?.searchText == "du")
    #expect(rows.map(\.name) == ["Dupont, Marie"])
  }

  @Test func aCancelledSearchKeepsTheListAsItWas() async {
    let (presenter, interactor) = makePresenter(.success(three), search: "ma")
    await presenter.start()
    await presenter.handle(.startSearch)
    await presenter.handle(.editSearch("mar"))
    await presenter.handle(.cancelSearch)
    #expect(view.last?.isEditingSearch == false)
    #expect(view.last?.searchText == "ma")
    #expect(interactor.queries == [PatientListQuery(search: "ma", status: .active)])
  }

  @Test func aSearchMatchingNobodySaysSo() async {
    let (presenter, _) = makePresenter(.success([]), search: "zz")
    await presenter.start()
    #expect(view.last?.content == .empty(message: "No patient matches \"zz\"."))
  }

  @Test func archivedPatientsAreMarked() async {
    let archived = [Fixtures.summary("Paul", "Petit", id: 4, status: .archived)]
    let (presenter, interactor) = makePresenter(.success(archived), status: .archived)
    await presenter.start()
    #expect(interactor.queries.last?.status == .archived)
    #expect(view.last?.title == "Archived patients")
    #expect(view.last?.showsStatus == true)
    #expect(rows.first?.statusMarker == "archived")
  }
}
