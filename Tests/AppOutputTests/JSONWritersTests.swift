import CoreContract
import CoreDatabase
import Foundation
import LibPatient
import LibWound
import Testing

@testable import NurseApp

/// The `--json` outputs written straight into bytes (`PrettyJSON`) are what `JSONEncoder`
/// printed before: each is parsed back and encoded again with `JSONOutput`'s encoder options,
/// and must come out byte for byte the same (layout, key order, numbers, escapes).
@Suite("JSON writers")
struct JSONWritersTests {
  /// A store with one patient (every detail, a Braden) and her wound with a history: an
  /// assessment with every finding, a plain one, and a correction of it.
  struct Fixture {
    let store: Store
    let patients: PatientLibrary
    let wounds: WoundLibrary
    let patientID = UUID()
    let woundID = UUID()
    static let now = Date(timeIntervalSince1970: 1_760_000_000)

    @MainActor init() async throws {
      store = try Store.inMemory(migrations: AppEnvironment.migrations)
      patients = .live(store: store, now: { Self.now })
      wounds = .live(
        store: store,
        photosDirectory: FileManager.default.temporaryDirectory,
        now: { Self.now }
      )
      try await patients.add(
        NewPatient(
          id: patientID,
          details: PatientDetails(
            givenName: "Zoë",
            familyName: "Dupont \"la Grande\"",
            birthDate: CalendarDate(year: 1941, month: 3, day: 9)!,
            sex: .female,
            address: "3 rue \\ des Lilas / bis",
            phone: "+33 6 12 34 56 78",
            identifier: "FR-1",
            physicianName: "Dr Martin",
            allergies: ["latex", "iode"],
            notes: "Chien à l'étage"
          )
        )
      )
      try await patients.recordBraden(
        BradenAssessment(
          patientID: patientID,
          assessedAt: Self.now.addingTimeInterval(-3_600),
          scores: BradenScores(
            sensoryPerception: 3,
            moisture: 2,
            activity: 2,
            mobility: 3,
            nutrition: 3,
            frictionShear: 2
          )
        )
      )
      try await wounds.open(
        NewWound(
          id: woundID,
          patientID: patientID,
          openedOn: CalendarDate(year: 2025, month: 9, day: 1),
          type: .pressureInjury,
          site: .sacrum,
          description: "Sacrum, \"stage 2\"",
          stage: .stage2
        )
      )
      // A wound never assessed since it was opened, weeks ago: overdue, an alert.
      try await wounds.open(
        NewWound(
          patientID: patientID,
          openedOn: CalendarDate(year: 2025, month: 8, day: 1),
          type: .venousLegUlcer,
          site: .leftHeel
        )
      )
      let day: TimeInterval = 86_400
      try await wounds.record(
        NewAssessment(
          woundID: woundID,
          takenAt: Self.now.addingTimeInterval(-20 * day + 0.75),
          findings: AssessmentFindings(
            length: Centimetres(tenths: 43),
            width: Centimetres(tenths: 31),
            depth: Centimetres(tenths: 5),
            undermining: ClockExtent(clockPosition: 3, depth: Centimetres(tenths: 12)),
            tunnelling: ClockExtent(clockPosition: 11, depth: Centimetres(tenths: 20)),
            tissue: TissueMix(granulation: 60, slough: 30, necrotic: 10),
            exudateAmount: .moderate,
            exudateType: .serous,
            periwound: [.macerated, .erythema],
            odour: true,
            pain: 4,
            infectionSigns: [.warmth, .increasingPain],
            dressing: "foam",
            notes: "a note, \"quoted\", back\\slash / slash"
          )
        )
      )
      let corrected = UUID()
      for (id, tenths, supersedes, late) in [
        (corrected, 30, nil, 0.0), (UUID(), 25, corrected, 60),
      ] {
        try await wounds.record(
          NewAssessment(
            id: id,
            woundID: woundID,
            takenAt: Self.now.addingTimeInterval(-2 * day + late),
            findings: AssessmentFindings(
              length: Centimetres(tenths: tenths),
              width: Centimetres(tenths: 20),
              tissue: TissueMix(epithelial: 100),
              exudateAmount: .none
            ),
            supersedes: supersedes
          )
        )
      }
    }
  }

