/// SGR mouse reports (mode 1006, on while `SystemTerminal` reports the mouse): the terminal
/// writes `ESC [ < button ; column ; line M` for a press and `… m` for a release, columns and
/// lines from 1. The decoder makes a wheel turn and a left press keys and drops everything
/// else a report may say: a report is never text, so a cut, malformed or hostile one never
/// types into a field.
extension KeyDecoder {
  /// The key a whole SGR report means, or nil for one ignored (a release, another button, a
  /// drag, a malformed or out-of-range report). `parameters` are the bytes between `ESC [ <`
  /// and the final byte.
  static func mouseKey(parameters: ArraySlice<UInt8>, final: UInt8) -> Key? {
    // A press is `M`; a release `m` clicks nothing (the press already did).
    guard final == UInt8(ascii: "M") else { return nil }
    let fields = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
    guard fields.count == 3 else { return nil }
    var numbers: [Int] = []
    for field in fields {
      // Digits only, and few of them: a screen is never 10,000 cells wide, and a longer
      // number is a malformed report, not a reason to overflow.
      guard (1...4).contains(field.count), field.allSatisfy({ (0x30...0x39).contains($0) }),
        let number = Int(String(decoding: field, as: UTF8.self))
      else { return nil }
      numbers.append(number)
    }
    let (button, column, line) = (numbers[0], numbers[1], numbers[2])
    guard column >= 1, line >= 1 else { return nil }
    // Bits 4, 8 and 16 are Shift, Meta and Ctrl: the wheel works with them, a click does not
    // (Shift-click is how a terminal selects text while the mouse is reported).
    let modifiers = button & 0b1_1100
    switch button & ~0b1_1100 {
    case 64: return .wheelUp
    case 65: return .wheelDown
    case 0 where modifiers == 0: return .click(line: line - 1, column: column - 1)
    default: return nil  // middle, right, drags (bit 32), other wheel directions
    }
  }

  /// `ESC [ M`: a mouse report without SGR, three bytes follow.
  static let legacyMouse: [UInt8] = [0x1B, UInt8(ascii: "["), UInt8(ascii: "M")]

  /// Whether the CSI starting at `index` is a mouse report: `ESC [ <`.
  static func isMouseReport(_ input: [UInt8], at index: Int) -> Bool {
    index + 2 < input.count && input[index + 2] == UInt8(ascii: "<")
  }
}
