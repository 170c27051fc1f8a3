import CoreContract

/// Where a code of `FHIRCodes` was taken from, so a reader can check it at its source.
public enum FHIRCodeSource: String, CaseIterable, Sendable {
  /// HL7 Lower Extremity Skin Wound Assessment IG 0.1.0 (HL7/fhir-skin-wound-ig), whose value
  /// sets list SNOMED CT codes for wound types, sites, stages and exudate amounts, and whose
  /// Observation profiles use the LOINC wound codes (WoundSize: 72287-6, 39126-8, 39125-0,
  /// 39127-6, 89260-4; WoundExudateAmount: 39116-9).
  case skinWoundIG = "HL7 Skin Wound Assessment IG"
  /// LOINC (loinc.org) itself, for the Braden scale's codes as HL7's PACIO Personal
  /// Functioning and Engagement IG maps them (ConceptMap LOINCtoICFBraden: 38222-6 … 38227-5).
  case loinc = "LOINC"
  /// SNOMED CT International, for the few concepts the IG's value sets lack.
  case snomedCT = "SNOMED CT"
  /// FHIR R4 4.0.1's own code systems (observation-category, condition-clinical, …).
  case fhirR4 = "FHIR R4 4.0.1"
  /// No code exists for this: the concept travels as `CodeableConcept.text` only.
  case textOnly = "text only"
}

/// One coded concept: a `Coding` (system, code, display), or text only when no terminology
/// has it (`system` and `code` nil).
public struct FHIRCode: Hashable, Sendable {
  /// The code system's URI (`http://loinc.org`), nil for a text-only concept.
  public let system: String?
  /// The code, nil for a text-only concept.
  public let code: String?
  /// The code's display as its source gives it; the `text` of a text-only concept.
  public let display: String
  /// Where the code comes from.
  public let source: FHIRCodeSource

  init(_ system: String?, _ code: String?, _ display: String, _ source: FHIRCodeSource) {
    (self.system, self.code, self.display, self.source) = (system, code, display, source)
  }
}

/// Every code the FHIR export writes: THE one table (docs/report-and-fhir.md names the
/// sources). The export takes its codes from here and the tests check each exported coding
/// against `all`.
///
/// Where the IG's value set has no exact concept, the nearest one it lists is used and the
/// wound type's own words go in `CodeableConcept.text` beside it (a venous leg ulcer is the
/// IG's "Stasis ulcer"). The IG's site codes are sideless and R4's Condition has no laterality
/// element: a site's side is a SNOMED CT qualifier in `lateralityExtension` on the bodySite.
public enum FHIRCodes {
  /// LOINC's URI.
  public static let loincSystem = "http://loinc.org"
  /// SNOMED CT's URI.
  public static let snomedSystem = "http://snomed.info/sct"
  /// UCUM's URI, for quantities' units.
  public static let ucumSystem = "http://unitsofmeasure.org"

  private static func loinc(_ code: String, _ display: String, _ source: FHIRCodeSource)
    -> FHIRCode
  {
    FHIRCode(loincSystem, code, display, source)
  }

  private static func snomed(_ code: String, _ display: String, _ source: FHIRCodeSource)
    -> FHIRCode
  {
    FHIRCode(snomedSystem, code, display, source)
  }

  private static func text(_ text: String) -> FHIRCode { FHIRCode(nil, nil, text, .textOnly) }

  // MARK: Wound assessment (LOINC, from the IG's WoundSize and exudate profiles)

  /// The assessment panel's code: the IG's WoundSize profile.
  public static let woundSizePanel = loinc("72287-6", "Wound size panel", .skinWoundIG)
  /// Length, cm.
  public static let woundLength = loinc("39126-8", "Length of Wound", .skinWoundIG)
  /// Width, cm.
  public static let woundWidth = loinc("39125-0", "Width of Wound", .skinWoundIG)
  /// Depth, cm.
  public static let woundDepth = loinc("39127-6", "Depth of Wound", .skinWoundIG)
  /// Area, cm² (length × width, as LibWound computes it).
  public static let woundArea = loinc("89260-4", "Area of wound", .skinWoundIG)
  /// Exudate amount; its value is one of `exudateAmount(_:)`.
  public static let exudateAmountCode = loinc("39116-9", "Drainage amount of Wound", .skinWoundIG)
  /// PUSH 3.0 total (NPIAP): LOINC has no code for the tool's score.
  public static let pushScore = text("PUSH 3.0 score (NPIAP), 0-17")
  /// The infection screening's Observation: no terminology codes NERDS and STONEES.
  public static let infectionScreening = text(
    "Wound infection screening, NERDS and STONEES (Sibbald 2006)"
  )
  /// The screening's local count.
  public static let localInfectionSigns = text("NERDS local infection signs, 0-5")
  /// The screening's deep count.
  public static let deepInfectionSigns = text("STONEES deep infection signs, 0-7")
  /// An ABPI of the left leg: a ratio, no terminology code used here for it.
  public static let abpiLeft = text("Ankle-brachial pressure index, left leg")
  /// An ABPI of the right leg.
  public static let abpiRight = text("Ankle-brachial pressure index, right leg")
  /// The reduction of area from the first assessment, as LibWound computes it.
  public static let percentAreaReduction = text("Percent area reduction from baseline")

