import Foundation

/// Braden assessments as Observations and the team's messages as Communications.
enum FHIRTeamResources {
  /// The Braden Observation: the total (38227-5) as its value, the six subscales as
  /// components, the risk band as its interpretation's text.
  static func braden(_ braden: FHIRBraden, patientID: UUID) -> FHIRJSON {
    let subscales = [
      FHIRCodes.bradenSensoryPerception, FHIRCodes.bradenMoisture, FHIRCodes.bradenActivity,
      FHIRCodes.bradenMobility, FHIRCodes.bradenNutrition, FHIRCodes.bradenFrictionShear,
    ]
    let components = zip(subscales, braden.scores).map { code, score in
      FHIRJSON.object(("code", FHIRValues.concept(code)), ("valueInteger", .int(score)))
    }
    return .object(
      ("resourceType", .string("Observation")),
      ("id", FHIRValues.id(braden.id)),
      ("status", .string("final")),
      ("category", .array([FHIRValues.concept(FHIRCodes.categorySurvey)])),
      ("code", FHIRValues.concept(FHIRCodes.bradenTotal)),
      ("subject", FHIRValues.reference(patientID)),
      ("effectiveDateTime", FHIRValues.instant(braden.assessedAt)),
      ("valueInteger", .int(braden.scores.reduce(0, +))),
      ("interpretation", .array([.object(("text", .string(braden.riskText)))])),
      ("component", .array(components))
    )
  }

  /// One leg of an ABPI measurement as an Observation: the index as a dimensionless quantity,
  /// its band in words as the interpretation; its id derived from the measurement's and the leg.
  static func abpi(_ leg: FHIRABPILeg, patientID: UUID) -> FHIRJSON {
    .object(
      ("resourceType", .string("Observation")),
      ("id", FHIRValues.id(abpiID(leg))),
      ("status", .string("final")),
      ("category", .array([FHIRValues.concept(FHIRCodes.categoryExam)])),
      ("code", FHIRValues.concept(leg.isLeft ? FHIRCodes.abpiLeft : FHIRCodes.abpiRight)),
      ("subject", FHIRValues.reference(patientID)),
      ("effectiveDateTime", FHIRValues.instant(leg.measuredAt)),
      ("valueQuantity", FHIRValues.quantity(leg.index, unit: "ratio", ucum: "1")),
      ("interpretation", .array([.object(("text", .string(leg.bandText)))]))
    )
  }

  /// The Observation id of one leg of a measurement, stable across exports.
  static func abpiID(_ leg: FHIRABPILeg) -> UUID {
    FHIRValues.derivedID(leg.measurementID, leg.isLeft ? "abpi-left" : "abpi-right")
  }

  /// A message as a Communication about the patient: its text as `payload.contentString`, its
  /// author as the sender's display (the team knows nurses by username), a reply's
  /// `inResponseTo`. A message still waiting for the server is `in-progress`.
  static func communication(_ message: FHIRMessage, patientID: UUID) -> FHIRJSON {
    .object(
      ("resourceType", .string("Communication")),
      ("id", FHIRValues.id(message.id)),
      ("inResponseTo", message.replyTo.map { .array([FHIRValues.reference($0)]) }),
      ("status", .string(message.isPending ? "in-progress" : "completed")),
      ("subject", FHIRValues.reference(patientID)),
      ("sent", FHIRValues.instant(message.sentAt)),
      ("sender", .object(("display", .string(message.author)))),
      ("payload", .array([.object(("contentString", .string(message.body)))]))
    )
  }
}
