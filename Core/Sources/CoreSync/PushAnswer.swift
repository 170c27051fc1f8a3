import CoreContract
import CoreHTTP
import Foundation

/// One entry's answer in a batch (`Wire.BatchAnswer`), its body read once as what the entry
/// needs: the record (and a patch's conflicts) as its kind's type for a 2xx, the problem for
/// a refusal.
///
/// The answers are read here, keyed as `Wire.BatchResponse` and `Wire.BatchAnswer` are
/// encoded (a test decodes the contract's own encoding), because each body's type depends on
/// the entry it answers: reading them into `JSONValue` and each again into its type was most
/// of what storing a batch's answers cost.
struct PushAnswer: Sendable {
  /// What the body says.
  enum Content: Sendable {
    /// A 2xx: the record as the server stored it, and the fields of a patch that conflicted.
    case record(any TeamRecord, conflicts: [Wire.FieldConflict])
    /// A 2xx to an append whose record this store holds already: it never changes, so the
    /// body is not read.
    case held
    /// Any other status: the problem, when the body is one.
    case problem(Problem?)
  }

  var status: Int
  var content: Content

  /// What the entries a batch's answers answer are, in the decoder's `userInfo`.
  static let entriesKey = CodingUserInfoKey(rawValue: "CoreSync.batchEntries")!

  /// What reading one entry's answer needs to know of the entry.
  struct Asked: Sendable {
    var kind: any SyncedKind
    var isPatch: Bool
    /// The entry appends a record this store holds (`SyncedKind.holds`).
    var isHeld: Bool
  }

  /// Reads a batch's answers to `asked`, one per entry, in order.
  static func answers(to asked: [Asked], from body: Data) throws -> [PushAnswer] {
    let decoder = WireCoding.decoder
    decoder.userInfo[entriesKey] = asked
    return try decoder.decode(Batch.self, from: body).answers
  }

  /// The whole answer to a batch (`Wire.BatchResponse`).
  private struct Batch: Decodable {
    private enum CodingKeys: String, CodingKey { case answers }
    var answers: [PushAnswer] = []

    init(from decoder: any Decoder) throws {
      let asked = decoder.userInfo[PushAnswer.entriesKey] as? [Asked] ?? []
      var list = try decoder.container(keyedBy: CodingKeys.self)
        .nestedUnkeyedContainer(forKey: .answers)
      while !list.isAtEnd {
        guard answers.count < asked.count else {
          throw DecodingError.dataCorruptedError(
            in: list,
            debugDescription: "more answers than entries"
          )
        }
        answers.append(try PushAnswer(from: list.superDecoder(), to: asked[answers.count]))
      }
    }
  }

  private enum CodingKeys: String, CodingKey { case status, body }

  /// Reads one answer to the entry `asked`.
  private init(from decoder: any Decoder, to asked: Asked) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    status = try container.decode(Int.self, forKey: .status)
    guard (200..<300).contains(status) else {
      content = .problem(try? container.decode(Problem.self, forKey: .body))
      return
    }
    if asked.isHeld {
      content = .held
      return
    }
    let body = try container.superDecoder(forKey: .body)
    if asked.isPatch {
      let answer = try asked.kind.readPatchAnswer(from: body)
      content = .record(answer.record, conflicts: answer.conflicts)
    } else {
      content = .record(try asked.kind.read(from: body), conflicts: [])
    }
  }

  /// The answer to a single entry too large for any batch: it is refused as its own request
  /// would be.
  init(tooLarge body: Data) {
    status = 413
    content = .problem(try? WireCoding.decoder.decode(Problem.self, from: body))
  }
}
