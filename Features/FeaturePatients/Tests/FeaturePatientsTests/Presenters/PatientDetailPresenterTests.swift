import CoreTesting
import Foundation
import LibPatient
import Testing

@testable import FeaturePatients

/// Serves one patient (or an error) and records the status changes asked for.
final class StubDetailInteractor: PatientDetailInteracting, @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Result<Patient, Error>
  private var _commands: [String] = []
  var history: [BradenAssessment] = []
  /// When set, archive and unarchive throw it.
  var commandError: Error?

  init(_ patient: Result<Patient, Error>) {
    stored = patient
  }

  var commands: [String] { lock.withLock { _commands } }

  /// Another screen (the edit form) changed the patient.
  func store(_ patient: Patient) {
    lock.withLock { stored = .success(patient) }
  }

  func patient(_ id: Patient.ID) async throws -> Patient {
    try lock.withLock { try stored.get() }
  }

  func bradenHistory(of id: Patient.ID) async throws -> [BradenAssessment] { history }

  var abpis: [ABPIMeasurement] = []

  func abpiHistory(of id: Patient.ID) async throws -> [ABPIMeasurement] { abpis }

  /// The lines the app's wound flow gives for her wounds.
  var wounds: [String] = []

  func woundLines(of id: Patient.ID) async -> [String] { wounds }

  /// The patients the library would give as possible duplicates of her.
  var duplicates: [PossibleDuplicate] = []

  func possibleDuplicates(of id: Patient.ID) async throws -> [PossibleDuplicate] { duplicates }

  func merge(_ other: Patient.ID, into keep: Patient.ID) async throws {
    try lock.withLock {
      _commands.append("merge \(other) into \(keep)")
      if let commandError { throw commandError }
    }
  }

  func archive(_ id: Patient.ID) async throws {
    try setStatus(.archived, command: "archive \(id)")
  }

  func unarchive(_ id: Patient.ID) async throws {
    try setStatus(.active, command: "unarchive \(id)")
  }

  private func setStatus(_ status: PatientStatus, command: String) throws {
    try lock.withLock {
      _commands.append(command)
      if let commandError { throw commandError }
      var patient = try stored.get()
      patient.status = status
      stored = .success(patient)
    }
  }
}

@MainActor
final class StubDetailRouter: PatientDetailRouting {
  private(set) var routes: [PatientDetailRoute] = []
  func route(to route: PatientDetailRoute) { routes.append(route) }
}

@MainActor
struct PatientDetailPresenterTests {
  let view = RecordingView<PatientDetailViewData>()
  let router = StubDetailRouter()
  let id = Fixtures.id(1)

  func makePresenter(_ interactor: StubDetailInteractor) -> PatientDetailPresenter {
    let presenter = PatientDetailPresenter(
      id: id,
      interactor: interactor,
      router: router,
      today: { Fixtures.today },
      timeZone: Fixtures.utc
    )
    presenter.view = view
    return presenter
  }

  private var record: PatientDetailViewData.Record? {
    guard case .patient(let record) = view.last?.content else { return nil }
    return record
  }

  private func value(_ label: String) -> String? {
    record?.fields.first { $0.label == label }?.value
  }

