import CoreTesting
import Foundation
import LibWound
import Testing

@testable import FeatureWounds

/// Hands out a stream the test feeds, as `observeWound` would.
final class StubWoundDetailInteractor: WoundDetailInteracting, @unchecked Sendable {
  private let lock = NSLock()
  private var continuation: AsyncThrowingStream<WoundHistory, Error>.Continuation?
  let first: Result<WoundHistory, Error>?

  init(first: Result<WoundHistory, Error>?) { self.first = first }

  func observeWound(_ id: Wound.ID) -> AsyncThrowingStream<WoundHistory, Error> {
    let (stream, continuation) = AsyncThrowingStream<WoundHistory, Error>.makeStream()
    switch first {
    case .success(let history): continuation.yield(history)
    case .failure(let error): continuation.finish(throwing: error)
    case nil: break
    }
    lock.withLock { self.continuation = continuation }
    return stream
  }

  /// The reopenings asked for, and what the next one throws.
  private(set) var reopened: [Wound.ID] = []
  var reopenError: Error?

  func reopen(_ id: Wound.ID) async throws {
    let error: Error? = lock.withLock {
      reopened.append(id)
      return reopenError
    }
    if let error { throw error }
  }

  func send(_ history: WoundHistory) {
    _ = lock.withLock { continuation }?.yield(history)
  }
}

@MainActor
final class StubWoundDetailRouter: WoundDetailRouting {
  private(set) var routes: [WoundDetailRoute] = []
  func route(to route: WoundDetailRoute) { routes.append(route) }
}

@MainActor
struct WoundDetailPresenterTests {
  let view = RecordingView<WoundDetailViewData>()
  let router = StubWoundDetailRouter()

  func makePresenter(_ first: Result<WoundHistory, Error>?) -> (
    WoundDetailPresenter, StubWoundDetailInteractor
  ) {
    let interactor = StubWoundDetailInteractor(first: first)
    let presenter = WoundDetailPresenter(
      id: Fixtures.id(1),
      interactor: interactor,
      router: router,
      charset: .ascii,
      timeZone: Fixtures.utc
    )
    presenter.view = view
    return (presenter, interactor)
  }

  private var loaded: WoundDetailViewData.Loaded? {
    guard case .loaded(let loaded) = view.last?.content else { return nil }
    return loaded
  }

  private func field(_ label: String) -> WoundDetailViewData.Field? {
    loaded?.fields.first { $0.label == label }
  }

  /// Opened from the alerts, which mix patients, the wound says whose it is.
  @Test func theTitleNamesThePatient() async throws {
    var history = Fixtures.history(Fixtures.wound(), Fixtures.healing)
    history.patientName = "Dupont, Marie\u{1B}[2J"
    let (presenter, _) = makePresenter(.success(history))
    await presenter.start()
    #expect(view.last?.title == "Dupont, Marie␛[2J · Venous leg ulcer · left lower leg")
  }

  @Test func theTitleSaysTheCodedSiteAndItsClock() async throws {
    var wound = Fixtures.wound(site: .bilateralLowerLeg)
    wound.clockPosition = 3
    let (presenter, _) = makePresenter(.success(Fixtures.history(wound, Fixtures.healing)))
    await presenter.start()
    #expect(view.last?.title == "Venous leg ulcer · bilateral lower leg at 3 o'clock")
  }

