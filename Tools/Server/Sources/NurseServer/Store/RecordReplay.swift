import CoreContract
import Foundation

/// How a successful outcome is remembered under its key, and read back for a replay.
enum RecordReplay {
  private struct Merged: Codable {
    var record: JSONValue
    var conflicts: [Wire.FieldConflict]
  }

  /// The name and body to remember; nil for a refusal, which is never remembered. `payload` is
  /// the record's bytes when the store wrote them already (the same bytes as its `wireData`).
  static func remembered(_ outcome: RecordWriteOutcome, payload: Data? = nil) throws
    -> RememberedOutcome?
  {
    switch outcome {
    case .created(let record): return ("created", payload ?? record.wireData)
    case .stored(let record): return ("stored", payload ?? record.wireData)
    case .merged(let record, let conflicts):
      return ("merged", try WireCoding.encoder.encode(Merged(record: record, conflicts: conflicts)))
    case .notFound, .differs, .erased, .invalid: return nil
    }
  }

  /// The outcome a remembered name and body stand for.
  static func outcome(_ remembered: RememberedOutcome) throws -> RecordWriteOutcome {
    switch remembered.outcome {
    case "created": return .created(try JSONValue(wireData: remembered.body))
    case "merged":
      let merged = try WireCoding.decoder.decode(Merged.self, from: remembered.body)
      return .merged(merged.record, conflicts: merged.conflicts)
    default: return .stored(try JSONValue(wireData: remembered.body))
    }
  }
}
