import CoreTerminal
import Foundation
import LibPatient

/// The labelled lines of a patient's record, in the order a nurse reads a chart.
enum PatientDetailFields {
  static func fields(of patient: Patient, today: CalendarDate, timeZone: TimeZone)
    -> [PatientDetailViewData.Field]
  {
    let details = patient.details
    typealias Field = PatientDetailViewData.Field
    // Every text a colleague may have typed goes through `terminalSafe` (the name already
    // does, in `PatientText.name`).
    let shown = { (text: String?) in text.map { $0.visibleControls() } ?? PatientText.none }
    return [
      Field("ID", patient.id.uuidString.lowercased()),
      Field("Name", PatientText.name(given: details.givenName, family: details.familyName)),
      Field("Born", PatientText.birthDateAndAge(details.birthDate, on: today)),
      Field("Sex", details.sex.rawValue),
      Field("Address", shown(details.address)),
      Field("Phone", shown(details.phone)),
      Field("Identifier", shown(details.identifier)),
      Field("Physician", shown(details.physicianName)),
      Field("Phys. phone", shown(details.physicianPhone)),
      Field(
        "Allergies",
        details.allergies.isEmpty
          ? PatientText.none : details.allergies.joined(separator: ", ").visibleControls()
      ),
      Field("Notes", shown(details.notes)),
      Field("Status", patient.status.rawValue),
      Field("Photos", patient.photoConsent.text.visibleControls()),
      Field("Braden", latestBraden(patient.latestBraden, timeZone: timeZone)),
    ]
  }

  /// "14 moderate risk, 2025-05-01" or "not assessed".
  private static func latestBraden(_ assessment: BradenAssessment?, timeZone: TimeZone) -> String {
    guard let assessment else { return "not assessed" }
    let risk = assessment.risk == .none ? "no risk" : "\(assessment.risk.label) risk"
    return "\(assessment.total) \(risk), \(PatientText.day(assessment.assessedAt, in: timeZone))"
  }
}