  @Test func startShowsEveryField() async {
    var braden = Fixtures.braden(14, on: "2025-06-01")
    braden.assessedBy = "anna\u{1B}[2J"
    let interactor = StubDetailInteractor(.success(Fixtures.patient(braden: braden)))
    interactor.history = [braden, Fixtures.braden(17, on: "2025-05-01")]
    await makePresenter(interactor).start()
    #expect(view.last?.title == "Dupont, Marie")
    #expect(view.last?.status == "active")
    #expect(value("ID") == id.uuidString.lowercased())
    #expect(value("Born") == "1942-05-14 (83)")
    #expect(value("Sex") == "female")
    #expect(value("Address") == "12 rue des Lilas, 69003 Lyon")
    #expect(value("Identifier") == "2420569123456")
    #expect(value("Physician") == "Dr Martin")
    #expect(value("Allergies") == "penicillin, latex")
    #expect(value("Braden") == "14 moderate risk, 2025-06-01")
    #expect(
      record?.bradenHistory == ["2025-06-01  14 moderate  by anna␛[2J", "2025-05-01  17 mild"],
      "who assessed, never printed raw; nobody named for an assessment without an author"
    )
    #expect(record?.archiveVerb == "archive")
  }

  /// Her latest ABPI, each leg assessed with its index and band, when and by whom; no line
  /// for a patient never measured.
  @Test func theLatestABPIShowsEachLegsIndexAndBand() async throws {
    let interactor = StubDetailInteractor(.success(Fixtures.patient()))
    await makePresenter(interactor).start()
    #expect(value("ABPI") == nil)

    let measuredAt = try #require(ISO8601DateFormatter().date(from: "2025-06-01T09:00:00Z"))
    let latest = ABPIMeasurement(
      patientID: id,
      measuredAt: measuredAt,
      measuredBy: "anna\u{1B}[2J",
      brachial: ArmPressures(left: 132, right: 128),
      left: AnklePressures(dorsalisPedis: 120, posteriorTibial: nil),
      right: nil
    )
    var older = latest
    older.left = AnklePressures(dorsalisPedis: 50, posteriorTibial: nil)
    interactor.abpis = [latest, older]
    await makePresenter(interactor).start()
    #expect(
      value("ABPI")
        == "2025-06-01 by anna␛[2J: left 0.91 no significant arterial disease "
        + "(compression: full or reduced) · right not assessed"
    )
  }

  /// Her photo consent in words, who answered shown safe; "not asked" until one is recorded.
  @Test func thePhotoConsentSaysWhatSheAnswered() async {
    await makePresenter(StubDetailInteractor(.success(Fixtures.patient()))).start()
    #expect(value("Photos") == "not asked")

    var patient = Fixtures.patient()
    let day = CalendarDate(year: 2025, month: 6, day: 2)!
    patient.photoConsent = .given(on: day, by: "her son\u{1B}[2J", scope: .sharing)
    await makePresenter(StubDetailInteractor(.success(patient))).start()
    #expect(value("Photos") == "given on 2025-06-02 by her son␛[2J, for the record and sharing")
  }

  @Test func emptyFieldsShowADash() async {
    let bare = PatientDetails(givenName: "Jean", familyName: "Martin", birthDate: Fixtures.today)
    await makePresenter(StubDetailInteractor(.success(Fixtures.patient(bare)))).start()
    #expect(value("Phone") == "—")
    #expect(value("Allergies") == "—")
    #expect(value("Born") == "2025-06-15 (0)")
    #expect(value("Braden") == "not assessed")
    #expect(record?.bradenHistory == [])
  }

  @Test func anUnknownPatientIsNotFound() async {
    let interactor = StubDetailInteractor(.failure(IDLookupError.notFound(.patient, id.uuidString)))
    await makePresenter(interactor).start()
    #expect(
      view.last?.content == .notFound(message: "No patient with id \(id.uuidString.lowercased()).")
    )
  }

  @Test func aFailedReadShowsTheError() async {
    await makePresenter(StubDetailInteractor(.failure(StubError()))).start()
    #expect(view.last?.content == .failed(message: "Could not read the patient: disk I/O error"))
  }

  @Test func archivingAsksFirstAndNoKeepsThePatient() async {
    let interactor = StubDetailInteractor(.success(Fixtures.patient()))
    let presenter = makePresenter(interactor)
    await presenter.start()
    await presenter.handle(.toggleArchive)
    #expect(view.last?.question == "Archive Dupont, Marie? (y/n)")
    await presenter.handle(.decline)
    #expect(view.last?.question == nil)
    #expect(interactor.commands.isEmpty)
  }

  @Test func yesArchivesAndShowsTheNewStatus() async {
    let interactor = StubDetailInteractor(.success(Fixtures.patient()))
    let presenter = makePresenter(interactor)
    await presenter.start()
    await presenter.handle(.toggleArchive)
    await presenter.handle(.confirm)
    #expect(interactor.commands == ["archive \(id)"])
    #expect(view.last?.status == "archived")
    #expect(view.last?.question == nil)
    #expect(view.last?.notice == "Archived: no longer in the patient list; nothing is deleted.")
    #expect(record?.archiveVerb == "unarchive")
  }

  @Test func anArchivedPatientIsUnarchived() async {
    let interactor = StubDetailInteractor(.success(Fixtures.patient(status: .archived)))
    let presenter = makePresenter(interactor)
    await presenter.start()
    await presenter.handle(.toggleArchive)
    #expect(view.last?.question == "Unarchive Dupont, Marie? (y/n)")
    await presenter.handle(.confirm)
    #expect(interactor.commands == ["unarchive \(id)"])
    #expect(view.last?.status == "active")
  }

  @Test func aConfirmWithoutAQuestionDoesNothing() async {
    let interactor = StubDetailInteractor(.success(Fixtures.patient()))
    let presenter = makePresenter(interactor)
    await presenter.start()
    await presenter.handle(.confirm)
    #expect(interactor.commands.isEmpty)
  }

  @Test func aFailedArchiveSaysWhy() async {
    let interactor = StubDetailInteractor(.success(Fixtures.patient()))
    interactor.commandError = StubError()
    let presenter = makePresenter(interactor)
    await presenter.start()
    await presenter.handle(.toggleArchive)
    await presenter.handle(.confirm)
    #expect(view.last?.notice == "Could not change the status: disk I/O error")
    #expect(view.last?.status == "active")
  }

  @Test func editAndBackRoute() async {
    let presenter = makePresenter(StubDetailInteractor(.success(Fixtures.patient())))
    await presenter.start()
    await presenter.handle(.edit)
    await presenter.handle(.back)
    #expect(router.routes == [.edit(id), .back])
  }

  /// Issue 29: her detail opens the Braden, ABPI and photo consent forms.
  @Test func eachRecordFormOpensFromHerDetail() async {
    let presenter = makePresenter(StubDetailInteractor(.success(Fixtures.patient())))
    await presenter.start()
    for form in PatientRecordForm.allCases { await presenter.handle(.record(form)) }
    #expect(router.routes == PatientRecordForm.allCases.map { .form($0, id) })
  }

  @Test func reloadShowsAnEditMadeElsewhere() async {
    let interactor = StubDetailInteractor(.success(Fixtures.patient()))
    let presenter = makePresenter(interactor)
    await presenter.start()
    var details = Fixtures.marieDetails
    details.familyName = "Durand"
    interactor.store(Fixtures.patient(details))
    await presenter.reload()
    #expect(view.last?.title == "Durand, Marie")
  }
}
