import LibPatient
import Testing

@testable import FeatureSync

struct ConflictDifferencesTests {
  @Test func sameVersionsDifferInNothing() {
    let marie = Fixtures.patient()
    #expect(ConflictDifferences.between(mine: marie, theirs: marie).isEmpty)
  }

  @Test func everyFieldIsComparedInChartOrderAndEmptyReadsAsADash() {
    let mine = Fixtures.patient()
    var theirs = mine
    theirs.details = PatientDetails(
      givenName: "Marie",
      familyName: "Dupont-Leroy",
      birthDate: CalendarDate("1942-05-15")!,
      sex: .unknown,
      physicianName: "Dr Benali"
    )
    theirs.status = .archived
    let differences = ConflictDifferences.between(mine: mine, theirs: theirs)
    #expect(
      differences.map(\.field) == [
        "Name", "Birth date", "Sex", "Address", "Phone", "Identifier", "Physician", "Allergies",
        "Notes", "Status",
      ]
    )
    #expect(
      differences.first { $0.field == "Physician" }
        == .init(field: "Physician", mine: "Dr Martin, 04 78 00 00 02", theirs: "Dr Benali")
    )
    #expect(differences.first { $0.field == "Address" }?.theirs == "—")
    #expect(differences.last == .init(field: "Status", mine: "active", theirs: "archived"))
  }
}
