extension RoundAddress {
  /// The parts of an address written in ASCII only, or nil for any other. The same reading
  /// as the general one, on bytes: in ASCII a character is a byte (CR LF, one character, is
  /// two separators that read the same), letters are A-Z and a-z, the line ends are LF, VT,
  /// FF and CR, the spaces trimmed are space and tab, and folding is lower-casing.
  static func ascii(_ text: String) -> RoundAddress? {
    var text = text
    return text.withUTF8 { bytes -> RoundAddress? in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      return ascii(bytes)
    }
  }

  private static func ascii(_ bytes: UnsafeBufferPointer<UInt8>) -> RoundAddress {
    func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
    func separates(_ byte: UInt8) -> Bool { (0x0A...0x0D).contains(byte) || byte == 0x2C }
    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
    // The postal code: the last run of 4 or 5 digits.
    var code: Range<Int>?
    var run = 0
    for index in 0...bytes.count {
      if index < bytes.count && isDigit(bytes[index]) {
        run += 1
        continue
      }
      if run == 4 || run == 5 { code = (index - run)..<index }
      run = 0
    }
    // The first non-empty line (up to a comma), cut where its last copy of the code starts.
    var start = bytes.firstIndex(where: { !separates($0) }) ?? bytes.count
    var end = bytes[start...].firstIndex(where: separates) ?? bytes.count
    if let code {
      let length = code.count
      var at = end - length
      while at >= start {
        if bytes[at..<(at + length)].elementsEqual(bytes[code]) {
          end = at
          break
        }
        at -= 1
      }
    }
    while start < end && isSpace(bytes[start]) { start += 1 }
    while end > start && isSpace(bytes[end - 1]) { end -= 1 }
    var digitsEnd = start
    while digitsEnd < end && isDigit(bytes[digitsEnd]) { digitsEnd += 1 }
    let number = digitsEnd > start ? Int(text(start..<min(digitsEnd, start + 9))) : nil
    var rest = digitsEnd
    while rest < end && !isLetter(bytes[rest]) { rest += 1 }
    if number != nil {
      for suffix in ["bis ", "ter ", "b ", "a "] {
        let word = Array(suffix.utf8)
        guard rest + word.count <= end,
          zip(bytes[rest..<(rest + word.count)], word).allSatisfy({
            $0 | ($0 >= 0x41 && $0 <= 0x5A ? 0x20 : 0) == $1
          })
        else { continue }
        rest += word.count
        break
      }
    }
    var streetEnd = end
    while rest < streetEnd && isSpace(bytes[rest]) { rest += 1 }
    while streetEnd > rest && isSpace(bytes[streetEnd - 1]) { streetEnd -= 1 }
    return RoundAddress(
      postalCode: code.map(text),
      street: text(rest..<streetEnd).lowercased(),
      houseNumber: number
    )
  }
}
