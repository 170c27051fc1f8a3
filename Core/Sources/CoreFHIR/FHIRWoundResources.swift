import CoreContract
import Foundation

/// A wound as FHIR's Condition, each assessment as an Observation panel, each photo as Media.
enum FHIRWoundResources {
  /// The Condition: type and site coded from `FHIRCodes`, the stage of a pressure injury,
  /// the clinical status from the wound's (healed is resolved, closed is inactive), and
  /// `note` as its annotation when given (why its photos were left out).
  static func condition(_ wound: FHIRWound, patientID: UUID, note: String? = nil) -> FHIRJSON {
    let (status, abatementDate, abatementReason): (FHIRCode, String?, String?) =
      switch wound.status {
      case .open: (FHIRCodes.conditionActive, nil, nil)
      case .healed(let day): (FHIRCodes.conditionResolved, day, nil)
      case .closed(let reason): (FHIRCodes.conditionInactive, nil, reason)
      }
    let place = siteWords(wound.site) + (wound.clockPosition.map { " at \($0) o'clock" } ?? "")
    let location = [place, wound.description].compactMap { $0 }.joined(separator: ": ")
    let site = bodySite(wound.site, text: location)
    return .object(
      ("resourceType", .string("Condition")),
      ("id", FHIRValues.id(wound.id)),
      ("clinicalStatus", FHIRValues.concept(status)),
      ("category", .array([FHIRValues.concept(FHIRCodes.problemListItem)])),
      ("code", FHIRValues.concept(FHIRCodes.woundType(wound.type), text: typeWords(wound.type))),
      ("bodySite", .array([site])),
      ("subject", FHIRValues.reference(patientID)),
      ("onsetDateTime", .string(wound.openedOn)),
      ("abatementDateTime", abatementDate.map(FHIRJSON.string)),
      ("abatementString", abatementReason.map(FHIRJSON.string)),
      ("note", note.map { .array([.object(("text", .string($0)))]) }),
      (
        "stage",
        wound.stage.map { stage in
          .array([
            .object(
              ("summary", FHIRValues.concept(FHIRCodes.stage(stage), text: words(stage.rawValue)))
            )
          ])
        }
      )
    )
  }

  /// The assessment's Observation: the IG's wound size panel (72287-6) with its measurements,
  /// the exudate amount, the tissue shares, PUSH and the reduction as components, `focus` on
  /// the wound's Condition and `derivedFrom` its photos.
  static func assessment(
    _ assessment: FHIRAssessment,
    woundID: UUID,
    patientID: UUID
  ) -> FHIRJSON {
    let cm = { (value: String) in FHIRValues.quantity(value, unit: "cm", ucum: "cm") }
    let percent = { (value: Int) in FHIRValues.quantity(String(value), unit: "%", ucum: "%") }
    let components: [FHIRJSON?] = [
      component(FHIRCodes.woundLength, ("valueQuantity", cm(assessment.length))),
      component(FHIRCodes.woundWidth, ("valueQuantity", cm(assessment.width))),
      assessment.depth.map { component(FHIRCodes.woundDepth, ("valueQuantity", cm($0))) },
      component(
        FHIRCodes.woundArea,
        ("valueQuantity", FHIRValues.quantity(assessment.area, unit: "cm2", ucum: "cm2"))
      ),
      component(
        FHIRCodes.exudateAmountCode,
        (
          "valueCodeableConcept",
          FHIRValues.concept(FHIRCodes.exudateAmount(assessment.exudateAmount))
        )
      ),
      component(
        FHIRCodes.tissueEpithelial,
        ("valueQuantity", percent(assessment.tissue.epithelial))
      ),
      component(
        FHIRCodes.tissueGranulation,
        ("valueQuantity", percent(assessment.tissue.granulation))
      ),
      component(FHIRCodes.tissueSlough, ("valueQuantity", percent(assessment.tissue.slough))),
      component(FHIRCodes.tissueNecrotic, ("valueQuantity", percent(assessment.tissue.necrotic))),
      component(FHIRCodes.pushScore, ("valueInteger", .int(assessment.push))),
      assessment.percentAreaReduction.map {
        component(
          FHIRCodes.percentAreaReduction,
          ("valueQuantity", FHIRValues.quantity($0, unit: "%", ucum: "%"))
        )
      },
    ]
    return .object(
      ("resourceType", .string("Observation")),
      ("id", FHIRValues.id(assessment.id)),
      ("status", .string("final")),
      ("category", .array([FHIRValues.concept(FHIRCodes.categoryExam)])),
      ("code", FHIRValues.concept(FHIRCodes.woundSizePanel)),
      ("subject", FHIRValues.reference(patientID)),
      ("focus", .array([FHIRValues.reference(woundID)])),
      ("effectiveDateTime", FHIRValues.instant(assessment.takenAt)),
      ("performer", assessment.takenBy.map { .array([.object(("display", .string($0)))]) }),
      ("note", assessment.notes.map { .array([.object(("text", .string($0)))]) }),
      (
        "derivedFrom",
        .array(assessment.photoIDs.map { FHIRValues.reference(FHIRValues.photoID($0)) })
      ),
      ("component", .array(components.compactMap { $0 }))
    )
  }

