import Testing

@testable import CoreTerminal

/// SGR mouse reports (`ESC [ < b ; x ; y M`): the wheel and a left press are keys, everything
/// else a report says is dropped, and no report, whole, cut or hostile, is ever typed text.
@Suite("Key decoding, the mouse")
struct KeyDecoderMouseTests {
  static func report(_ body: String) -> [UInt8] { Array("\u{1B}[<\(body)".utf8) }

  @Test func theWheelAndALeftPressAreKeys() {
    var decoder = KeyDecoder()
    let keys = decoder.decode(
      Self.report("64;10;5M") + Self.report("65;1;1M") + Self.report("0;12;7M")
    )
    #expect(keys == [.wheelUp, .wheelDown, .click(line: 6, column: 11)])
  }

  @Test func theWheelWithAModifierStillScrollsAModifiedClickIsNoClick() {
    var decoder = KeyDecoder()
    // 64+4 Shift, 65+16 Ctrl; 0+4 is Shift-click, how a terminal selects text.
    let keys = decoder.decode(
      Self.report("68;3;3M") + Self.report("81;3;3M") + Self.report("4;3;3M")
    )
    #expect(keys == [.wheelUp, .wheelDown])
  }

  @Test func releasesOtherButtonsAndDragsAreNoKeys() {
    var decoder = KeyDecoder()
    let bytes =
      Self.report("0;12;7m") + Self.report("1;12;7M") + Self.report("2;12;7M")
      + Self.report("32;12;7M") + Self.report("66;1;1M") + Array("a".utf8)
    #expect(decoder.decode(bytes) == [.character("a")])
  }

  @Test func aReportBetweenKeysLeavesThemAlone() {
    var decoder = KeyDecoder()
    let bytes = Array("j".utf8) + Self.report("64;2;2M") + Array("\u{1B}[Ak".utf8)
    #expect(decoder.decode(bytes) == [.character("j"), .wheelUp, .up, .character("k")])
  }

  @Test func aReportCutAcrossTwoReadsAtEveryByte() {
    let bytes = Array("x".utf8) + Self.report("0;120;45M") + Array("y".utf8)
    for cut in 1..<bytes.count {
      var decoder = KeyDecoder()
      let keys = decoder.decode(bytes[..<cut]) + decoder.decode(bytes[cut...])
      // Cut right after its ESC, the ESC was taken for the Esc key (a nurse pressing Esc
      // must not wait); the rest is still read as the report, never as text.
      let expected: [Key] =
        cut == 2
        ? [.character("x"), .escape, .click(line: 44, column: 119), .character("y")]
        : [.character("x"), .click(line: 44, column: 119), .character("y")]
      #expect(keys == expected, "cut at \(cut)")
      #expect(!decoder.hasPending, "cut at \(cut)")
    }
  }

  @Test func aReportCutShortAndNeverFinishedIsDroppedWhole() {
    for body in ["", "6", "64;", "64;10", "64;10;5", "0;12;"] {
      var decoder = KeyDecoder()
      #expect(decoder.decode(Self.report(body)) == [], "\(body)")
      #expect(decoder.hasPending)
      #expect(decoder.flush() == [], "a cut report types nothing: \(body)")
    }
  }

  @Test func malformedAndOutOfRangeReportsAreDropped() {
    let bodies = [
      "M", ";;M", "64;10M", "64;10;5;1M", "0;0;5M", "0;5;0M", "0;1;1x", "0;99999999999999999999;1M",
      "-1;2;3M", "0;1;1Z", "64;1 ;1M", "0;12345;1M",
    ]
    for body in bodies {
      var decoder = KeyDecoder()
      #expect(decoder.decode(Self.report(body) + Array("b".utf8)) == [.character("b")], "\(body)")
    }
  }

  @Test func aReportWithoutSGRIsTakenWholeNeverTyped() {
    var decoder = KeyDecoder()
    // ESC [ M, then 32 + button, 32 + column, 32 + line, from 1.
    let keys = decoder.decode(
      [0x1B, 0x5B, 0x4D, 32 + 64, 33, 33] + [0x1B, 0x5B, 0x4D, 32, 43, 38]
    )
    #expect(keys == [.wheelUp, .click(line: 5, column: 10)])
    var cut = KeyDecoder()
    #expect(cut.decode([0x1B, 0x5B, 0x4D, 32]) == [])
    #expect(cut.flush() == [])
  }

  @Test func hostileReportsNeverTypeTextWholeOrCut() {
    var random = SplitMix(seed: 27)
    let parameters = Array("0123456789;:<>? ".utf8)
    let finals = Array("MmA~@Z".utf8)
    for _ in 0..<3000 {
      let length = random.next(below: 30)
      let body = (0..<length).map { _ in parameters[random.next(below: parameters.count)] }
      let bytes = Self.report("") + body + [finals[random.next(below: finals.count)]]
      var whole = KeyDecoder()
      #expect(whole.decode(bytes).allSatisfy { !$0.isText }, "\(bytes)")
      let cut = 1 + random.next(below: bytes.count - 1)
      var split = KeyDecoder()
      var keys = split.decode(bytes[..<cut])
      keys += split.flush() + split.decode(bytes[cut...]) + split.flush()
      // Flushed at the cut (the terminal went quiet), the rest of the report is no report any
      // more: only a tail made of parameter bytes that are themselves printable could type.
      if cut > 2 { #expect(keys.filter(\.isText).count <= bytes.count - cut, "\(bytes) at \(cut)") }
    }
  }

  @Test func anyBytesNeverCrashTheDecoder() {
    var random = SplitMix(seed: 1006)
    for _ in 0..<3000 {
      var decoder = KeyDecoder()
      let bytes = (0..<random.next(below: 40)).map { _ in UInt8(random.next(below: 256)) }
      _ = decoder.decode(Self.report("") + bytes) + decoder.flush()
    }
  }
}

/// A small seeded generator: a failing case is the same at every run.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next(below bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    value ^= value >> 31
    return Int(value % UInt64(max(1, bound)))
  }
}

extension Key {
  /// Whether the key would type into a field.
  var isText: Bool {
    switch self {
    case .character, .paste: true
    default: false
    }
  }
}