  @Test func showsTheHistoryParAndAnOnTrackVerdict() async throws {
    let history = Fixtures.history(Fixtures.wound(), Fixtures.healing)
    let (presenter, _) = makePresenter(.success(history))
    await presenter.start()
    #expect(view.last?.title == "Venous leg ulcer · left lower leg")
    #expect(view.last?.status == "open")
    let loaded = try #require(loaded)
    #expect(loaded.rows.count == 5)
    #expect(loaded.rows[0].size == "4.0×3.0×0.5")
    #expect(loaded.rows[0].area == "12.0")
    #expect(loaded.rows[0].reduction == "baseline")
    #expect(loaded.rows[4].reduction == "50.0%")
    #expect(loaded.rows[4].tissue == "E20 G80")
    #expect(field("PAR")?.value == "50.0% smaller than at baseline")
    #expect(
      field("Trajectory")?.value
        == "On a healing trajectory. Judged on day 28: 50.0% smaller than at baseline, at or"
        + " above the 40% cut-off."
    )
    #expect(field("Overdue") == nil)
    // Seconds since the first visit: a true time axis.
    #expect(loaded.chart?.positions == [0, 7, 14, 21, 28].map { $0 * 86_400 })
    #expect(loaded.chart?.labels.first == "05-01")
    #expect(loaded.chart?.charset == .ascii)
    #expect(loaded.canAssess)
  }

  @Test func offTrackAndOverdueAreAlerts() async throws {
    let history = Fixtures.history(Fixtures.wound(), Fixtures.stalled, overdue: true)
    let (presenter, _) = makePresenter(.success(history))
    await presenter.start()
    let trajectory = try #require(field("Trajectory"))
    #expect(trajectory.isAlert)
    #expect(
      trajectory.value
        == "Not on a healing trajectory: reassess the treatment. Judged on day 28: 16.7% smaller"
        + " than at baseline, under the 40% cut-off."
    )
    #expect(field("Overdue")?.value == "OVERDUE: last assessed 2025-05-29")
    #expect(field("Overdue")?.isAlert == true)
  }

  @Test func supersededAssessmentsAreMarkedAndLeftOutOfTheChart() async throws {
    let assessments = [
      Fixtures.assessment(11, on: "2025-05-01", Fixtures.findings(40, 30)),
      Fixtures.assessment(12, on: "2025-05-08", Fixtures.findings(80, 30)),
      Fixtures.assessment(13, on: "2025-05-08", Fixtures.findings(38, 30), supersedes: 12),
    ]
    let (presenter, _) = makePresenter(.success(Fixtures.history(Fixtures.wound(), assessments)))
    await presenter.start()
    let loaded = try #require(loaded)
    #expect(loaded.rows.map(\.reduction) == ["baseline", "superseded", "5.0%"])
    #expect(loaded.rows[1].area == "—")
    #expect(loaded.chart?.series.first?.values == [12.0, 11.4])
    #expect(
      field("Trajectory")?.value.hasPrefix("Not yet known: no assessment between day 21") == true
    )
  }

  @Test func sameDayAssessmentsStaySeparateOnTheChart() async throws {
    let history = Fixtures.history(Fixtures.wound(), ChartFixtures.threeOnOneDay)
    let (presenter, _) = makePresenter(.success(history))
    await presenter.start()
    let chart = try #require(loaded?.chart)
    let hours = chart.positions.map { $0 / 3600 }
    let expected: [Double] = [0, 165, 169.5, 173.75, 336]  // day 7 at 9:00, 13:30, 17:45
    #expect(hours == expected)
    #expect(chart.labels == ["05-01", "05-08", "05-08", "05-08", "05-15"])
    #expect(chart.series.map(\.title) == ["Area", "PUSH score (0-17)"])
    #expect(chart.series[0].unit == "cm²")
    // Each visit's own area, never one value for the day.
    #expect(chart.series[0].values == [12.0, 10.6, 10.6, 7.5, 6.6])
  }

  @Test func aHistoryOfOneDayIsLabelledByTime() async throws {
    let history = Fixtures.history(Fixtures.wound(), ChartFixtures.morningAndEvening)
    let (presenter, _) = makePresenter(.success(history))
    await presenter.start()
    #expect(loaded?.chart?.labels == ["05-01 08:15", "05-01 18:40"])
  }

  @Test func aHistoryAcrossTwoYearsIsLabelledWithTheYear() {
    let formatter = WoundChartFormatter(charset: .unicode, timeZone: Fixtures.utc)
    let labels = formatter.labels([Fixtures.noon("2024-12-20"), Fixtures.noon("2025-01-03")])
    #expect(labels == ["2024-12-20", "2025-01-03"])
  }

  @Test func aWoundNeverAssessedHasNoChart() async throws {
    let (presenter, _) = makePresenter(.success(Fixtures.history(Fixtures.wound(), [])))
    await presenter.start()
    let loaded = try #require(loaded)
    #expect(loaded.rows.isEmpty)
    #expect(loaded.chart == nil)
    #expect(field("Trajectory")?.value == "Not yet known: no assessment yet.")
  }

  @Test func followsTheWoundAsAssessmentsArrive() async {
    let (presenter, interactor) = makePresenter(nil)
    let started = Task { await presenter.start() }
    await Task.yield()
    #expect(view.displayed.isEmpty)
    interactor.send(Fixtures.history(Fixtures.wound(), Array(Fixtures.healing.prefix(1))))
    await started.value
    #expect(loaded?.rows.count == 1)
    interactor.send(Fixtures.history(Fixtures.wound(), Fixtures.healing))
    #expect(await eventually { loaded?.rows.count == 5 })
  }

  @Test func anUnknownWoundSaysSo() async {
    let (presenter, _) = makePresenter(.failure(WoundLookupError.woundNotFound(Fixtures.id(1))))
    await presenter.start()
    let id = Fixtures.uuid(1).uuidString.lowercased()
    #expect(view.last?.content == .failed(message: "No wound with id \(id)."))
    await presenter.handle(.assess)
    #expect(router.routes.isEmpty)
  }

  @Test func aFailedReadShowsTheError() async {
    let (presenter, _) = makePresenter(.failure(Fixtures.StubError()))
    await presenter.start()
    #expect(view.last?.content == .failed(message: "Could not read the wound: disk I/O error"))
  }

  @Test func assessesAnOpenWoundOnlyAndGoesBack() async {
    let (presenter, _) = makePresenter(.success(Fixtures.history(Fixtures.wound(), [])))
    await presenter.start()
    await presenter.handle(.assess)
    await presenter.handle(.back)
    #expect(router.routes == [.open(.assess(woundID: Fixtures.id(1), correcting: nil)), .back])
  }

  @Test func aHealedWoundTakesNoAssessment() async {
    let healed = Fixtures.wound(status: .healed(on: CalendarDateFixture.june10))
    let (presenter, _) = makePresenter(.success(Fixtures.history(healed, Fixtures.healing)))
    await presenter.start()
    #expect(view.last?.status == "healed 2025-06-10")
    #expect(view.last?.canAssess == false)
    await presenter.handle(.assess)
    #expect(router.routes.isEmpty)
  }
}
