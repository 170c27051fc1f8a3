import Foundation

/// The first 100 bytes of an existing store file: SQLite's, nothing yet, or something else.
///
/// Read before SQLite opens the file, so that a wrong `--store` never overwrites someone's
/// document, and a store whose first bytes were overwritten is called damaged, not foreign.
enum StoreHeader: Equatable {
  /// An empty file: never a new store (`StoreFile.createStore` links one in only once its
  /// header is written), so one that lost its pages.
  case empty
  /// The file starts with SQLite's header.
  case sqlite

  /// SQLite's 16-byte magic string, then fields at fixed offsets (sqlite.org/fileformat.html).
  static let magic = Array("SQLite format 3\0".utf8)
  static let length = 100

  /// Reads the header of the file at `url`; throws `StoreError.notADatabase` for a file that
  /// is not SQLite, and `.damaged` for one cut inside its magic string or whose magic string
  /// is gone but whose other header fields are still SQLite's.
  static func read(_ url: URL) throws -> StoreHeader {
    guard let handle = FileHandle(forReadingAtPath: url.path) else {
      throw StoreError.cannotOpen(path: url.path, reason: "permission denied")
    }
    defer { try? handle.close() }
    let head = Array((try? handle.read(upToCount: length)) ?? Data())
    if head.isEmpty { return .empty }
    // A prefix of the magic string is a store cut short: its header was written whole.
    if head.count < magic.count && head == Array(magic.prefix(head.count)) {
      throw StoreError.damaged(path: url.path)
    }
    if Array(head.prefix(magic.count)) == magic { return .sqlite }
    if looksLikeSQLite(head) { throw StoreError.damaged(path: url.path) }
    throw StoreError.notADatabase(path: url.path)
  }

  /// True when the file's header says WAL mode (read and write versions 2, header bytes 18
  /// and 19); false for any other file or one that cannot be read.
  static func isInWALMode(_ url: URL) -> Bool {
    guard let handle = FileHandle(forReadingAtPath: url.path) else { return false }
    defer { try? handle.close() }
    let head = Array((try? handle.read(upToCount: 20)) ?? Data())
    return head.count == 20 && Array(head.prefix(magic.count)) == magic && head[18] == 2
      && head[19] == 2
  }

  /// True when the fields after the magic string are SQLite's: a power-of-two page size,
  /// format versions 1 or 2, and the fixed payload fractions 64, 32 and 32. A text or office
  /// document practically never has all of these (bytes 18 and 19 are control characters).
  static func looksLikeSQLite(_ head: [UInt8]) -> Bool {
    guard head.count == length else { return false }
    let raw = Int(head[16]) << 8 | Int(head[17])
    let pageSize = raw == 1 ? 65536 : raw
    guard pageSize >= 512, pageSize & (pageSize - 1) == 0 else { return false }
    return (1...2).contains(head[18]) && (1...2).contains(head[19])
      && head[21] == 64 && head[22] == 32 && head[23] == 32
  }
}
