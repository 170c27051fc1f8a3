import CoreTerminal
import CoreVIPER
import Foundation
import LibPatient

/// The questions of a form that records one timed thing of a patient (a Braden assessment, an
/// ABPI): the time question first, answered "now" unless told.
protocol TimedRecordField: Hashable, Sendable, LabelledField {
  /// The time question ("Measured at", "Assessed at").
  static var time: Self { get }
}

/// What a form recording one thing of a patient needs from the library: its one command.
protocol PatientRecordInteracting<Record>: Sendable {
  associatedtype Record
  /// Throws `RuleViolation` naming the answer or time refused, or
  /// `IDLookupError.notFound`.
  func record(_ record: Record) async throws
}

/// What the Braden and ABPI forms share: whose record they add to, the library's command,
/// where they leave through, and their time question, read with the same clock. Each form
/// asks its own questions and builds its own record.
@MainActor
class TimedRecordForm<Field: TimedRecordField, Record> {
  let patientID: Patient.ID
  let interactor: any PatientRecordInteracting<Record>
  let router: any FormExitRouting
  private let now: @Sendable () -> Date
  private let timeZone: TimeZone
  /// Makes the record's id: ids are made by the caller so recording works offline.
  let makeID: () -> Tagged<Record, UUID>
  /// "now" or "YYYY-MM-DD HH:MM" for the time; each form's own text for its other questions.
  var answers: [Field: String] = [Field.time: "now"]

  init(
    patientID: Patient.ID,
    interactor: any PatientRecordInteracting<Record>,
    router: any FormExitRouting,
    now: @escaping @Sendable () -> Date,
    timeZone: TimeZone,
    makeID: @escaping () -> Tagged<Record, UUID> = { Tagged() }
  ) {
    self.patientID = patientID
    self.interactor = interactor
    self.router = router
    self.now = now
    self.timeZone = timeZone
    self.makeID = makeID
  }

  func answer(_ field: Field) -> String { answers[field] ?? "" }

  /// Keeps the time typed in its normal form; returns what is wrong with it, keeping nothing.
  func submitTime(_ input: String) -> String? {
    // CoreTerminal's one reading of a typed time, the other forms' and --at's too.
    switch TypedTime.pastAnswer(input, label: Field.time.label, now: now(), timeZone: timeZone) {
    case .success(let normal):
      answers[Field.time] = normal
      return nil
    case .failure(let problem): return problem.message
    }
  }

  /// The instant the time answer names, as typed; nil when it names none.
  var time: Date? {
    TypedTime.instant(answers[Field.time] ?? "now", now: now(), timeZone: timeZone)
  }
}
