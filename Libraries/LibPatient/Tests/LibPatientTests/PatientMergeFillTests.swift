import Foundation
import Testing

@testable import LibPatient

/// The merge's fill names each field it copies; a field added to `PatientDetails` that it
/// forgets fails here, by name, rather than staying empty on the kept patient in silence.
@Suite struct PatientMergeFillTests {
  @Test func everyFieldEmptyOnTheKeptPatientTakesTheOthersValue() {
    let bare = PatientDetails(
      givenName: "Zoë",
      familyName: "Dupont",
      birthDate: PatientDetails.sample.birthDate,
      sex: .unknown,
      allergies: []
    )
    func patient(_ details: PatientDetails) -> Patient {
      Patient(
        id: Patient.ID(),
        details: details,
        status: .active,
        version: nil,
        createdAt: Date(timeIntervalSince1970: 0),
        updatedAt: Date(timeIntervalSince1970: 0),
        latestBraden: nil
      )
    }
    var keep = patient(bare)
    MergePatients.fill(&keep, from: patient(.sample))
    let left = Mirror(reflecting: keep.details).children.filter { child in
      let value = Mirror(reflecting: child.value)
      return value.displayStyle == .optional && value.children.isEmpty
        || (child.value as? [String])?.isEmpty == true
    }
    #expect(left.map { $0.label ?? "?" } == [], "fields the merge leaves empty")
    #expect(keep.details.sex == PatientDetails.sample.sex)
  }
}
