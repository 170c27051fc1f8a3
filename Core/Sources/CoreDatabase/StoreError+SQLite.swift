import GRDB

extension StoreError {
  /// The store fault behind an SQLite error, naming `path`; nil for anything else (a
  /// constraint, a bug in a query), which is not the store's fault.
  ///
  /// Libraries let GRDB's errors through, so the app turns one into a message here whether it
  /// came from opening the store or from a command long after.
  public init?(sqliteError error: any Error, path: String) {
    guard let error = error as? DatabaseError else { return nil }
    switch error.resultCode {
    case .SQLITE_CORRUPT, .SQLITE_NOTADB:
      self = .damaged(path: path)
    case .SQLITE_READONLY:
      // The same SQLite error for a file without write permission and a read-only mount;
      // only the second cannot be fixed with chmod.
      self = FileSystem.isReadOnly(path) ? .readOnlyFileSystem(path: path) : .readOnly(path: path)
    case .SQLITE_FULL:
      self = .diskFull(path: path)
    case .SQLITE_IOERR:
      self = .ioFailure(path: path)
    case .SQLITE_BUSY, .SQLITE_LOCKED:
      self = .busy(path: path)
    case .SQLITE_CANTOPEN:
      self = .cannotOpen(path: path, reason: "SQLite cannot open the file")
    default:
      return nil
    }
  }
}
