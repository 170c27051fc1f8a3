import CoreTerminal
import CoreVIPER
import Foundation
import LibPatient

/// A patient's detail: loads her record and history, archives or unarchives after a y/n, and
/// merges a possible duplicate into her after a y/n for each candidate.
@MainActor
final class PatientDetailPresenter: ViewPresenting {
  weak var view: (any ViewDisplaying<PatientDetailViewData>)?
  private let id: Patient.ID
  private let interactor: any PatientDetailInteracting
  private let router: any PatientDetailRouting
  private let today: () -> CalendarDate
  private let timeZone: TimeZone
  /// Whether the app gave a wound flow, so `w` has somewhere to go.
  private let opensWounds: Bool
  /// Whether the app gave a message flow, so `m` has somewhere to go.
  private let opensMessages: Bool

  private enum State {
    case loading
    case loaded(Patient, history: [BradenAssessment], wounds: [String])
    case notFound
    case failed(String)
  }

  private var state = State.loading
  private var isAskingToToggleArchive = false
  /// The possible duplicates still to ask about, the one asked first; empty when no merge is
  /// being asked.
  private var mergeCandidates: [PossibleDuplicate] = []
  private var notice: String?
  /// Her latest ABPI measurement, nil when she has none.
  private var latestABPI: ABPIMeasurement?

  /// How many past assessments the detail lists: enough to see a trend.
  static let historyLength = 5

  init(
    id: Patient.ID,
    interactor: any PatientDetailInteracting,
    router: any PatientDetailRouting,
    today: @escaping () -> CalendarDate,
    timeZone: TimeZone = .current,
    opensWounds: Bool = false,
    opensMessages: Bool = false
  ) {
    self.opensMessages = opensMessages
    self.opensWounds = opensWounds
    self.id = id
    self.interactor = interactor
    self.router = router
    self.today = today
    self.timeZone = timeZone
  }

  func start() async {
    await reload()
  }

  /// Reads the patient again: after a start, an archive, or a saved edit.
  func reload() async {
    do {
      let patient = try await interactor.patient(id)
      let history = try await interactor.bradenHistory(of: id)
      latestABPI = try await interactor.abpiHistory(of: id).first
      let wounds = await interactor.woundLines(of: id)
      state = .loaded(patient, history: history, wounds: wounds)
    } catch IDLookupError.notFound(.patient, _) {
      state = .notFound
    } catch {
      state = .failed("Could not read the patient: \(readableMessage(for: error))")
    }
    display()
  }

  func handle(_ action: PatientDetailAction) async {
    switch action {
    case .back:
      router.route(to: .back)
    case .edit:
      guard case .loaded = state else { return }
      notice = nil
      router.route(to: .edit(id))
    case .record(let form):
      guard case .loaded = state else { return }
      notice = nil
      router.route(to: .form(form, id))
    case .openWounds:
      guard opensWounds, case .loaded(let patient, _, _) = state else { return }
      notice = nil
      let details = patient.details
      let name = PatientText.name(given: details.givenName, family: details.familyName)
      router.route(to: .wounds(id, name: name))
    case .openMessages:
      guard opensMessages, case .loaded(let patient, _, _) = state else { return }
      notice = nil
      let details = patient.details
      let name = PatientText.name(given: details.givenName, family: details.familyName)
      router.route(to: .messages(id, name: name))
    case .toggleArchive:
      guard case .loaded = state else { return }
      isAskingToToggleArchive = true
      notice = nil
      display()
    case .mergeDuplicate:
      guard case .loaded = state else { return }
      await askToMerge()
    case .decline:
      isAskingToToggleArchive = false
      // No to one candidate asks about the next, if any.
      if !mergeCandidates.isEmpty { mergeCandidates.removeFirst() }
      display()
    case .confirm:
      if let candidate = mergeCandidates.first {
        mergeCandidates = []
        await merge(candidate)
        return
      }
      guard isAskingToToggleArchive, case .loaded(let patient, _, _) = state else { return }
      isAskingToToggleArchive = false
      await toggleArchive(patient)
    }
  }

