import CoreContract
import Foundation

/// Photo uploads in parts not finished yet, kept in memory per team and hash: bounded
/// (`PhotoTransfer.maximumPartialUploads` photos and `maximumBytes` in all, the least recently
/// touched dropped first)
/// and dropped once untouched for `PhotoTransfer.partialUploadLifetime`. A restart, or another
/// instance, knows none of them: the client then starts again from byte 0, as `HEAD` says.
actor PartialUploads {
  struct Key: Hashable {
    var teamID: Int64
    var sha256: String
  }

  struct Partial {
    var bytes: Data
    var length: Int
    var mediaType: String
    var touched: Date
  }

  /// The most bytes all unfinished uploads hold together.
  static let maximumBytes = 256 * 1024 * 1024

  private var partials: [Key: Partial] = [:]
  private let now: @Sendable () -> Date

  init(now: @escaping @Sendable () -> Date = Date.init) {
    self.now = now
  }

  /// The bytes held of `key`'s upload: 0 when none.
  func offset(of key: Key) -> Int {
    dropExpired()
    return partials[key]?.bytes.count ?? 0
  }

  /// What appending a part came to.
  enum Appended: Equatable {
    /// The part did not start where the held bytes end: the offset held.
    case wrongOffset(held: Int)
    /// The upload's length or type differs from what its first part said: start again.
    case mismatch
    /// More bytes held, not all yet.
    case partial(held: Int)
    /// Every byte is here (removed from the partial uploads): the whole photo.
    case whole(Data, mediaType: String)
  }

  /// Appends `part` at `offset` to `key`'s upload of `length` bytes.
  func append(_ part: Data, at offset: Int, length: Int, mediaType: String, to key: Key)
    -> Appended
  {
    dropExpired()
    var partial =
      partials[key] ?? Partial(bytes: Data(), length: length, mediaType: mediaType, touched: now())
    guard partial.length == length, partial.mediaType == mediaType else {
      partials[key] = nil
      return .mismatch
    }
    guard offset == partial.bytes.count else { return .wrongOffset(held: partial.bytes.count) }
    guard offset + part.count <= length else {
      partials[key] = nil
      return .mismatch
    }
    partial.bytes.append(part)
    partial.touched = now()
    if partial.bytes.count == length {
      partials[key] = nil
      return .whole(partial.bytes, mediaType: mediaType)
    }
    partials[key] = partial
    while partials.count > PhotoTransfer.maximumPartialUploads
      || partials.values.reduce(0, { $0 + $1.bytes.count }) > Self.maximumBytes,
      let oldest = partials.min(by: { $0.value.touched < $1.value.touched })?.key
    {
      partials[oldest] = nil
    }
    return .partial(held: partials[key]?.bytes.count ?? 0)
  }

  /// Forgets `key`'s upload (its bytes were refused once whole).
  func drop(_ key: Key) { partials[key] = nil }

  private func dropExpired() {
    let limit = now().addingTimeInterval(-PhotoTransfer.partialUploadLifetime)
    partials = partials.filter { $0.value.touched >= limit }
  }
}
