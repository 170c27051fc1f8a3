import CoreContract
import CoreContractCases
import Foundation
import Testing

/// A patient's `mergedInto` (docs/clinical-rules.md, "Possible duplicate patients"): never
/// herself, set once.
@Suite("A patient's merge, in the contract")
struct PatientMergeRuleTests {
  let other = RecordID(UUID())
  let keep = RecordID(UUID())

  @Test func aPatientMergedIntoHerselfIsRefusedNamingMergedInto() {
    var patient = CompleteRecords.mergedPatient
    patient.mergedInto = patient.id
    #expect(throws: RuleViolation(field: "mergedInto", reason: "is the patient herself")) {
      try patient.validate(today: CompleteRecords.instant)
    }
  }

  @Test func mergedIntoIsAFieldAPatchMerges() {
    #expect(Wire.Patient.mergeableFields.contains("mergedInto"))
  }

  @Test func aChangeMaySetMergedIntoWhereItIsEmpty() throws {
    let set = Wire.FieldChange(field: "mergedInto", from: .null, to: .string(keep.text))
    try Wire.Patient.checkChange(set)
  }

  @Test(arguments: ["move", "clear"])
  func aChangeMayNeverMoveOrClearIt(what: String) {
    let change = Wire.FieldChange(
      field: "mergedInto",
      from: .string(other.text),
      to: what == "move" ? .string(keep.text) : .null
    )
    #expect(throws: RuleViolation.self) { try Wire.Patient.checkChange(change) }
    do {
      try Wire.Patient.checkChange(change)
    } catch {
      #expect(error.field == "mergedInto")
    }
  }

  @Test func otherFieldsChangeFreely() throws {
    let change = Wire.FieldChange(field: "phone", from: .string("0102030405"), to: .null)
    try Wire.Patient.checkChange(change)
    try Wire.Braden.checkChange(change)
  }
}