  private func askToMerge() async {
    do {
      mergeCandidates = try await interactor.possibleDuplicates(of: id)
      notice = mergeCandidates.isEmpty ? "No patient of the store may be her." : nil
    } catch {
      notice = "Could not look for duplicates: \(readableMessage(for: error))"
    }
    display()
  }

  private func merge(_ candidate: PossibleDuplicate) async {
    let other = candidate.patient
    let name = PatientText.name(given: other.givenName, family: other.familyName)
    do {
      try await interactor.merge(other.id, into: id)
      notice = "Merged \(name) into her: her records show here; nothing is deleted."
      await reload()
    } catch {
      notice = "Could not merge \(name): \(readableMessage(for: error))"
      display()
    }
  }

  /// "Merge Dupond, Marie (born 1941-03-12, 3f2a9c1e) into Dupont, Marie? The same birth
  /// date and nearly the same names. (y/n)"
  private func mergeQuestion(_ candidate: PossibleDuplicate, into keep: String) -> String {
    let other = candidate.patient
    let name = PatientText.name(given: other.givenName, family: other.familyName)
    let why = candidate.criterion.text
    return "Merge \(name) (born \(other.birthDate), \(PatientText.shortID(other.id))) into "
      + "\(keep)? \(why.prefix(1).uppercased())\(why.dropFirst()). (y/n)"
  }

  private func toggleArchive(_ patient: Patient) async {
    do {
      if patient.status == .archived {
        try await interactor.unarchive(id)
        notice = "Back in the patient list."
      } else {
        try await interactor.archive(id)
        notice = "Archived: no longer in the patient list; nothing is deleted."
      }
      await reload()
    } catch {
      notice = "Could not change the status: \(readableMessage(for: error))"
      display()
    }
  }

  private func display() {
    view?.display(viewData)
  }

  var viewData: PatientDetailViewData {
    switch state {
    case .loading:
      return .loading
    case .notFound:
      return PatientDetailViewData(
        title: "Patient",
        status: "",
        content: .notFound(message: "No patient with id \(id.uuidString.lowercased())."),
        question: nil,
        notice: notice
      )
    case .failed(let message):
      return PatientDetailViewData(
        title: "Patient",
        status: "",
        content: .failed(message: message),
        question: nil,
        notice: notice
      )
    case .loaded(let patient, let history, let wounds):
      let details = patient.details
      let name = PatientText.name(given: details.givenName, family: details.familyName)
      let verb = patient.status == .archived ? "Unarchive" : "Archive"
      return PatientDetailViewData(
        title: name,
        status: patient.status.rawValue,
        content: .patient(record(for: patient, history: history, wounds: wounds)),
        question: mergeCandidates.first.map { mergeQuestion($0, into: name) }
          ?? (isAskingToToggleArchive ? "\(verb) \(name)? (y/n)" : nil),
        notice: notice
      )
    }
  }

  private func record(for patient: Patient, history: [BradenAssessment], wounds: [String])
    -> PatientDetailViewData.Record
  {
    PatientDetailViewData.Record(
      fields: PatientDetailFields.fields(
        of: patient,
        today: today(),
        timeZone: timeZone
      ) + (latestABPI.map { [.init("ABPI", abpi($0))] } ?? []),
      bradenHistory: history.prefix(Self.historyLength).map {
        let by = $0.assessedBy.map { "  by \($0.visibleControls())" } ?? ""
        return "\(PatientText.day($0.assessedAt, in: timeZone))  \(PatientText.braden($0))\(by)"
      },
      archiveVerb: patient.status == .archived ? "unarchive" : "archive",
      wounds: wounds,
      opensWounds: opensWounds,
      opensMessages: opensMessages
    )
  }

  /// "2026-11-27 by anna: left 0.91 no significant arterial disease (compression: full or
  /// reduced) · right not assessed": when, by whom, then each leg as LibPatient words it.
  private func abpi(_ measurement: ABPIMeasurement) -> String {
    let by = measurement.measuredBy.map { " by \($0.visibleControls())" } ?? ""
    return "\(PatientText.day(measurement.measuredAt, in: timeZone))\(by): \(measurement.legsText)"
  }
}
