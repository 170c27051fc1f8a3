import CoreContract
import Foundation
import LibPatient

/// Records an assessment, append-only, with its outbox entry, and its photo attachments with
/// theirs, all in one transaction.
struct RecordAssessment {
  let context: WoundContext

  func execute(_ newAssessment: NewAssessment, photos: [Data]) async throws {
    let date = context.now()
    let takenAt = newAssessment.takenAt ?? date
    var findings = newAssessment.findings
    findings.dressing = Trimmed.text(findings.dressing)
    findings.notes = Trimmed.text(findings.notes)
    var assessment = Assessment(
      id: newAssessment.id,
      woundID: newAssessment.woundID,
      takenAt: takenAt,
      takenBy: Trimmed.text(newAssessment.takenBy ?? context.author()),
      findings: findings,
      photoIDs: [],
      supersedes: newAssessment.supersedes,
      recordedAt: date
    )
    try FindingsValidation.validate(assessment, today: date)
    if takenAt > date.addingTimeInterval(WoundContext.allowedClockSkew) {
      throw RuleViolation(field: "at", reason: "is in the future")
    }
    let intake = PhotoIntake(context: context)
    let checkedPhotos = try intake.checked(photos)
    try await intake.requireConsent(for: photos, owner: newAssessment.woundID)
    var attached = try await keptPhotos(newAssessment)
    for photo in checkedPhotos.map(\.photo) where !attached.contains(photo) {
      attached.append(photo)
    }
    assessment.photoIDs = attached.map(\.id)
    // Files before rows: a committed row never names a missing file. The files this command
    // wrote go again if the rows are refused or cannot be written (a full disk).
    let written = try intake.store(checkedPhotos)
    let timeZone = context.settings.timeZone
    let recorded = assessment
    try await intake.undoing(written) {
      try await context.cache.append(recorded, photos: attached) { history in
        try Self.check(recorded, against: history, timeZone: timeZone)
      }
    }
  }

  /// The photos a correction carries from the assessment it corrects: every one unless
  /// `keptPhotoIDs` names which. Photos are stored by content and never change, so reading
  /// them before the write transaction is safe; `check` still refuses a wrong `supersedes`.
  private func keptPhotos(_ newAssessment: NewAssessment) async throws -> [Photo] {
    guard let corrected = newAssessment.supersedes else {
      if newAssessment.keptPhotoIDs?.isEmpty == false {
        throw RuleViolation(field: "photo", reason: "can be kept by a correction only")
      }
      return []
    }
    let history = try await context.cache.history(of: newAssessment.woundID)
    guard let original = history?.assessments.first(where: { $0.id == corrected }) else {
      return []
    }
    var kept: [Photo] = []
    for id in newAssessment.keptPhotoIDs ?? original.photoIDs
    where !kept.contains(where: { $0.id == id }) {
      guard original.photoIDs.contains(id), let photo = try await context.cache.photo(id) else {
        throw RuleViolation(
          field: "photo",
          reason: "\(id.prefix(12)) is not a photo of the assessment it corrects"
        )
      }
      kept.append(photo)
    }
    return kept
  }

  /// The checks that need the wound: it is open, the visit is not before it was opened, and a
  /// correction names an assessment of this wound that nothing corrected yet (so corrections
  /// form one chain and the newest one is what counts).
  static func check(_ assessment: Assessment, against history: WoundHistory, timeZone: TimeZone)
    throws
  {
    let wound = history.wound
    if !wound.status.isOpen {
      throw RuleViolation(
        field: "status",
        reason: "the wound is healed or closed; reopen it first"
      )
    }
    // The contract's rule, read in the nurse's zone; the server reads it in the latest one.
    try Wire.Assessment.takenOnOrAfter(
      wound.openedOn,
      assessment.takenAt,
      in: timeZone,
      field: "at"
    )
    guard let corrected = assessment.supersedes else { return }
    if !history.assessments.contains(where: { $0.id == corrected }) {
      throw RuleViolation(field: "supersedes", reason: "names no assessment of this wound")
    }
    if history.assessments.contains(where: { $0.supersedes == corrected }) {
      throw RuleViolation(
        field: "supersedes",
        reason: "was already corrected; correct the newest one"
      )
    }
  }
}
