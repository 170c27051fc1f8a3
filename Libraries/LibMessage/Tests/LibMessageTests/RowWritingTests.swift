import CoreContract
import CoreDatabase
import CoreTesting
import Foundation
import GRDB
import Testing

@testable import LibMessage

/// Every row type of LibMessage's tables is stored by `StoreRecord`'s writes as GRDB's
/// `Codable` insert (and replace, save) stores it, byte for byte, in the app's own tables:
/// NULLs, unicode text, extreme instants.
@Suite("LibMessage's rows written both ways")
struct RowWritingTests {
  private let fixture: MessageFixture
  private var writer: any DatabaseWriter { fixture.temporary.store.writer }

  init() throws { fixture = try MessageFixture() }

  @Test func messages() throws {
    let id = RecordID(UUID())
    let instants = [
      Date(timeIntervalSince1970: -11_644_473_600),  // 1601-01-01
      Date(timeIntervalSince1970: 253_402_300_799.999),  // 9999-12-31 23:59:59.999
      Date(timeIntervalSince1970: -0.0005),
    ]
    for at in instants {
      let full = Wire.Message(
        id: id,
        patientId: RecordID(UUID()),
        author: RowsWrittenBothWays.unicode,
        body: RowsWrittenBothWays.unicode,
        sentAt: at,
        replyTo: RecordID(UUID()),
        sequence: .max
      )
      let bare = Wire.Message(id: id, patientId: full.patientId, author: "", body: "x", sentAt: at)
      for (row, over) in [(full, bare), (bare, full)] {
        #expect(try RowsWrittenBothWays.differences(.insert, MessageRow(row), in: writer) == [])
        #expect(
          try RowsWrittenBothWays.differences(
            .replace,
            MessageRow(row),
            over: MessageRow(over),
            in: writer
          ) == []
        )
      }
    }
  }

  @Test func readMarks() throws {
    let mark = ReadMarkRecord(
      patientID: UUID(),
      nurse: RowsWrittenBothWays.unicode,
      upToSequence: .max
    )
    var earlier = mark
    earlier.upToSequence = 0
    #expect(try RowsWrittenBothWays.differences(.insert, mark, in: writer) == [])
    #expect(try RowsWrittenBothWays.differences(.save, mark, in: writer) == [])
    #expect(try RowsWrittenBothWays.differences(.save, mark, over: earlier, in: writer) == [])
  }
}

extension ReadMarkRecord: MutablePersistableRecord {}
extension StoredRecord: @retroactive MutablePersistableRecord {}
