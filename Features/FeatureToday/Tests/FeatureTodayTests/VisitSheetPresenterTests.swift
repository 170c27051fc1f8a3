import CoreTesting
import CoreVIPER
import Foundation
import LibPatient
import LibWound
import Testing

@testable import FeatureToday

final class StubVisitSheetInteractor: VisitSheetInteracting, @unchecked Sendable {
  private let lock = NSLock()
  let linkable: [VisitLinkable]
  let visits: [Visit]
  private(set) var recorded: [NewVisit] = []
  var recordError: Error?

  init(linkable: [VisitLinkable] = VisitSheetSamples.linkable, visits: [Visit] = []) {
    self.linkable = linkable
    self.visits = visits
  }

  func sheet(of patientID: Patient.ID) async throws -> (linkable: [VisitLinkable], visits: [Visit])
  {
    (linkable, visits)
  }

  func record(_ visit: NewVisit) async throws {
    try lock.withLock {
      if let recordError { throw recordError }
      recorded.append(visit)
    }
  }
}

@MainActor
final class StubVisitSheetRouter: VisitSheetRouting {
  private(set) var closed: [String?] = []
  func close(saved: String?) { closed.append(saved) }
}

/// Marie's day: her heel's dressing due, an assessment and a Braden taken this morning.
enum VisitSheetSamples {
  static let assessment = Assessment.ID(UUID(uuidString: "77777777-7777-4777-8777-777777777777")!)
  static let braden = BradenAssessment.ID(UUID(uuidString: "88888888-8888-4888-8888-888888888888")!)
  /// 2025-06-15 10:00 UTC, the sheet's now.
  static let now = Date(timeIntervalSince1970: 1_749_981_600)
  static let patient = VisitSheetPatient(
    id: RoundSamples.marie,
    name: "Dupont, Marie",
    dressingsDue: [.init(woundID: RoundSamples.heel, due: "dressing left-heel due")]
  )
  static let linkable = [
    VisitLinkable(
      id: .assessment(assessment),
      kind: .assessment(site: .leftHeel),
      takenAt: RoundSamples.nineTwelve,
      takenBy: "anna",
      isLinked: false
    ),
    VisitLinkable(
      id: .braden(braden),
      kind: .braden(total: 14),
      takenAt: RoundSamples.nineTwelve.addingTimeInterval(300),
      takenBy: nil,
      isLinked: false
    ),
    VisitLinkable(
      id: .braden(BradenAssessment.ID()),
      kind: .braden(total: 20),
      takenAt: RoundSamples.nineTwelve,
      takenBy: "bea",
      isLinked: true
    ),
  ]
  static let morningVisit = Visit(
    id: RoundSamples.morning,
    patientID: RoundSamples.marie,
    visitedAt: RoundSamples.nineTwelve,
    visitedBy: "anna",
    dressingsChanged: [],
    assessments: [],
    bradens: [],
    note: nil
  )
}

@MainActor
struct VisitSheetPresenterTests {
  let view = RecordingView<VisitSheetViewData>()
  let router = StubVisitSheetRouter()

  func presenter(_ interactor: StubVisitSheetInteractor) -> VisitSheetPresenter {
    let presenter = VisitSheetPresenter(
      patient: VisitSheetSamples.patient,
      interactor: interactor,
      router: router,
      now: { VisitSheetSamples.now },
      timeZone: RoundSamples.utc
    )
    presenter.view = view
    return presenter
  }

  /// Starts the sheet and answers its first question: the visit was done.
  func open(_ presenter: VisitSheetPresenter, _ outcome: VisitOutcome = .done) async {
    await presenter.start()
    #expect(view.last?.content == .outcome)
    await presenter.handle(.outcome(outcome))
  }

  func type(_ text: String, into presenter: VisitSheetPresenter) async {
    for character in text { await presenter.handle(.edit(.insert(String(character)))) }
  }

