import CoreVIPER
import Foundation
import LibPatient
import LibWound

/// What the visit sheet needs from the libraries.
protocol VisitSheetInteracting: Sendable {
  /// The patient's assessments and Bradens of the day, and her visits of the day (voided
  /// ones carrying their void).
  func sheet(of patientID: Patient.ID) async throws -> (linkable: [VisitLinkable], visits: [Visit])
  /// Records the visit.
  func record(_ visit: NewVisit) async throws
}

/// Where the visit sheet sends the nurse: back to the round, saying what was saved.
@MainActor
protocol VisitSheetRouting: AnyObject {
  /// Leaves the sheet; `saved` is the line the round shows, nil when nothing was saved.
  func close(saved: String?)
}

/// The patient a sheet is for, as the round knows her.
struct VisitSheetPatient: Equatable, Sendable {
  /// A wound whose dressing is due, in the round's words ("dressing left-heel overdue 2 d").
  struct DressingDue: Equatable, Sendable {
    var woundID: Wound.ID
    var due: String
  }

  var id: Patient.ID
  /// "Dupont, Marie", control characters made visible.
  var name: String
  var dressingsDue: [DressingDue]
}

/// What the nurse did on the visit sheet.
enum VisitSheetAction: Equatable, Sendable {
  /// How the visit ended, the sheet's first question: one key (`VisitSheetViewData.outcomeKeys`).
  case outcome(VisitOutcome)
  /// To the next or previous line of the sheet.
  case focus(by: Int)
  /// Ticks or unticks the line in focus (a dressing, an assessment, a Braden).
  case toggle
  /// A change to the note or the time, whichever is in focus.
  case edit(TextEdit)
  /// Save the visit (asking first when she visited the patient already that day).
  case save
  /// Leave; asks first once something was changed.
  case cancel
  /// Yes to the question asked (record a second visit, discard the changes).
  case yes
  /// No to the question asked: back to the sheet, nothing lost.
  case no
}
