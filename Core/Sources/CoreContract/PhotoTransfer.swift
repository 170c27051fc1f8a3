import Foundation

/// How photo bytes travel over a bad link: an upload in parts that resumes at the offset the
/// server reports (in the spirit of tus), a download in `Range`s. Both sides read these.
public enum PhotoTransfer {
  /// The bytes one `PATCH` part or one `Range` carries: what a cut connection can lose.
  public static let partSize = 512 * 1024
  /// How many photos a server keeps unfinished uploads of, per instance; the least recently
  /// touched goes first.
  public static let maximumPartialUploads = 64
  /// Seconds after which an unfinished upload nobody touched is dropped.
  public static let partialUploadLifetime: TimeInterval = 24 * 3600

  /// The offset a `Content-Range: bytes <first>-<last>/<total>` answer starts at, and the
  /// total; nil when it reads otherwise.
  public static func contentRange(_ text: String) -> (first: Int, last: Int, total: Int)? {
    let parts = text.trimmingCharacters(in: .whitespaces).split(separator: " ")
    guard parts.count == 2, parts[0] == "bytes" else { return nil }
    let span = parts[1].split(separator: "/")
    guard span.count == 2, let total = Int(span[1]) else { return nil }
    let ends = span[0].split(separator: "-")
    guard ends.count == 2, let first = Int(ends[0]), let last = Int(ends[1]), first <= last,
      last < total
    else { return nil }
    return (first, last, total)
  }

  /// The first and last byte a `Range: bytes=<first>-[<last>]` asks of `total` bytes, clamped
  /// to them; nil when it is not one such range or starts past the end.
  public static func range(_ text: String, of total: Int) -> ClosedRange<Int>? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasPrefix("bytes="), !trimmed.contains(",") else { return nil }
    let ends = trimmed.dropFirst(6).split(separator: "-", omittingEmptySubsequences: false)
    guard ends.count == 2, let first = Int(ends[0]), first < total else { return nil }
    if ends[1].isEmpty { return first...(total - 1) }
    guard let last = Int(ends[1]), last >= first else { return nil }
    return first...min(last, total - 1)
  }
}
