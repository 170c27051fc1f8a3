import CoreVIPER
import Foundation
import LibPatient
import LibWound
import Testing

@testable import FeatureToday

/// Hands out what a test sets, as the libraries would, and records the marks.
final class StubHandoverInteractor: HandoverInteracting, @unchecked Sendable {
  var result: Result<[PatientHandover], Error>
  private(set) var scopes: [HandoverScope] = []
  private(set) var marked: [Patient.ID] = []

  init(_ result: Result<[PatientHandover], Error>) { self.result = result }

  func load(_ scope: HandoverScope) async throws -> [PatientHandover] {
    scopes.append(scope)
    return try result.get()
  }

  func markSeen(_ patientID: Patient.ID) async throws {
    marked.append(patientID)
    // Once marked, her changes leave the handover.
    result = result.map { $0.filter { $0.patientID != patientID } }
  }
}

@MainActor
final class StubHandoverRouter: HandoverRouting {
  private(set) var routes: [HandoverRoute] = []
  func route(to route: HandoverRoute) { routes.append(route) }
}

@MainActor
final class HandoverRecordingView: ViewDisplaying {
  private(set) var shown: [HandoverViewData] = []
  func display(_ data: HandoverViewData) { shown.append(data) }
}

/// Handovers as LibWound gives them, at fixed times in UTC.
enum HandoverSamples {
  static let now = Date(timeIntervalSince1970: 1_795_687_200)  // 10:00 UTC
  static let utc = TimeZone(identifier: "UTC")!
  static let text = HandoverText(now: now, timeZone: utc)
  static let marie = Patient.ID(uuidString: "11111111-1111-4111-8111-111111111111")!
  static let paul = Patient.ID(uuidString: "22222222-2222-4222-8222-222222222222")!

  static func at(_ minutes: Double) -> Date { now.addingTimeInterval(minutes * 60) }

  static func patient(
    _ id: Patient.ID = marie,
    given: String = "Marie",
    family: String = "Dupont",
    since: HandoverSince = HandoverSince(at(-120), .lastVisit),
    changes: [HandoverChange] = sampleChanges
  ) -> PatientHandover {
    PatientHandover(
      patientID: id,
      givenName: given,
      familyName: family,
      since: since,
      changes: changes
    )
  }

  static let sampleChanges = [
    HandoverChange(
      at: at(-60),
      by: "anna",
      event: .assessment(
        HandoverAssessment(
          id: Assessment.ID(),
          woundID: Wound.ID(),
          site: .leftHeel,
          area: SquareCentimetres(tenths: 120),
          push: 12,
          areaChange: 60,
          pushChange: 2,
          verdicts: [.deepInfectionSuspected],
          isCorrection: false
        )
      )
    ),
    HandoverChange(at: at(-50), by: "anna", event: .braden(total: 14, risk: .moderate)),
    HandoverChange(
      at: at(-30),
      by: "claire",
      event: .message(body: "Her daughter asks you to call before coming.")
    ),
  ]
}

@MainActor
struct HandoverPresenterTests {
  let view = HandoverRecordingView()
  let router = StubHandoverRouter()

  func makePresenter(_ interactor: StubHandoverInteractor) -> HandoverPresenter {
    let presenter = HandoverPresenter(
      interactor: interactor,
      router: router,
      scope: .round,
      text: HandoverSamples.text
    )
    presenter.view = view
    return presenter
  }

  @Test func itShowsEachPatientsChangesWithWhoAndWhen() async throws {
    let interactor = StubHandoverInteractor(.success([HandoverSamples.patient()]))
    let presenter = makePresenter(interactor)
    #expect(presenter.viewData.content == .loading)
    await presenter.start()
    guard case .patients(let patients) = view.shown.last?.content else {
      Issue.record("no patients shown")
      return
    }
    #expect(patients.map(\.name) == ["Dupont, Marie"])
    #expect(patients[0].since == "since your visit at 08:00")
    #expect(patients[0].changes.map(\.who) == ["anna", "anna", "claire"])
    #expect(patients[0].changes[0].when == "09:00")
    #expect(patients[0].changes[1].what == "Braden 14 (moderate risk)")
    #expect(view.shown.last?.selectedID == HandoverSamples.marie)
    #expect(interactor.scopes == [.round])
  }

  @Test func markingSeenTakesHerOffAndSaysSo() async throws {
    let interactor = StubHandoverInteractor(
      .success([
        HandoverSamples.patient(),
        HandoverSamples.patient(HandoverSamples.paul, given: "Paul", family: "Martin"),
      ])
    )
    let presenter = makePresenter(interactor)
    await presenter.start()
    await presenter.handle(.move(.down))
    #expect(view.shown.last?.selectedID == HandoverSamples.paul)
    await presenter.handle(.markSeen(HandoverSamples.paul))
    #expect(interactor.marked == [HandoverSamples.paul])
    #expect(view.shown.last?.status == "Marked seen: Martin, Paul")
    #expect(view.shown.last?.selectedID == HandoverSamples.marie)
    await presenter.handle(.markSeen(HandoverSamples.marie))
    #expect(view.shown.last?.content == .empty)
    #expect(view.shown.last?.selectedID == nil)
  }

  @Test func theScopeSwitchesBetweenTheRoundAndTheTeam() async throws {
    let interactor = StubHandoverInteractor(.success([]))
    let presenter = makePresenter(interactor)
    await presenter.start()
    #expect(view.shown.last?.content == .empty)
    await presenter.handle(.toggleScope)
    #expect(view.shown.last?.showsAll == true)
    await presenter.handle(.toggleScope)
    #expect(interactor.scopes == [.round, .all, .round])
  }

  @Test func hostileNamesAndTextAreShownSafe() async throws {
    let hostile = HandoverSamples.patient(
      given: "Ma\u{1B}[2Jrie",
      family: "Du\u{202E}pont",
      changes: [
        HandoverChange(at: HandoverSamples.at(-5), by: "an\u{7}na", event: .message(body: "a\nb"))
      ]
    )
    let presenter = makePresenter(StubHandoverInteractor(.success([hostile])))
    await presenter.start()
    guard case .patients(let patients) = view.shown.last?.content else {
      Issue.record("no patients shown")
      return
    }
    #expect(patients[0].name == "Du�pont, Ma␛[2Jrie")
    #expect(patients[0].changes[0].who == "an␇na")
    #expect(patients[0].changes[0].what == "message: a b")
  }

  @Test func aFailedLoadSaysSoAndBackLeaves() async {
    struct Failure: Error {}
    let presenter = makePresenter(StubHandoverInteractor(.failure(Failure())))
    await presenter.start()
    guard case .failed = view.shown.last?.content else {
      Issue.record("expected the error state")
      return
    }
    await presenter.handle(.back)
    #expect(router.routes == [.back])
  }
}