  /// The assessment's infection screening as its own Observation: the verdict as its value,
  /// the two counts as components, the signs and rule as a note, `derivedFrom` the panel.
  static func infection(
    _ infection: FHIRInfection,
    of assessment: FHIRAssessment,
    woundID: UUID,
    patientID: UUID
  ) -> FHIRJSON {
    .object(
      ("resourceType", .string("Observation")),
      ("id", FHIRValues.id(infectionID(assessment.id))),
      ("status", .string("final")),
      ("category", .array([FHIRValues.concept(FHIRCodes.categoryExam)])),
      ("code", FHIRValues.concept(FHIRCodes.infectionScreening)),
      ("subject", FHIRValues.reference(patientID)),
      ("focus", .array([FHIRValues.reference(woundID)])),
      ("effectiveDateTime", FHIRValues.instant(assessment.takenAt)),
      ("valueString", .string(infection.verdict)),
      ("note", .array([.object(("text", .string(infection.signs)))])),
      ("derivedFrom", .array([FHIRValues.reference(assessment.id)])),
      (
        "component",
        .array([
          component(FHIRCodes.localInfectionSigns, ("valueInteger", .int(infection.localCount))),
          component(FHIRCodes.deepInfectionSigns, ("valueInteger", .int(infection.deepCount))),
        ])
      )
    )
  }

  /// The screening Observation's id: derived from the assessment's, stable across exports.
  static func infectionID(_ assessmentID: UUID) -> UUID {
    FHIRValues.derivedID(assessmentID, "infection-screening")
  }

  /// A photo as Media, its bytes embedded (base64) and its SHA-256 as a named-information
  /// URI (RFC 6920), since R4's `Attachment.hash` is a SHA-1.
  static func media(
    _ photo: FHIRPhoto,
    takenAt: Date,
    patientID: UUID,
    site: BodySite
  ) -> FHIRJSON {
    let id = FHIRValues.photoID(photo.sha256)
    return .object(
      ("resourceType", .string("Media")),
      ("id", FHIRValues.id(id)),
      (
        "identifier",
        .array([
          .object(
            ("system", .string("urn:ietf:rfc:3986")),
            ("value", .string(namedInformation(photo.sha256)))
          )
        ])
      ),
      ("status", .string("completed")),
      ("type", FHIRValues.concept(FHIRCodes.mediaImage)),
      ("subject", FHIRValues.reference(patientID)),
      ("createdDateTime", FHIRValues.instant(takenAt)),
      ("bodySite", bodySite(site, text: siteWords(site))),
      (
        "content",
        .object(
          ("contentType", .string(photo.format.mediaType)),
          ("data", .string(photo.bytes.base64EncodedString())),
          ("size", .int(photo.bytes.count)),
          ("title", .string("\(photo.sha256).\(photo.format.fileExtension)"))
        )
      )
    )
  }

  /// `ni:///sha-256;<base64url>`: a content hash as a URI (RFC 6920).
  static func namedInformation(_ sha256: String) -> String {
    var bytes: [UInt8] = []
    var hex = Substring(sha256)
    while hex.count >= 2, let byte = UInt8(hex.prefix(2), radix: 16) {
      bytes.append(byte)
      hex = hex.dropFirst(2)
    }
    let base64url = Data(bytes).base64EncodedString()
      .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
      .replacingOccurrences(of: "=", with: "")
    return "ni:///sha-256;\(base64url)"
  }

  /// A site as a bodySite CodeableConcept: the structure's coding (none for `other`), the side
  /// as SNOMED CT in `FHIRCodes.lateralityExtension` (none without a side), and `text`, which
  /// says both in words for a reader that knows neither.
  static func bodySite(_ site: BodySite, text: String) -> FHIRJSON {
    let side = FHIRCodes.laterality(site.laterality).map { code in
      FHIRJSON.array([
        .object(
          ("url", .string(FHIRCodes.lateralityExtension)),
          ("valueCodeableConcept", FHIRValues.concept(code))
        )
      ])
    }
    return .object(
      ("extension", side),
      (
        "coding", FHIRCodes.bodySite(site.structure).flatMap(FHIRValues.coding).map { .array([$0]) }
      ),
      ("text", .string(text))
    )
  }

  /// "left heel": the site's name in words, side included.
  static func siteWords(_ site: BodySite) -> String { words(site.rawValue) }

  /// "Venous leg ulcer": the wound's type as the nurse chose it.
  static func typeWords(_ type: WoundType) -> String {
    let text = words(type.rawValue)
    return text.prefix(1).uppercased() + text.dropFirst()
  }

  private static func words(_ kebab: String) -> String {
    kebab.replacingOccurrences(of: "-", with: " ")
  }

  private static func component(_ code: FHIRCode, _ value: (String, FHIRJSON)) -> FHIRJSON {
    .object(("code", FHIRValues.concept(code)), (value.0, value.1))
  }
}