  @Test func theDressingsDueAndTheDaysRecordsAreTickedAndTheNoteIsInFocus() async throws {
    let presenter = presenter(StubVisitSheetInteractor())
    await open(presenter)
    let data = try #require(view.last)
    #expect(data.title == "Visit to Dupont, Marie")
    #expect(
      data.lines.map(\.label) == [
        "dressing left-heel due", "assessment left-heel · by anna, 09:12", "Braden 14 · 09:17",
        "Note", "Time",
      ]
    )
    #expect(data.lines.prefix(3).allSatisfy { $0.kind == .tick(true) })
    #expect(data.focus == 3)
    #expect(data.visitedToday == nil)
    #expect(data.isTyping)
  }

  @Test func enterSavesWhatIsTickedTheNoteAndNowThenGoesBackSayingSo() async throws {
    let interactor = StubVisitSheetInteractor()
    let presenter = presenter(interactor)
    await open(presenter)
    await presenter.handle(.focus(by: -1))
    await presenter.handle(.toggle)
    #expect(view.last?.lines[2].kind == .tick(false))
    await presenter.handle(.focus(by: 1))
    await type(" Gauze held ", into: presenter)
    await presenter.handle(.save)
    let saved = try #require(interactor.recorded.first)
    #expect(saved.patientID == RoundSamples.marie)
    #expect(saved.dressingsChanged == [RoundSamples.heel])
    #expect(saved.assessments == [VisitSheetSamples.assessment])
    #expect(saved.bradens.isEmpty)
    #expect(saved.note == "Gauze held")
    #expect(saved.visitedAt == nil, "blank is now, the library's clock")
    #expect(saved.outcome == .done)
    #expect(saved.startedAt == VisitSheetSamples.now, "the sheet opened: the visit's start")
    #expect(router.closed == ["Visit to Dupont, Marie recorded at 10:00."])
  }

  @Test func theTimeIsReadAsTypedAndARefusalNamesItsLine() async throws {
    let interactor = StubVisitSheetInteractor()
    let presenter = presenter(interactor)
    await open(presenter)
    await presenter.handle(.focus(by: 1))
    await type("25:99", into: presenter)
    await presenter.handle(.save)
    #expect(view.last?.problem?.hasPrefix("Time: \"25:99\" is not a time (now, HH:MM") == true)
    #expect(view.last?.focus == 4)
    for _ in 0..<5 { await presenter.handle(.edit(.deleteBackward)) }
    await type("11:00", into: presenter)
    await presenter.handle(.save)
    #expect(view.last?.problem == "Time: is in the future")
    await presenter.handle(.edit(.deleteToStart))
    await type("2025-06-15 08:30", into: presenter)
    await presenter.handle(.save)
    #expect(interactor.recorded.first?.visitedAt == Date(timeIntervalSince1970: 1_749_976_200))
    #expect(interactor.recorded.first?.startedAt == nil, "a time typed: recorded afterwards")
    #expect(router.closed == ["Visit to Dupont, Marie recorded at 08:30."])
  }

  @Test func aHostileNoteIsRefusedAndNothingIsSaved() async throws {
    let interactor = StubVisitSheetInteractor()
    let presenter = presenter(interactor)
    await open(presenter)
    await presenter.handle(.edit(.insert("ok\u{1B}[2J")))
    await presenter.handle(.save)
    #expect(view.last?.problem == "Note: holds a control character (␛); remove it")
    #expect(interactor.recorded.isEmpty)
    #expect(router.closed.isEmpty)
    // A pasted line break becomes a space: the note is one line.
    await presenter.handle(.edit(.deleteToStart))
    await presenter.handle(.edit(.insert("one\ntwo")))
    await presenter.handle(.save)
    #expect(interactor.recorded.first?.note == "one two")
  }

  @Test func aSecondVisitTheSameDayIsAskedBeforeSaving() async throws {
    let voided = Visit(
      id: Visit.ID(),
      patientID: RoundSamples.marie,
      visitedAt: RoundSamples.nineTwelve.addingTimeInterval(-3600),
      visitedBy: "bea",
      dressingsChanged: [],
      assessments: [],
      bradens: [],
      note: nil,
      voided: VisitVoid(
        id: Visit.ID(),
        voidedAt: RoundSamples.nineTwelve,
        voidedBy: "bea",
        reason: nil
      )
    )
    let interactor = StubVisitSheetInteractor(visits: [VisitSheetSamples.morningVisit, voided])
    let presenter = presenter(interactor)
    await open(presenter)
    #expect(view.last?.visitedToday == "Visited today at 09:12 by anna.")
    await presenter.handle(.save)
    #expect(
      view.last?.question == "Already visited today at 09:12 by anna — record a second visit? (y/n)"
    )
    await presenter.handle(.no)
    #expect(view.last?.question == nil)
    #expect(interactor.recorded.isEmpty)
    await presenter.handle(.save)
    await presenter.handle(.yes)
    #expect(interactor.recorded.count == 1)
    #expect(router.closed.count == 1)
  }

  @Test func escAsksBeforeDiscardingOnceSomethingChanged() async throws {
    let presenter = presenter(StubVisitSheetInteractor())
    await open(presenter)
    await presenter.handle(.cancel)
    #expect(router.closed == [nil], "nothing changed: leaves at once")
    let changed = self.presenter(StubVisitSheetInteractor())
    await open(changed)
    await type("x", into: changed)
    await changed.handle(.cancel)
    #expect(view.last?.question == "Discard these answers? (y/n)")
    await changed.handle(.no)
    #expect(
      view.last?.lines[3].kind == .text(draft: "x", cursor: 1, hint: "one line, what to pass on")
    )
    await changed.handle(.cancel)
    await changed.handle(.yes)
    #expect(router.closed == [nil, nil])
  }

  @Test func aRefusalOfTheLibraryIsSaidAndTheSheetStays() async throws {
    let interactor = StubVisitSheetInteractor(linkable: [])
    interactor.recordError = RuleViolation(field: "at", reason: "is in the future")
    let presenter = presenter(interactor)
    await open(presenter)
    #expect(view.last?.lines.map(\.label) == ["dressing left-heel due", "Note", "Time"])
    await presenter.handle(.save)
    #expect(view.last?.problem == "Could not save: at: is in the future")
    #expect(view.last?.content == .sheet)
    #expect(view.last?.focus == 2)
    #expect(router.closed.isEmpty)
  }
}
