/// Turns the bytes read from a raw-mode terminal into `Key`s.
///
/// Feed each `read(2)` to `decode(_:)`. An escape sequence or UTF-8 character cut between two
/// reads is kept until the next one. An ESC with nothing after it in the same read is the Esc
/// key itself: terminals write a whole sequence at once, and a nurse pressing Esc should not
/// wait for a timeout. `flush()` gives up on whatever is still pending (end of input).
///
/// A bracketed paste (`ESC [200~` … `ESC [201~`, KeyDecoder+Paste.swift) is one `Key.paste`,
/// however many reads it takes.
public struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []
  /// The bytes of a paste whose end has not arrived yet; nil outside a paste.
  var pasted: PastedBytes?
  /// Whether the last read ended with a lone ESC, taken for the Esc key: a mouse report cut
  /// right after its ESC then starts the next read with `[<`, and is still a report, not text.
  private var endedWithLoneEscape = false

  /// A decoder with nothing pending.
  public init() {}

  /// Whether the last read stopped in the middle of a sequence that `flush()` would give up.
  /// An open paste does not count: its end always comes, however slowly (see `isInPaste`).
  public var hasPending: Bool { !pending.isEmpty }

  /// Whether the last read stopped inside a bracketed paste, before its end marker.
  public var isInPaste: Bool { pasted != nil }

  /// The keys in `bytes`, preceded by any sequence the previous read left unfinished.
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
    if pasted != nil { return continuePaste(Array(bytes)) }
    var input = pending
    input.append(contentsOf: bytes)
    pending = []
    if endedWithLoneEscape, input.starts(with: [UInt8(ascii: "["), UInt8(ascii: "<")]) {
      input.insert(0x1B, at: 0)
    }
    endedWithLoneEscape = input.last == 0x1B
    var keys: [Key] = []
    var text = String.UnicodeScalarView()
    var index = 0
    while index < input.count {
      let step = Self.decodeOne(input, at: index)
      switch step {
      case .incomplete:
        pending = Array(input[index...])
        index = input.count
      case .scalar(let scalar, let length):
        text.append(scalar)
        index += length
      case .pasteStart(let length):
        // Everything after the start marker is the paste's, until its end marker.
        keys += Self.characters(&text)
        pasted = PastedBytes()
        endedWithLoneEscape = false
        return keys + continuePaste(Array(input[(index + length)...]))
      case .key(let key, let length):
        keys += Self.characters(&text)
        if let key { keys.append(key) }
        index += length
      }
    }
    return keys + Self.characters(&text)
  }

  /// Whatever an unfinished read left: a cut sequence becomes Esc plus its characters, and a
  /// paste whose end never came is the text pasted so far.
  public mutating func flush() -> [Key] {
    if let open = pasted {
      pasted = nil
      return [.paste(open.text)]
    }
    guard !pending.isEmpty else { return [] }
    let bytes = pending
    pending = []
    guard bytes.first == 0x1B else { return [] }  // a cut UTF-8 character is dropped
    // A mouse report cut short is dropped whole: its digits are never text.
    if Self.isMouseReport(bytes, at: 0) || bytes.starts(with: Self.legacyMouse) { return [] }
    return [.escape] + decode(bytes.dropFirst())
  }

  private enum Step {
    /// A key (nil: bytes recognised and ignored) and how many bytes it took.
    case key(Key?, Int)
    case scalar(Unicode.Scalar, Int)
    /// `ESC [200~`, and how many bytes it took: a bracketed paste starts.
    case pasteStart(Int)
    /// The bytes stop in the middle of a sequence.
    case incomplete
  }

  /// Printable text is gathered first so combining marks join their base character.
  private static func characters(_ text: inout String.UnicodeScalarView) -> [Key] {
    defer { text = String.UnicodeScalarView() }
    return String(text).map { Key.character($0) }
  }

  private static func decodeOne(_ input: [UInt8], at index: Int) -> Step {
    let byte = input[index]
    switch byte {
    case 0x03: return .key(.interrupt, 1)
    case 0x04: return .key(.endOfInput, 1)
    case 0x0D:
      // CR LF (pasted or piped text) is one Enter.
      let length = index + 1 < input.count && input[index + 1] == 0x0A ? 2 : 1
      return .key(.enter, length)
    case 0x0A: return .key(.enter, 1)
    case 0x7F, 0x08: return .key(.backspace, 1)
    case 0x09: return .key(.tab, 1)
    case 0x1B: return EscapeSequence.decode(input, at: index)
    case 0x01...0x1A:
      // Ctrl-A … Ctrl-Z: the letters a line editor binds (Ctrl-A, Ctrl-E, Ctrl-U, Ctrl-W).
      return .key(.control(Character(Unicode.Scalar(byte + 0x60))), 1)
    case 0x00..<0x20: return .key(nil, 1)
    case 0x20..<0x80: return .scalar(Unicode.Scalar(byte), 1)
    default: return decodeUTF8(input, at: index)
    }
  }

  private static func decodeUTF8(_ input: [UInt8], at index: Int) -> Step {
    let lead = input[index]
    let length: Int
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return .key(nil, 1)  // a stray continuation or invalid byte
    }
    guard index + length <= input.count else {
      let rest = input[(index + 1)...]
      return rest.allSatisfy { $0 & 0xC0 == 0x80 } ? .incomplete : .key(nil, 1)
    }
    var decoder = UTF8()
    var iterator = input[index..<index + length].makeIterator()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return .key(nil, 1) }
    return .scalar(scalar, length)
  }

  /// ESC-introduced input: CSI (`ESC [`), SS3 (`ESC O`), Alt with a key, or a lone Esc.
  private enum EscapeSequence {
    static func decode(_ input: [UInt8], at index: Int) -> Step {
      guard index + 1 < input.count else { return .key(.escape, 1) }
      switch input[index + 1] {
      case UInt8(ascii: "["): return csi(input, at: index)
      case UInt8(ascii: "O"):
        guard index + 2 < input.count else { return .incomplete }
        return .key(final(input[index + 2]), 3)
      case 0x20...0x7E:
        // Alt with a key: the terminal sends ESC and the key in one write. No screen binds
        // Alt, and read as Esc then the key it would go back or quit: nothing happens.
        return .key(nil, 2)
      default:
        // ESC then something that starts no sequence: Esc, and the next byte on its own.
        return .key(.escape, 1)
      }
    }

    /// `ESC [ params intermediates final`, e.g. `ESC [ A`, `ESC [ 5 ~`, `ESC [ 1 ; 5 C`; a
    /// mouse report (KeyDecoder+Mouse.swift) is one too.
    private static func csi(_ input: [UInt8], at index: Int) -> Step {
      if input[index...].starts(with: KeyDecoder.legacyMouse) {
        return legacyMouse(input, at: index)
      }
      var end = index + 2
      while end < input.count, (0x20...0x3F).contains(input[end]) { end += 1 }
      guard end < input.count else { return .incomplete }
      let length = end - index + 1
      guard (0x40...0x7E).contains(input[end]) else { return .key(nil, length - 1) }  // malformed
      if isMouseReport(input, at: index) {
        return .key(mouseKey(parameters: input[(index + 3)..<end], final: input[end]), length)
      }
      if input[end] == UInt8(ascii: "~") {
        let parameters = input[(index + 2)..<end].prefix { $0 != UInt8(ascii: ";") }
        let code = Int(String(decoding: parameters, as: UTF8.self))
        if code == 200 { return .pasteStart(length) }
        return .key(tilde(code), length)
      }
      return .key(final(input[end]), length)
    }

    /// `ESC [ M` and three bytes, each 32 more than the button, column and line: what a
    /// terminal that reports the mouse without SGR sends. Its bytes are taken whole, so they
    /// never read as typed characters.
    private static func legacyMouse(_ input: [UInt8], at index: Int) -> Step {
      guard index + 5 < input.count else { return .incomplete }
      let values = input[(index + 3)...(index + 5)].map { Int($0) - 32 }
      guard values.allSatisfy({ $0 >= 0 }) else { return .key(nil, 6) }
      let parameters = values.map(String.init).joined(separator: ";")
      return .key(mouseKey(parameters: ArraySlice(parameters.utf8), final: UInt8(ascii: "M")), 6)
    }

    private static func final(_ byte: UInt8) -> Key? {
      switch byte {
      case UInt8(ascii: "A"): .up
      case UInt8(ascii: "B"): .down
      case UInt8(ascii: "C"): .right
      case UInt8(ascii: "D"): .left
      case UInt8(ascii: "H"): .home
      case UInt8(ascii: "F"): .end
      case UInt8(ascii: "Z"): .backTab
      default: nil
      }
    }

    private static func tilde(_ code: Int?) -> Key? {
      switch code {
      case 1, 7: .home
      case 3: .delete
      case 4, 8: .end
      case 5: .pageUp
      case 6: .pageDown
      default: nil
      }
    }
  }
}
