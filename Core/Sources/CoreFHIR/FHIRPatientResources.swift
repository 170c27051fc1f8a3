import CoreContract
import Foundation

/// The patient as FHIR's Patient, and each allergy as an AllergyIntolerance.
enum FHIRPatientResources {
  /// The Patient. The referring physician is a contained Practitioner, since the chart knows
  /// only a name and a phone, not a record of its own. Free notes stay out: they hold things
  /// like how to get in, not what another service needs.
  static func patient(_ patient: FHIRPatient) -> FHIRJSON {
    let physician = patient.physicianName.map { name in
      FHIRJSON.object(
        ("resourceType", .string("Practitioner")),
        ("id", .string("physician")),
        ("name", .array([.object(("text", .string(name)))])),
        ("telecom", patient.physicianPhone.map { .array([phone($0)]) })
      )
    }
    return .object(
      ("resourceType", .string("Patient")),
      ("id", FHIRValues.id(patient.id)),
      ("contained", physician.map { .array([$0]) }),
      ("identifier", patient.identifier.map { .array([.object(("value", .string($0)))]) }),
      ("active", .bool(patient.isActive)),
      (
        "name",
        .array([
          .object(
            ("family", .string(patient.familyName)),
            ("given", .array([.string(patient.givenName)]))
          )
        ])
      ),
      ("telecom", patient.phone.map { .array([phone($0)]) }),
      ("gender", .string(gender(patient.sex))),
      ("birthDate", .string(patient.birthDate)),
      ("address", patient.address.map { .array([.object(("text", .string($0)))]) }),
      (
        "generalPractitioner",
        physician.map { _ in
          .array([
            .object(
              ("reference", .string("#physician")),
              ("display", patient.physicianName.map(FHIRJSON.string))
            )
          ])
        }
      )
    )
  }

  /// One AllergyIntolerance per allergy the chart lists, as the nurse wrote it (`code.text`):
  /// the chart holds free text, not coded substances.
  static func allergies(_ patient: FHIRPatient) -> [(id: UUID, resource: FHIRJSON)] {
    patient.allergies.enumerated().map { index, allergy in
      let id = FHIRValues.derivedID(patient.id, "allergy/\(index)")
      let resource = FHIRJSON.object(
        ("resourceType", .string("AllergyIntolerance")),
        ("id", FHIRValues.id(id)),
        ("clinicalStatus", FHIRValues.concept(FHIRCodes.allergyActive)),
        ("code", .object(("text", .string(allergy)))),
        ("patient", FHIRValues.reference(patient.id))
      )
      return (id, resource)
    }
  }

  /// FHIR's administrative gender has the chart's four values.
  static func gender(_ sex: Sex) -> String {
    switch sex {
    case .female: return "female"
    case .male: return "male"
    case .other: return "other"
    case .unknown: return "unknown"
    }
  }

  private static func phone(_ number: String) -> FHIRJSON {
    .object(("system", .string("phone")), ("value", .string(number)))
  }
}
