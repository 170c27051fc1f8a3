import Foundation

/// A picture in the kitty graphics protocol: its RGB pixels sent in base64 chunks, placed at
/// the cursor over a rectangle of cells, the cursor left where it was.
enum KittyImage {
  /// Base64 bytes a chunk at most, as the protocol requires.
  static let chunkSize = 4096
  /// Deletes every image placement on the screen and frees their pixels (`d=A`): a redraw or
  /// another screen must not leave a photo lingering under its text.
  static let deleteAll = "\u{1B}_Ga=d,d=A,q=2\u{1B}\\"
  /// What begins every kitty graphics command.
  static let introducer = "\u{1B}_G"

  /// The escape sequences that transmit `pixels` as 24-bit RGB (`f=24`) and show them over
  /// `columns` × `rows` cells (`c=`, `r=`), scaled by the terminal; `C=1` keeps the cursor
  /// still and `q=2` silences the terminal's replies, which would arrive as keys.
  static func sequence(_ pixels: PicturePixels, columns: Int, rows: Int) -> String {
    let payload = Data(pixels.rgb).base64EncodedString()
    var chunks: [Substring] = []
    var start = payload.startIndex
    while start < payload.endIndex {
      let end = payload.index(start, offsetBy: chunkSize, limitedBy: payload.endIndex)
      chunks.append(payload[start..<(end ?? payload.endIndex)])
      start = end ?? payload.endIndex
    }
    if chunks.isEmpty { chunks = [""] }
    let first =
      "a=T,f=24,s=\(pixels.width),v=\(pixels.height),c=\(columns),r=\(rows),C=1,q=2"
    return chunks.enumerated().map { index, chunk in
      let more = index < chunks.count - 1 ? 1 : 0
      let keys = index == 0 ? "\(first),m=\(more)" : "q=2,m=\(more)"
      return introducer + keys + ";" + chunk + "\u{1B}\\"
    }.joined()
  }
}

extension KittyImage {
  /// Pixels sent a cell: four times the half blocks' two, far fewer than a terminal's own
  /// (about 10 × 20), which smooths them up to the cells. A two-photo frame at 80 columns is
  /// then about 38 KB, less than in 24-bit half blocks; the cell's shape (twice as tall as
  /// wide) is kept.
  static let cellPixels = (width: 2, height: 4)
}
