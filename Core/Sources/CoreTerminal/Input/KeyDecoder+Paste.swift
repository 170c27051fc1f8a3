/// Bracketed paste: with mode 2004 on (`SystemTerminal` sets it), the terminal wraps pasted
/// text in `ESC [200~` and `ESC [201~`. The decoder keeps what comes between whole, as one
/// `Key.paste`, so a pasted line break is text and never Enter: a two-line address stays in
/// its field instead of spilling into the next one.
extension KeyDecoder {
  /// The raw bytes of a paste still open, and where the search for its end marker resumes.
  struct PastedBytes: Sendable {
    var bytes: [UInt8] = []
    /// Bytes before this offset are known to hold no end marker.
    var searchedUpTo = 0

    /// The text pasted, line breaks made "\n": terminals send a pasted line break as CR (or
    /// CR LF, from some clipboards), which would otherwise read as its own control character.
    var text: String {
      var normal: [UInt8] = []
      normal.reserveCapacity(bytes.count)
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte == 0x0D {
          normal.append(0x0A)
          if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
        } else {
          normal.append(byte)
        }
        index += 1
      }
      return String(decoding: normal, as: UTF8.self)
    }
  }

  /// `ESC [201~`: the end of a paste.
  static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

  /// Adds `bytes` to the open paste; once its end marker is in, the paste as one key and the
  /// keys of whatever followed it in the same read.
  mutating func continuePaste(_ bytes: [UInt8]) -> [Key] {
    guard var open = pasted else { return decode(bytes) }
    open.bytes += bytes
    guard let end = Self.firstPasteEnd(in: open.bytes, from: open.searchedUpTo) else {
      // The marker may be cut between two reads: search its possible start again next time.
      open.searchedUpTo = max(0, open.bytes.count - Self.pasteEnd.count + 1)
      pasted = open
      return []
    }
    let rest = Array(open.bytes[(end + Self.pasteEnd.count)...])
    open.bytes.removeSubrange(end...)
    pasted = nil
    return [.paste(open.text)] + decode(rest)
  }

  private static func firstPasteEnd(in bytes: [UInt8], from start: Int) -> Int? {
    let marker = pasteEnd
    guard bytes.count >= marker.count else { return nil }
    var index = start
    while index + marker.count <= bytes.count {
      if bytes[index] == marker[0], bytes[index..<(index + marker.count)].elementsEqual(marker) {
        return index
      }
      index += 1
    }
    return nil
  }
}
