import CoreContract
import Foundation
import Testing

@testable import NurseServer

/// A feed page is written around the stored payloads by hand: its bytes must be what the
/// contract's encoder makes of the same `Wire.ChangePage`, whatever a row holds.
@Suite struct StoredChangePageTests {
  @Test func aPageIsByteForByteTheContractEncodersOutput() throws {
    let record = try JSONValue(
      wireData: Data(#"{"familyName":"Dupont \"Lou\"","id":"x","notes":"a\/b\u0007"}"#.utf8)
    )
    let recordID = try #require(RecordID("7d1c2a4e-0000-4000-8000-000000000001"))
    let erasedID = try #require(RecordID("7d1c2a4e-0000-4000-8000-000000000002"))
    // No such type is ever stored (names are checked on the way in); the page stays JSON anyway.
    let odd = RecordType(rawValue: "odd\u{1}\n\"type\\")
    let stored = StoredChangePage(
      changes: [
        StoredChange(
          sequence: 41,
          type: RecordType(rawValue: "patient"),
          id: recordID,
          record: try record.wireData
        ),
        StoredChange(sequence: 9_007_199_254_740_993, type: odd, id: erasedID, record: nil),
      ],
      next: 9_007_199_254_740_993,
      hasMore: true
    )
    let wire = Wire.ChangePage(
      changes: [
        Wire.Change(
          sequence: 41,
          type: RecordType(rawValue: "patient"),
          id: recordID,
          record: record
        ),
        Wire.Change(sequence: 9_007_199_254_740_993, type: odd, id: erasedID, record: nil),
      ],
      next: 9_007_199_254_740_993,
      hasMore: true
    )
    #expect(stored.wireData == (try WireCoding.encoder.encode(wire)))
  }

  @Test func anEmptyLastPageToo() throws {
    let stored = StoredChangePage(changes: [], next: 0, hasMore: false)
    let wire = Wire.ChangePage(changes: [], next: 0, hasMore: false)
    #expect(stored.wireData == (try WireCoding.encoder.encode(wire)))
  }
}