  /// The wound bed's tissue shares: LOINC has no code for them.
  public static let tissueEpithelial = text("Epithelial tissue, % of wound bed")
  /// Granulation share.
  public static let tissueGranulation = text("Granulation tissue, % of wound bed")
  /// Slough share.
  public static let tissueSlough = text("Slough, % of wound bed")
  /// Necrotic tissue (eschar) share.
  public static let tissueNecrotic = text("Necrotic tissue (eschar), % of wound bed")

  /// The IG's woundExudateAmountDescriptionVS: none, small, moderate, large.
  public static func exudateAmount(_ amount: ExudateAmount) -> FHIRCode {
    switch amount {
    case .none: return snomed("260413007", "None", .skinWoundIG)
    case .light: return snomed("255507004", "Small", .skinWoundIG)
    case .moderate: return snomed("6736007", "Moderate", .skinWoundIG)
    case .heavy: return snomed("255509001", "Large", .skinWoundIG)
    }
  }

  // MARK: Braden (LOINC, as HL7 PACIO PFE maps them)

  /// Braden scale total score, 6-23: the Observation's code and value.
  public static let bradenTotal = loinc("38227-5", "Braden scale total score", .loinc)
  /// Sensory perception, 1-4.
  public static let bradenSensoryPerception = loinc("38222-6", "Sensory perception", .loinc)
  /// Moisture, 1-4.
  public static let bradenMoisture = loinc("38229-1", "Moisture exposure", .loinc)
  /// Activity, 1-4.
  public static let bradenActivity = loinc("38223-4", "Physical activity", .loinc)
  /// Mobility, 1-4.
  public static let bradenMobility = loinc("38224-2", "Mobility", .loinc)
  /// Nutrition, 1-4.
  public static let bradenNutrition = loinc("38225-9", "Nutrition intake pattern", .loinc)
  /// Friction and shear, 1-3.
  public static let bradenFrictionShear = loinc("38226-7", "Friction and shear", .loinc)

  // MARK: Wound (SNOMED CT, from the IG's value sets)

  /// The Condition's code for a wound type: the IG's woundTypeVS where it has the concept.
  public static func woundType(_ type: WoundType) -> FHIRCode {
    switch type {
    case .pressureInjury: return snomed("399912005", "Pressure sore", .skinWoundIG)
    case .venousLegUlcer: return snomed("371032004", "Stasis ulcer", .skinWoundIG)
    case .arterialUlcer: return snomed("13954005", "Ischemic ulcer", .skinWoundIG)
    // The IG lists only "Neuropathic ulcer", which a neuro-ischaemic foot ulcer is not.
    case .diabeticFootUlcer: return snomed("280137006", "Diabetic foot", .snomedCT)
    case .surgicalWound: return snomed("112633009", "Surgical wound", .snomedCT)
    case .skinTear: return snomed("428220001", "Tear of skin", .skinWoundIG)
    case .burn: return snomed("284196006", "Burn of skin", .skinWoundIG)
    // From the IG's woundTypeEtiologyVS.
    case .trauma: return snomed("19130008", "Traumatic abnormality", .skinWoundIG)
    // The concept the IG's stage expressions refine (416462003:{258214002=…}).
    case .other: return snomed("416462003", "Wound", .skinWoundIG)
    }
  }

  /// The Condition's bodySite: the structure's skin structure concept, declared once in
  /// CoreContract (`BodyStructure.snomedCT`, the IG's woundAnatomicLocationVS, sideless); nil
  /// for `other`, whose description alone says where.
  public static func bodySite(_ structure: BodyStructure) -> FHIRCode? {
    structure.snomedCT.map { snomed($0.code, $0.display, .skinWoundIG) }
  }

