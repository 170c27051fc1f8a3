import Foundation
import Testing

@testable import CoreContract

/// Ids read and written in place, against Foundation's `UUID(uuidString:)` and
/// `uuidString.lowercased()`.
@Suite struct RecordIDTests {
  @Test func idsAreReadAsUUIDReadsThem() {
    var texts = (0..<200).map { _ in UUID().uuidString }
    texts += texts.map { $0.lowercased() }
    texts += [
      "", "00000000-0000-4000-8000-00000000000", "00000000-0000-4000-8000-0000000000000",
      "00000000_0000-4000-8000-000000000000", "0000000g-0000-4000-8000-000000000000",
      "00000000-0000-4000-8000-00000000000G", "{00000000-0000-4000-8000-000000000000}",
      "00000000-0000-4000-8000-00000000000é", "00000000-0000-4000-8000-0000000000:0",
      "00000000-0000-4000-8000-0000000000/0", "00000000-0000-4000-8000-0000000000@0",
      "00000000-0000-4000-8000-0000000000`0", "00000000000004000800000000000000000",
    ]
    for text in texts {
      #expect(RecordID.uuid(text) == UUID(uuidString: text), "\(text)")
      #expect(RecordID(text)?.text == UUID(uuidString: text)?.uuidString.lowercased())
    }
  }

  @Test func idsAreWrittenInLowercaseAsFoundationSpellsThem() {
    let ids =
      (0..<500).map { _ in UUID() }
      + [UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))]
      + [
        UUID(uuid: (255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255))
      ]
    for id in ids {
      #expect(RecordID.text(id) == id.uuidString.lowercased())
      #expect(RecordID(id).uuid == id)
    }
  }
}
