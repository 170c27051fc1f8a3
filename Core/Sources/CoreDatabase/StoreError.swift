import Foundation

/// Why the store could not be opened, read or written.
///
/// Each case names the store's path and never any patient data: the description goes to
/// stderr as it is. Every case leaves what the store held as it was: SQLite rolls back the
/// transaction that failed, and a file that is not a nurse store is never written.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The directory that should hold the store could not be created.
  case cannotCreateDirectory(path: String, reason: String)
  /// The store file could not be created or opened.
  case cannotOpen(path: String, reason: String)
  /// The file exists but is not an SQLite database; it is left untouched.
  case notADatabase(path: String)
  /// The file is an SQLite database of something else (its tables are not a nurse store's);
  /// it is left untouched.
  case notANurseStore(path: String)
  /// SQLite found the file damaged: a truncated file, a page or header overwritten, a page
  /// whose b-tree no longer reads (`PRAGMA quick_check`).
  case damaged(path: String)
  /// The store file is there but holds nothing (0 bytes): whatever it held is gone. `nurse`
  /// never leaves a new store empty under its name (`StoreFile.createStore`), so an empty
  /// file is a store that shrank to nothing, or a file someone else made.
  case emptied(path: String)
  /// The file cannot be written (no write permission, a read-only file system): reads work,
  /// a change is refused.
  case readOnly(path: String)
  /// The store, or its photos' folder, is on a file system mounted read-only: reads work, a
  /// change is refused.
  case readOnlyFileSystem(path: String)
  /// The disk holding the store is full: the change that needed space was not written.
  case diskFull(path: String)
  /// The disk failed to read or write the file.
  case ioFailure(path: String)
  /// Another process (another `nurse`) held the store's lock longer than `Store.busyTimeout`.
  case busy(path: String)

  /// The store file the error is about.
  public var path: String {
    switch self {
    case .cannotCreateDirectory(let path, _), .cannotOpen(let path, _), .notADatabase(let path),
      .notANurseStore(let path), .damaged(let path), .emptied(let path), .readOnly(let path),
      .readOnlyFileSystem(let path), .diskFull(let path), .ioFailure(let path), .busy(let path):
      return path
    }
  }

  public var description: String {
    switch self {
    case .cannotCreateDirectory(let path, let reason):
      return "store: cannot create directory \(path): \(reason)"
    case .cannotOpen(let path, let reason):
      return "store: cannot open \(path): \(reason)"
    case .notADatabase(let path):
      return "store: \(path) is not a nurse store (not an SQLite database); it was left untouched"
    case .notANurseStore(let path):
      return "store: \(path) is an SQLite database of something else, not a nurse store;"
        + " it was left untouched (pass another --store)"
    case .damaged(let path):
      return "store: \(path) is damaged (SQLite cannot read it); nothing was changed."
        + " Restore it from a copy, or move it aside and run `nurse sync`"
        + " to pull the team's records into a new store; changes not yet synced"
        + " (its outbox) would then be lost"
    case .emptied(let path):
      return "store: \(path) is empty (0 bytes): what it held is gone; nothing was written."
        + " Restore it from a copy, or move it aside and run `nurse sync`"
        + " to pull the team's records into a new store; changes not yet synced are lost"
    case .readOnlyFileSystem(let path):
      return "store: \(path) is on a read-only file system, so nothing was written;"
        + " reads work. Mount it read-write (or copy the store elsewhere) to change it"
    case .readOnly(let path):
      return "store: \(path) is read-only, so nothing was written;"
        + " make it writable (chmod u+w) to change it"
    case .diskFull(let path):
      return "store: the disk holding \(path) is full, so nothing was written;"
        + " free some space and run it again"
    case .ioFailure(let path):
      return "store: the disk failed to read or write \(path); nothing was half written."
        + " Check the disk, then run it again"
    case .busy(let path):
      return "store: \(path) stayed locked by another process (another nurse?);"
        + " nothing was written, run it again"
    }
  }
}
