import Foundation
import GRDB
import Testing

@testable import LibWound

/// What the round reads from its rows without Foundation's and GRDB's parsers, against them:
/// GRDB's timestamps (both ways) and the infection signs' JSON (ids: `RecordIDTests`).
@Suite struct RowTextTests {
  @Test func instantsAreReadAsGRDBReadsThem() {
    let texts = [
      "2025-06-15 08:30:00.000", "2024-02-29 23:59:59.999", "1999-12-31 00:00:00.001",
      "2025-06-15 08:30:00.500", "2038-01-19 03:14:08.250", "1969-12-31 23:59:59.999",
    ]
    for text in texts {
      let grdb = Date.fromDatabaseValue(text.databaseValue)!
      let ours = RowText.utc(text)!
      #expect(abs(ours.timeIntervalSince(grdb)) < 0.000_001)
      // The whole seconds the rules compare with a day's start are exact either way.
      #expect(
        ours.timeIntervalSince1970.rounded(.down) == grdb.timeIntervalSince1970.rounded(.down)
      )
    }
    let whole = RowText.utc("2025-06-15 08:30:00.000")!
    #expect(whole == Date.fromDatabaseValue("2025-06-15 08:30:00.000".databaseValue)!)
    for bad in ["2025-06-15 08:30:00", "2025-02-29 08:30:00.000", "2025-06-15T08:30:00.000"] {
      #expect(RowText.utc(bad) == nil)
    }
  }

  @Test func theDayEndIsWrittenAsGRDBWritesADate() {
    let instants = [
      Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 1_750_000_000),
      Date(timeIntervalSince1970: 1_709_251_199.5), Date(timeIntervalSince1970: -1.25),
      Date(timeIntervalSince1970: 4_102_444_800),
    ]
    for instant in instants {
      #expect(RowText.utcText(instant).databaseValue == instant.databaseValue)
      #expect(RowText.utc(RowText.utcText(instant)) == instant)
    }
  }

  @Test(
    arguments: [
      "[]", #"["purulence"]"#, #"["purulence","odour-increase"]"#, #"["a_b","c1"]"#,
      #"[ "purulence" ]"#, #"["pur\u0075lence"]"#, #"["é"]"#, #"[""]"#,
    ]
  )
  func namesAreReadAsJSONDecoderReadsThem(json: String) throws {
    let decoded = try JSONDecoder().decode([String].self, from: Data(json.utf8))
    #expect(try AssessmentRecord.names(json) == decoded)
  }
}
