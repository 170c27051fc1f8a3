import CoreContract
import Foundation
import Testing

@testable import NurseServer

/// openapi.yaml and CoreContract describe one contract twice (one for people and schemathesis,
/// one for the code); these tests fail as soon as the two drift apart.
@Suite struct OpenAPIContractTests {
  let document = OpenAPIDocument.nurseServer

  /// Every kind the team shares (`Wire.records`), with the schema openapi.yaml gives it: the
  /// record type's own name.
  static let kinds: [(record: any TeamRecord.Type, schema: String)] = Wire.records.map {
    ($0, String(describing: $0))
  }

  @Test(arguments: kinds.map { ($0.record.type.rawValue, $0.schema) })
  func everyKindHasItsPathAndSchema(type: String, schema: String) throws {
    let kind = try #require(Self.kinds.first { $0.record.type.rawValue == type }?.record)
    let path = "/v1/records/\(type)/{id}"
    let methods = document.methods(of: path)
    #expect(methods.contains("get") && methods.contains("put"), "\(path) lacks GET or PUT")
    #expect(methods.contains("patch") == (kind.policy == .versioned), "\(path) PATCH")
    #expect(document.properties(of: schema) == kind.allowedKeys, "\(schema)'s properties")
    #expect(document.text.contains("$ref: \"#/components/schemas/\(schema)\""))
  }

  @Test func theServerStoresEveryKindTheTeamShares() {
    #expect(TeamRecordKinds.all.map(\.type) == Wire.records.map { $0.type })
  }

  /// A kind's hooks are found by its type: hooks under a type the team does not share would
  /// never run.
  @Test func everyKindsHooksAreForAKindTheTeamShares() {
    let shared = Set(Wire.records.map { $0.type })
    for type in TeamRecordKinds.hooks.keys {
      #expect(shared.contains(type), "hooks for \(type), which is not in Wire.records")
    }
  }

  @Test func theChangeLogAndPatchBodiesAreDescribed() {
    #expect(document.methods(of: ContractPaths.changes) == ["get"])
    #expect(document.properties(of: "RecordPatch") == Wire.RecordPatch.allowedKeys)
    #expect(document.properties(of: "FieldChange") == ["field", "from", "to"])
    #expect(document.properties(of: "Change") == ["sequence", "type", "id", "record"])
    #expect(document.properties(of: "ChangePage") == ["changes", "next", "hasMore", "log"])
  }

  @Test func everyVocabularyIsTheContractOne() {
    let vocabularies: [(schema: String, property: String, values: [String])] = [
      ("Patient", "sex", Sex.allCases.map(\.rawValue)),
      ("Patient", "status", PatientStatus.allCases.map(\.rawValue)),
      ("Wound", "type", WoundType.allCases.map(\.rawValue)),
      ("Wound", "site", BodySite.allCases.map(\.rawValue)),
      ("Wound", "stage", PressureInjuryStage.allCases.map(\.rawValue)),
      ("Wound", "status", Wire.Wound.Status.allCases.map(\.rawValue)),
      ("Assessment", "exudate", ExudateAmount.allCases.map(\.rawValue)),
      ("Assessment", "exudateType", ExudateType.allCases.map(\.rawValue)),
      ("Assessment", "periwound", PeriwoundCondition.allCases.map(\.rawValue)),
      ("Assessment", "infectionSigns", InfectionSign.allCases.map(\.rawValue)),
      ("PhotoAttachment", "format", PhotoFormat.allCases.map(\.rawValue)),
    ]
    for vocabulary in vocabularies {
      let listed = document.enumeration(of: vocabulary.property, in: vocabulary.schema)
      #expect(
        listed == vocabulary.values,
        "\(vocabulary.schema).\(vocabulary.property) lists \(listed)"
      )
    }
  }

  @Test func theLimitsAreTheContractOnes() {
    let length = "maximum: \(ClinicalLimits.largestLengthCm)"
    #expect(document.block(of: "lengthCm", in: "Assessment").contains(length))
    #expect(document.block(of: "pain", in: "Assessment").contains("maximum: 10"))
    #expect(document.block(of: "MessageBody").contains("maxLength: 4000"))
    #expect(ClinicalLimits.messageBodyLength == 4000 && ClinicalLimits.pain == 0...10)
    let bytes = "maximum: \(PhotoFormat.maximumByteCount)"
    #expect(document.block(of: "byteCount", in: "PhotoAttachment").contains(bytes))
    let digits = "{\(PhoneRule.digitCount.lowerBound),\(PhoneRule.digitCount.upperBound)}"
    #expect(document.block(of: "PhoneNumber").contains(digits))
    for field in ["phone", "physicianPhone"] {
      #expect(document.block(of: field, in: "Patient").contains("PhoneNumber"), "\(field)")
    }
  }
}

extension OpenAPIContractTests {
  @Test func theBatchIsDescribed() {
    #expect(document.methods(of: ContractPaths.batch) == ["post"])
    #expect(document.properties(of: "BatchRequest") == Wire.BatchRequest.allowedKeys)
    #expect(document.properties(of: "BatchEntry") == Wire.BatchEntry.allowedKeys)
    #expect(document.properties(of: "BatchResponse") == ["answers"])
    #expect(document.properties(of: "BatchAnswer") == ["status", "body"])
    let entries = document.block(of: "entries", in: "BatchRequest")
    #expect(entries.contains("maxItems: \(Wire.BatchRequest.maxEntries)"))
  }
}
