import Foundation
import Testing

@testable import CoreContract

@Suite("JSON values")
struct JSONValueTests {
  private func roundTrip(_ text: String) throws -> (JSONValue, String) {
    let value = try WireCoding.decoder.decode(JSONValue.self, from: Data(text.utf8))
    return (value, String(decoding: try WireCoding.encoder.encode(value), as: UTF8.self))
  }

  @Test func anObjectGoesRoundUnchanged() throws {
    let text = #"{"a":null,"b":true,"c":[1,"x",{"d":false}],"e":"Zoë"}"#
    let (value, written) = try roundTrip(text)
    #expect(written == text)
    #expect(value["a"] == .null)
    #expect(value["missing"] == .null)
    #expect(value["b"] == .bool(true))
    #expect(value["c"] == .array([.number(1), .string("x"), .object(["d": .bool(false)])]))
  }

  @Test(arguments: ["3.5", "0.1", "999.9", "1000", "0", "-2.25"])
  func decimalsStayExact(_ number: String) throws {
    let (value, written) = try roundTrip(#"{"n":\#(number)}"#)
    #expect(value["n"] == .number(Decimal(string: number)!))
    #expect(written == #"{"n":\#(number)}"#)
  }

  @Test func nullIsKeptAndIsNotAbsentInAnObject() throws {
    let (value, written) = try roundTrip(#"{"a":null}"#)
    #expect(value.fields == ["a": .null])
    #expect(written == #"{"a":null}"#)
    #expect(try roundTrip("null").0 == .null)
  }

  @Test func aValueIsNotMistakenForAnother() throws {
    #expect(try roundTrip("true").0 == .bool(true))
    #expect(try roundTrip("1").0 == .number(1))
    #expect(try roundTrip(#""1""#).0 == .string("1"))
    #expect(try roundTrip("[]").0 == .array([]))
    #expect(try roundTrip("{}").0 == .object([:]))
  }

  @Test func aRecordEncodesAndDecodesThroughIt() throws {
    let braden = Wire.Braden(
      id: RecordID(UUID()),
      patientId: RecordID(UUID()),
      assessedAt: Date(timeIntervalSince1970: 1_772_359_201.001),
      sensoryPerception: 1,
      moisture: 2,
      activity: 3,
      mobility: 4,
      nutrition: 1,
      frictionShear: 3
    )
    let value = try JSONValue(encoding: braden)
    #expect(value["assessedAt"] == .string("2026-03-01T10:00:01.001Z"))
    #expect(value["id"] == .string(braden.id.text))
    let back = try value.decode(as: Wire.Braden.self)
    #expect(back.id == braden.id)
    #expect(WireCoding.text(for: back.assessedAt) == "2026-03-01T10:00:01.001Z")
  }

  @Test func recordIDsAreReadInAnyCaseAndWrittenLowercase() throws {
    let uuid = UUID()
    let id = try #require(RecordID(uuid.uuidString.uppercased()))
    #expect(id.text == uuid.uuidString.lowercased())
    #expect(RecordID("not-a-uuid") == nil)
    #expect(try JSONValue(encoding: id) == .string(uuid.uuidString.lowercased()))
  }
}
