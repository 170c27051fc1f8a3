import Foundation
import GRDB

/// What a nurse types to name a record, once checked: the first characters of an id as the
/// screens print it (at least four hex digits), or the whole id, in lowercase.
///
/// Ids are stored as lowercase text, and a prefix holds only hex digits and hyphens where the
/// id has them, so it goes into `LIKE` without escaping.
public struct IDPrefix: Sendable, Hashable {
  /// The kind of id a prefix can start.
  public enum Shape: Sendable {
    /// A UUID, `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx`: hyphens only where the UUID has them.
    case uuid
    /// A SHA-256 in hex: 64 digits, no hyphens.
    case sha256

    var length: Int { self == .uuid ? 36 : 64 }
    var hyphens: Set<Int> { self == .uuid ? [8, 13, 18, 23] : [] }
  }

  /// Fewer hex digits than this match too many records to be worth typing.
  public static let minimumDigits = 4

  /// The prefix in lowercase.
  public let text: String

  /// The lowercased text when it can start an id of `shape` and holds at least
  /// `minimumDigits` hex digits; nil otherwise.
  public init?(_ typed: String, shape: Shape = .uuid) {
    let lowered = typed.lowercased()
    guard lowered.count <= shape.length else { return nil }
    var digits = 0
    for (offset, character) in lowered.enumerated() {
      if shape.hyphens.contains(offset) {
        guard character == "-" else { return nil }
      } else {
        guard character.isHexDigit, character.isASCII else { return nil }
        digits += 1
      }
    }
    guard digits >= Self.minimumDigits else { return nil }
    text = lowered
  }

  /// The ids in `table`'s `column` that start with the prefix, in id order, at most `limit`
  /// of them when given.
  ///
  /// Ids are stored lowercase and the prefix is lowercase, so the ids starting with it are
  /// the range from the prefix up to the prefix with its last character's successor: a
  /// search of the column's index. (`LIKE 'prefix%'` ignores case, which a column of the
  /// default collation cannot search by index: it read every row of the table.)
  public func ids<ID: DatabaseValueConvertible>(
    in table: String,
    column: String = "id",
    limit: Int? = nil,
    _ db: Database
  ) throws -> [ID] {
    var arguments: StatementArguments = [text, upperBound]
    if let limit { arguments += [limit] }
    let sql = Self.sql(table: table, column: column, limited: limit != nil)
    return try ID.fetchAll(db, sql: sql, arguments: arguments)
  }

  /// The query of `ids(in:column:limit:_:)`, arguments the range's bounds and the limit.
  static func sql(table: String, column: String, limited: Bool) -> String {
    let table = table.quotedDatabaseIdentifier
    let column = column.quotedDatabaseIdentifier
    return """
      SELECT \(column) FROM \(table) WHERE \(column) >= ? AND \(column) < ? ORDER BY \(column)\
      \(limited ? " LIMIT ?" : "")
      """
  }

  /// The first text after every text that starts with the prefix: its last character (an
  /// ASCII hex digit or hyphen) followed by the next byte.
  private var upperBound: String {
    var bytes = Array(text.utf8)
    bytes[bytes.count - 1] += 1
    return String(decoding: bytes, as: UTF8.self)
  }
}
