import Foundation

/// Why a store could not be opened. Each case names the path, never any patient data.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The directory that should hold the store could not be created.
  case cannotCreateDirectory(path: String, reason: String)
  /// The store file could not be created or opened.
  case cannotOpen(path: String, reason: String)
  /// The file exists but is not an SQLite database; it is left untouched.
  case notADatabase(path: String)

  public var description: String {
    switch self {
    case .cannotCreateDirectory(let path, let reason):
      return "store: cannot create directory \(path): \(reason)"
    case .cannotOpen(let path, let reason):
      return "store: cannot open \(path): \(reason)"
    case .notADatabase(let path):
      return "store: \(path) is not a nurse store (not an SQLite database); it was left untouched"
    }
  }
}