  /// `bytes` parsed and encoded again as `JSONOutput.print(_:)` encodes.
  static func reencoded(_ bytes: [UInt8]) throws -> String {
    let value = try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  @Test func aWoundIsWhatTheEncoderLaysOut() async throws {
    let fixture = try await Fixture()
    let detail = try await fixture.wounds.wound(fixture.woundID)
    let bytes = try PrettyJSON.text { try WoundJSON.write(detail, photos: [:], to: &$0) }
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text == (try Self.reencoded(bytes)))
    // What the fixture holds is there: every finding, the correction's link both ways, no
    // score on the superseded assessment.
    let wound = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    let assessments = try #require(wound["assessments"] as? [[String: Any]])
    #expect(assessments.count == 3)
    #expect(assessments[0]["undermining"] != nil && assessments[0]["tunnelling"] != nil)
    #expect(assessments[0]["infection"] as? [String] == ["increasing-pain", "warmth"])
    #expect(assessments[0]["lengthCm"] as? Double == 4.3)
    #expect(assessments[1]["supersededBy"] != nil && assessments[1]["areaCm2"] == nil)
    #expect(assessments[2]["supersedes"] as? String == assessments[1]["id"] as? String)
    #expect(wound["stage"] as? String == "stage-2" || wound["stage"] != nil)
  }

  @Test func aHealedAndAClosedWoundAreWhatTheEncoderLaysOut() async throws {
    let fixture = try await Fixture()
    try await fixture.wounds.markHealed(fixture.woundID)
    var detail = try await fixture.wounds.wound(fixture.woundID)
    var bytes = try PrettyJSON.text { try WoundJSON.write(detail, photos: [:], to: &$0) }
    #expect(String(decoding: bytes, as: UTF8.self) == (try Self.reencoded(bytes)))
    #expect(String(decoding: bytes, as: UTF8.self).contains(#""healedOn" : "#))
    try await fixture.wounds.reopen(fixture.woundID)
    try await fixture.wounds.close(fixture.woundID, reason: "moved away")
    detail = try await fixture.wounds.wound(fixture.woundID)
    bytes = try PrettyJSON.text { try WoundJSON.write(detail, photos: [:], to: &$0) }
    #expect(String(decoding: bytes, as: UTF8.self) == (try Self.reencoded(bytes)))
    #expect(String(decoding: bytes, as: UTF8.self).contains(#""closedReason" : "moved away""#))
  }

