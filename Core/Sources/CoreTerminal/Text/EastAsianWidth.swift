extension Unicode.Scalar {
  /// Whether the code point is East Asian Wide or Fullwidth (UAX #11), as `wcwidth` counts
  /// it: two cells.
  var isEastAsianWide: Bool {
    guard value >= 0x1100 else { return false }
    // The last range starting at or below the value is the only one that can hold it.
    var low = 0
    var high = Self.wideRanges.count
    while low < high {
      let middle = (low + high) / 2
      if Self.wideRanges[middle].lowerBound <= value { low = middle + 1 } else { high = middle }
    }
    return low > 0 && Self.wideRanges[low - 1].contains(value)
  }

  /// The Wide and Fullwidth ranges of EastAsianWidth.txt (Unicode 14), sorted, with the
  /// unassigned code points inside a block counted with it (a newer character there is wide
  /// too). The pictograph blocks count whole, text-default pictographs such as 🖐 included:
  /// fonts draw them as emoji often enough that one cell is a risk, two only a gap.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    // Hangul initials; watch, hourglass, angle brackets and the emoji symbols of U+2xxx.
    0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC,
    0x23F0...0x23F0, 0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615,
    0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693, 0x26A1...0x26A1,
    0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE,
    0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5,
    0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B,
    0x2728...0x2728, 0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755,
    0x2757...0x2757, 0x2795...0x2797, 0x27B0...0x27B0, 0x27BF...0x27BF,
    0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
    // CJK radicals to Yi, Hangul Jamo extended A, Hangul syllables, CJK compatibility.
    0x2E80...0x303E, 0x3041...0x3247, 0x3250...0x4DBF, 0x4E00...0xA4C6,
    0xA960...0xA97C, 0xAC00...0xD7A3, 0xF900...0xFAD9,
    // Vertical, small and fullwidth forms.
    0xFE10...0xFE6B, 0xFF01...0xFF60, 0xFFE0...0xFFE6,
    // Tangut, Khitan, Kana supplements, Nushu.
    0x16FE0...0x1B2FB,
    // Mahjong and cards, squared letters, enclosed ideographs, pictographs, emoticons,
    // transport, geometric shapes, supplemental pictographs, symbols extended A.
    0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A,
    0x1F200...0x1F64F, 0x1F680...0x1F6C5, 0x1F6CC...0x1F6CC, 0x1F6D0...0x1F6D2,
    0x1F6D5...0x1F6DF, 0x1F6EB...0x1F6EC, 0x1F6F4...0x1F6FC, 0x1F7E0...0x1F7F0,
    0x1F900...0x1F9FF, 0x1FA70...0x1FAFF,
    // CJK extensions B and later.
    0x20000...0x3FFFD,
  ]
}
