import CoreTerminal
import CoreVIPER
import Foundation
import LibPatient
import LibWound

/// The assessment form as the shared `QuestionFormPresenter` asks it: when the visit was, the
/// questions of `AssessmentFormField` in the order a nurse examines a wound, reference values
/// pre-filled from the last visit and marked as such, the photos, the area and PUSH on the
/// summary. A correction starts from every answer of the assessment it supersedes.
@MainActor
final class AssessmentForm: RoutedQuestionForm {
  private let woundID: Wound.ID
  /// The assessment this one corrects, when it is a correction.
  private let correcting: Assessment.ID?
  private let interactor: any AssessmentFormInteracting
  let router: any FormExitRouting
  private let now: () -> Date
  /// The nurse's time zone, in which a time typed without an offset is read.
  private let timeZone: TimeZone
  /// Makes the new assessment's id: ids are made by the caller so saving works offline.
  private let makeID: () -> Assessment.ID
  private var answers = AssessmentFormAnswers()
  private var visit = AssessmentFormVisit()
  private(set) var title = "New assessment"

  init(
    woundID: Wound.ID,
    correcting: Assessment.ID? = nil,
    interactor: any AssessmentFormInteracting,
    router: any FormExitRouting,
    now: @escaping () -> Date,
    timeZone: TimeZone = .current,
    makeID: @escaping () -> Assessment.ID
  ) {
    self.woundID = woundID
    self.correcting = correcting
    self.interactor = interactor
    self.router = router
    self.now = now
    self.timeZone = timeZone
    self.makeID = makeID
  }

  /// The wound and its last visit come first.
  let needsLoading = true
  /// A correction opens on the summary of the assessment it corrects: the nurse picks the
  /// answer that was wrong.
  var opensOnSummary: Bool { correcting != nil }
  /// The wound's title ("Venous leg ulcer · left lower leg"), for the saved notice.
  private var woundTitle = ""
  /// The day of the assessment corrected ("2025-05-29"), for the saved notice.
  private var correctedDay = ""
  /// The day the wound was opened: a visit before it is refused where its time is typed.
  private var openedOn: CalendarDate?
  /// The wound's type and its assessments, for the summary's infection screening.
  private var woundType: WoundType?
  private var history: [Assessment] = []
  /// The new assessment's id, made once: the summary screens the assessment that will be saved.
  private lazy var newID = makeID()
  var fields: [AssessmentFormField] { AssessmentFormField.allCases }

  func load() async -> String? {
    do {
      let (wound, last) = try await interactor.start(woundID)
      woundTitle = WoundText.title(wound)
      openedOn = wound.openedOn
      woundType = wound.type
      history = try await interactor.history(of: woundID)
      title = "\(correcting == nil ? "Assess" : "Correct") \(woundTitle)"
      guard wound.status.isOpen else {
        return "This wound is \(WoundText.status(wound.status)): reopen it to assess it."
      }
      if let correcting {
        guard let old = try await interactor.corrected(correcting, of: woundID) else {
          return "No current assessment \(WoundText.shortID(correcting)) of this wound to correct."
        }
        answers = AssessmentFormAnswers(correcting: old.findings)
        correctedDay = WoundText.day(old.takenAt, in: timeZone)
        visit = AssessmentFormVisit(
          correcting: old.takenAt,
          photoIDs: old.photoIDs,
          timeZone: timeZone
        )
      } else {
        answers = last.map { AssessmentFormAnswers(lastVisit: $0) } ?? AssessmentFormAnswers()
      }
      return nil
    } catch WoundLookupError.woundNotFound {
      return "No wound with id \(woundID.uuidString.lowercased())."
    } catch {
      return "Could not read the wound: \(readableMessage(for: error))"
    }
  }

  func label(of field: AssessmentFormField) -> String { field.label }
  func hint(of field: AssessmentFormField) -> String {
    guard field == .photos, correcting != nil else { return field.hint }
    return
      "the corrected one's photos (kept:…) and new files, comma-separated; delete one to drop it"
  }
  func holdsLines(_ field: AssessmentFormField) -> Bool { field.holdsLines }
  func choices(of field: AssessmentFormField) -> [String] { field.choices }

  func answer(_ field: AssessmentFormField) -> String {
    switch field {
    case .takenAt: return visit.takenAtText
    case .photos: return visit.photoText
    default: return answers[field]
    }
  }

  func isFromLastVisit(_ field: AssessmentFormField) -> Bool {
    answers.fromLastVisit.contains(field)
  }

  func shownAnswer(_ field: AssessmentFormField) -> String {
    if field == .takenAt && visit.takenAtText.isEmpty { return "now" }
    let text = answer(field)
    return text.isEmpty ? WoundText.none : text
  }

  func submit(_ text: String, for field: AssessmentFormField) -> String? {
    switch field {
    case .takenAt:
      return visit.answerTakenAt(text, now: now(), timeZone: timeZone, openedOn: openedOn)
    case .photos: return visit.answerPhotos(text, read: interactor.readPhoto)
    default: return answers.answer(field, with: text)
    }
  }

  /// The area, PUSH and infection screening the answers give, for the nurse to check before
  /// saving: the screening compares them with the wound's previous visit, as LibWound will.
  var summaryFacts: [QuestionFormViewData.Field] {
    guard let findings = answers.findings else { return [] }
    var facts: [QuestionFormViewData.Field] = [
      .init(label: "Area", value: WoundText.area(WoundArea.area(of: findings))),
      .init(label: "PUSH", value: String(PushScore(findings).total)),
    ]
    if let screening = screening(of: findings) {
      facts.append(.init(label: "Infection", value: InfectionText.summary(screening)))
    }
    return facts
  }

  private func screening(of findings: AssessmentFindings) -> InfectionScreening? {
    guard let woundType else { return nil }
    let candidate = Assessment(
      id: newID,
      woundID: woundID,
      takenAt: visit.takenAt ?? now(),
      takenBy: nil,
      findings: findings,
      photoIDs: [],
      supersedes: correcting,
      recordedAt: now()
    )
    return InfectionScreeningRule.screening(
      of: candidate,
      history: history,
      type: woundType,
      timeZone: timeZone
    )
  }

  func save(changed: [AssessmentFormField]) async -> QuestionFormSaveResult<AssessmentFormField> {
    guard let findings = answers.findings else {
      return .refused(field: .length, message: "Length, width, exudate and tissue are required")
    }
    do {
      let assessment = NewAssessment(
        id: newID,
        woundID: woundID,
        takenAt: visit.takenAt ?? now(),
        findings: findings,
        supersedes: correcting,
        keptPhotoIDs: visit.keptPhotoIDs
      )
      try await interactor.record(assessment, photos: visit.photos)
      let notice =
        correcting == nil
        ? SavedNotice.added("assessment of \(woundTitle)")
        : SavedNotice.edited("the \(correctedDay) assessment", changed: changed.map(\.noticeName))
      router.route(to: .saved(notice: notice))
      return .saved
    } catch {
      return WoundText.refused(
        error,
        openedOn: openedOn,
        label: \.label,
        asking: AssessmentFormField.init(rawValue:)
      )
    }
  }
}