  @Test func aPatientAndTheListAreWhatTheEncoderLaysOut() async throws {
    let fixture = try await Fixture()
    try await fixture.patients.add(
      NewPatient(
        details: PatientDetails(
          givenName: "Paul",
          familyName: "Abel",
          birthDate: CalendarDate(year: 1950, month: 1, day: 1)!
        )
      )
    )
    let record = try await fixture.patients.patient(fixture.patientID)
    let patient = PrettyJSON.text { PatientJSON.write(record, to: &$0) }
    #expect(String(decoding: patient, as: UTF8.self) == (try Self.reencoded(patient)))
    #expect(String(decoding: patient, as: UTF8.self).contains(#""physician" : {"#))
    let summaries = try await fixture.patients.list()
    let list = PrettyJSON.text { PatientJSON.write(summaries, to: &$0) }
    #expect(String(decoding: list, as: UTF8.self) == (try Self.reencoded(list)))
    #expect(String(decoding: list, as: UTF8.self).contains(#""braden" : {"#))
    #expect(
      String(
        decoding: PrettyJSON.text { PatientJSON.write([PatientSummary](), to: &$0) },
        as: UTF8.self
      ) == "[\n\n]"
    )
  }

  @Test func theAlertsAreWhatTheEncoderLaysOut() async throws {
    let fixture = try await Fixture()
    let alerts = try await fixture.wounds.alerts()
    #expect(!alerts.isEmpty)
    let rows = alerts.map { WoundAlertJSON($0, patientName: "Dupont, Zoë") }
    let bytes = PrettyJSON.text { WoundAlertJSON.write(rows, to: &$0) }
    #expect(String(decoding: bytes, as: UTF8.self) == (try Self.reencoded(bytes)))
  }

  /// Printed, the text leaves in chunks of about `chunkSize` bytes, each whole UTF-8 (cut
  /// before a member or an item, never inside a string), that together are the whole text.
  @Test func printedTextLeavesInWholeChunks() throws {
    let names = (0..<5_000).map { "Zoë \($0) 𝄞 \"é\"" }
    let write: (inout PrettyJSON) -> Void = { json in
      json.beginArray()
      for name in names {
        json.item()
        json.beginObject()
        json.member("name", name)
        json.member("tags", ["ß", name])
        json.endObject()
      }
      json.endArray()
    }
    var chunks: [[UInt8]] = []
    var json = PrettyJSON(chunksTo: { chunks.append($0) })
    write(&json)
    json.finish()
    let whole = PrettyJSON.text(write)
    #expect(whole.count > 4 * PrettyJSON.chunkSize)
    #expect(chunks.count > 4)
    #expect(Array(chunks.joined()) == whole)
    for chunk in chunks {
      #expect(String(validating: chunk, as: UTF8.self) != nil)
      #expect(chunk.count < PrettyJSON.chunkSize + 1_024)
    }
  }

  /// The check that spares escaping: any byte of DEL (0x7F) or above, at any place in a
  /// word of eight or in the tail, and 0xFF before a plain byte (the one carry).
  @Test func onlyBytesBelowDeleteAreWrittenUnescaped() {
    #expect(JSONOutput.isBelowDelete([]))
    #expect(JSONOutput.isBelowDelete(Array(0..<0x7F)))
    for count in [1, 7, 8, 9, 16, 23] {
      for place in 0..<count {
        for byte: UInt8 in [0x7F, 0x80, 0xC3, 0xFF] {
          var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: count)
          bytes[place] = byte
          #expect(!JSONOutput.isBelowDelete(bytes), "\(byte) at \(place) of \(count)")
        }
      }
    }
    #expect(!JSONOutput.isBelowDelete([0xFF, 0x7E, 0, 0, 0, 0, 0, 0]))
  }

  /// Numbers as `JSONEncoder` writes a `Double`: shortest form, no `.0`; whole tenths (every
  /// length and area, written digit by digit) from -200.0 to 2,000.0 and at the edge of the
  /// digit-by-digit path (10¹⁵), and others that take `description`.
  @Test func numbersAreWrittenAsTheEncoderWritesDoubles() throws {
    var values = [0, 0.1, 0.5, 12, 12.5, -12.5, 1e-7, 123_456.7, 1e16, 4.35, -0.0, 0.1 + 0.2]
    values += [1e15 - 0.1, 1e15 - 1, 1e15, 1e15 + 0.5, -1e15 + 0.1, 2.5e-1, 1.05, 33.333]
    values += (-2_000...20_000).map { Double($0) / 10 }
    #expect(try written(values, as: { try $0.member($1, $2) }) == encoded(values))
    #expect(throws: EncodingError.self) {
      try PrettyJSON.text { json in try json.member("nan", Double.nan) }
    }
  }

  /// Whole numbers as `JSONEncoder` writes an `Int`.
  @Test func integersAreWrittenAsTheEncoderWritesThem() throws {
    let values = [0, 1, -1, 9, 10, -10, 99, 100, 101, 12_345, Int.max, Int.min, Int.min + 1]
    #expect(try written(values, as: { $0.member($1, $2) }) == encoded(values))
  }

  /// Ids and instants written in place are the strings the encoder writes for their text.
  @Test func idsAndInstantsAreWrittenAsTheirText() throws {
    let ids = (0..<50).map { _ in UUID() }
    #expect(
      try written(ids, as: { $0.member($1, id: $2) }) == encoded(ids.map(PrettyJSON.id))
    )
    let instants = JSONTimestampTests.instants
    #expect(
      try written(instants, as: { $0.member($1, timestamp: $2) })
        == encoded(instants.map { JSONOutput.timestamp($0) })
    )
  }

  /// `values` as one object's members written by `write`, keys in sorted order.
  private func written<Value>(
    _ values: [Value],
    as write: (inout PrettyJSON, String, Value) throws -> Void
  ) throws -> String {
    let bytes = try PrettyJSON.text { json in
      json.beginObject()
      for (index, value) in values.enumerated() {
        try write(&json, Self.key(index), value)
      }
      json.endObject()
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `values` as one object encoded by `JSONEncoder`, laid out as `JSONOutput` lays it out.
  private func encoded<Value: Encodable>(_ values: [Value]) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let object = Dictionary(
      uniqueKeysWithValues: values.enumerated().map { (Self.key($0.offset), $0.element) }
    )
    return String(decoding: try encoder.encode(object), as: UTF8.self)
  }

  /// Keys of one length, so that their sorted order is the values' order.
  private static func key(_ index: Int) -> String { "k\(100_000 + index)" }
}

/// Any JSON value, to parse an output and encode it again.
enum JSONValue: Codable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  func encode(to encoder: Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }
}
