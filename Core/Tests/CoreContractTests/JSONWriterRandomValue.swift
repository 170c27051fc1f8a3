import CoreTesting
import Foundation

/// A random value of the kinds an output or record holds, encoded through every kind of
/// container: numbers of several types, text with what JSON and terminals escape, nested
/// objects with keys in random order, arrays, optionals and nulls.
indirect enum RandomValue: Encodable {
  case int(Int)
  case int8(Int8)
  case uint64(UInt64)
  case double(Double)
  case float(Float)
  case bool(Bool)
  case text(String)
  case missing(String?)
  case null
  case array([RandomValue])
  case object([(String, RandomValue)])

  struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  func encode(to encoder: any Encoder) throws {
    switch self {
    case .int(let value): try value.encode(to: encoder)
    case .int8(let value): try value.encode(to: encoder)
    case .uint64(let value): try value.encode(to: encoder)
    case .double(let value): try value.encode(to: encoder)
    case .float(let value): try value.encode(to: encoder)
    case .bool(let value): try value.encode(to: encoder)
    case .text(let value): try value.encode(to: encoder)
    case .missing(let value): try value.encode(to: encoder)
    case .null:
      var container = encoder.singleValueContainer()
      try container.encodeNil()
    case .array(let elements): try elements.encode(to: encoder)
    case .object(let members):
      var container = encoder.container(keyedBy: Key.self)
      for (key, value) in members {
        switch value {
        case .text(let text): try container.encode(text, forKey: Key(stringValue: key))
        case .int(let number): try container.encode(number, forKey: Key(stringValue: key))
        case .missing(let text): try container.encodeIfPresent(text, forKey: Key(stringValue: key))
        case .null: try container.encodeNil(forKey: Key(stringValue: key))
        default: try container.encode(value, forKey: Key(stringValue: key))
        }
      }
    }
  }

  static func make(depth: Int, _ random: inout SplitMix64) -> RandomValue {
    switch random.next() % (depth > 3 ? 9 : 11) {
    case 0: return .int(Int(bitPattern: UInt(random.next())) >> (random.next() % 64))
    case 1: return .int8(Int8(truncatingIfNeeded: random.next()))
    case 2: return .uint64(random.next() >> (random.next() % 64))
    case 3: return .double(double(&random))
    case 4:
      let float = Float(double(&random))
      return .float(float.isFinite ? float : 1)
    case 5: return .bool(random.next() % 2 == 0)
    case 6: return .text(text(&random))
    case 7: return .missing(random.next() % 2 == 0 ? nil : text(&random))
    case 8: return .null
    case 9: return .array((0..<random.next() % 5).map { _ in make(depth: depth + 1, &random) })
    default:
      // Keys that are the same `String` (é and e + U+0301) are one key to `JSONEncoder`.
      var seen: Set<String> = []
      var members: [(String, RandomValue)] = []
      for _ in 0..<random.next() % 7 {
        let key = text(&random)
        guard seen.insert(key).inserted else { continue }
        members.append((key, make(depth: depth + 1, &random)))
      }
      return .object(members)
    }
  }

  /// Tenths as lengths are, whole values, tiny and huge ones, and any bits that are finite.
  static func double(_ random: inout SplitMix64) -> Double {
    switch random.next() % 4 {
    case 0: return Double(Int(random.next() % 20_000) - 10_000) / 10
    case 1: return Double(Int64(bitPattern: random.next()) >> (random.next() % 64))
    case 2:
      return Double(random.next() % 1000) * pow(10, Double(Int(random.next() % 60) - 30))
    default:
      let bits = Double(bitPattern: random.next())
      return bits.isFinite ? bits : 0
    }
  }

  /// Letters, the characters JSON escapes, C0 and C1 controls, DEL, bidirectional overrides
  /// and characters past ASCII a writer might be tempted to escape or reorder.
  static let alphabet: [String] = [
    "a", "b", "Z", "_", "0", "9", "~", " ", "/", "\"", "\\", "\u{0}", "\u{1}", "\u{8}",
    "\u{9}", "\u{A}", "\u{C}", "\u{D}", "\u{1B}", "\u{1F}", "\u{7F}", "\u{80}", "\u{9B}",
    "\u{9F}", "\u{A0}", "é", "e\u{301}", "\u{2028}", "\u{202A}", "\u{202E}", "\u{2066}",
    "\u{2069}", "\u{2070}", "\u{FEFF}", "😀", "👩🏽‍⚕️", "中", "ß", "Å", "ab", "a",
  ]

  static func text(_ random: inout SplitMix64) -> String {
    (0..<random.next() % 6).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
      .joined()
  }
}