  /// The side of a bodySite, as the value of `lateralityExtension`: SNOMED CT's laterality
  /// qualifiers (`Laterality.snomedCT`); nil for no side.
  public static func laterality(_ side: Laterality) -> FHIRCode? {
    side.snomedCT.map { snomed($0.code, $0.display, .snomedCT) }
  }

  /// The extension that carries a bodySite's side on its CodeableConcept: HL7 mCODE's
  /// Laterality Qualifier (an R4 extension whose contexts include `Condition.bodySite` and
  /// `CodeableConcept`), since R4's Condition has no laterality element and the IG's site
  /// concepts are sideless.
  public static let lateralityExtension =
    "http://hl7.org/fhir/us/mcode/StructureDefinition/mcode-laterality-qualifier"

  /// A pressure injury's stage (Condition.stage.summary): the IG's stageOfBreakdownVS for
  /// stages 1-4, and its woundTypeVS concepts for unstageable and deep tissue injury.
  public static func stage(_ stage: PressureInjuryStage) -> FHIRCode {
    switch stage {
    case .stage1: return snomed("258215001", "Stage I", .skinWoundIG)
    case .stage2: return snomed("258219007", "Stage II", .skinWoundIG)
    case .stage3: return snomed("258224005", "Stage III", .skinWoundIG)
    case .stage4: return snomed("258228008", "Stage IV", .skinWoundIG)
    case .unstageable: return snomed("421594008", "Nonstageable pressure ulcer", .skinWoundIG)
    case .deepTissueInjury: return snomed("723071003", "Deep tissue pressure injury", .skinWoundIG)
    }
  }

  // MARK: FHIR R4's own code systems

  private static func r4(_ system: String, _ code: String, _ display: String) -> FHIRCode {
    FHIRCode("http://terminology.hl7.org/CodeSystem/\(system)", code, display, .fhirR4)
  }

  /// Observation category of a wound assessment (as the IG's profiles fix it).
  public static let categoryExam = r4("observation-category", "exam", "Exam")
  /// Observation category of a Braden assessment: a scored instrument.
  public static let categorySurvey = r4("observation-category", "survey", "Survey")
  /// Condition.clinicalStatus of an open wound.
  public static let conditionActive = r4("condition-clinical", "active", "Active")
  /// Condition.clinicalStatus of a healed wound.
  public static let conditionResolved = r4("condition-clinical", "resolved", "Resolved")
  /// Condition.clinicalStatus of a wound closed for another reason than healing.
  public static let conditionInactive = r4("condition-clinical", "inactive", "Inactive")
  /// Condition.category: a wound is on the patient's problem list.
  public static let problemListItem = r4(
    "condition-category",
    "problem-list-item",
    "Problem List Item"
  )
  /// AllergyIntolerance.clinicalStatus of an allergy the chart lists.
  public static let allergyActive = r4("allergyintolerance-clinical", "active", "Active")
  /// Media.type of a wound photo.
  public static let mediaImage = FHIRCode(
    "http://terminology.hl7.org/CodeSystem/media-type",
    "image",
    "Image",
    .fhirR4
  )

  /// Every code above, each once: what an exported coding must be one of.
  public static var all: [FHIRCode] {
    let fixed = [
      woundSizePanel, woundLength, woundWidth, woundDepth, woundArea, exudateAmountCode,
      pushScore, infectionScreening, localInfectionSigns, deepInfectionSigns, abpiLeft, abpiRight,
      percentAreaReduction, tissueEpithelial, tissueGranulation, tissueSlough,
      tissueNecrotic, bradenTotal, bradenSensoryPerception, bradenMoisture, bradenActivity,
      bradenMobility, bradenNutrition, bradenFrictionShear, categoryExam, categorySurvey,
      conditionActive, conditionResolved, conditionInactive, problemListItem, allergyActive,
      mediaImage,
    ]
    let vocabularies =
      ExudateAmount.allCases.map(exudateAmount) + WoundType.allCases.map(woundType)
      + BodyStructure.allCases.compactMap(bodySite) + Laterality.allCases.compactMap(laterality)
      + PressureInjuryStage.allCases.map(stage)
    var seen = Set<FHIRCode>()
    return (fixed + vocabularies).filter { seen.insert($0).inserted }
  }
}
