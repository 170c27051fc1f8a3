import ArgumentParser
import CoreContract
import CoreDatabase
import CoreHTTP
import CoreSync
import Foundation
import LibPatient
import LibWound

/// Turns what a library throws into one line on stderr and the documented exit code
/// (docs/exit-codes.md lists them all; docs/architecture.md, "Bad input").
enum CommandFailure {
  static let usage: Int32 = 64  // EX_USAGE: the command line cannot be acted on
  static let invalidData: Int32 = 65  // EX_DATAERR: a value breaks a clinical or data rule
  static let notFound: Int32 = 66  // EX_NOINPUT: no such patient, wound, assessment or photo
  static let readOnlyStore: Int32 = 73  // EX_CANTCREAT: the store cannot be written (read-only)
  static let storeIO: Int32 = 74  // EX_IOERR: the store is damaged, or its disk is full or failing
  static let temporary: Int32 = 75  // EX_TEMPFAIL: the server cannot be reached now; rerun later
  static let noPermission: Int32 = 77  // EX_NOPERM: not logged in, or the login was refused
  static let software: Int32 = 70  // EX_SOFTWARE: a bug of ours

  /// Runs `body`; a known failure is printed as `nurse: …` and exits with its code.
  static func report(_ body: () async throws -> Void) async throws {
    do {
      try await body()
    } catch let error as ExitCode {
      throw error
    } catch {
      let (code, message) = describe(error)
      FileHandle.standardError.write(Data("nurse: \(message)\n".utf8))
      throw ExitCode(code)
    }
  }

  /// A line on stderr about a result that succeeded, which the nurse should know (a report's
  /// photos left out): the same `nurse: ` voice as a failure, the exit code untouched.
  static func notice(_ text: String) {
    FileHandle.standardError.write(Data("nurse: \(text)\n".utf8))
  }

  static func describe(_ error: Error) -> (Int32, String) {
    switch error {
    case let error as RuleViolation:
      return (invalidData, OptionNames.message(for: error))
    case let error as PossibleDuplicatesError:
      return (invalidData, PatientDuplicateLines.refusal(error))
    case let error as RefusedChangesWaiting:
      return (invalidData, error.description)
    case let error as SyncItemNotFound:
      return (notFound, "sync: \(error.description)")
    case let error as IDLookupError:
      switch error {
      case .notFound, .ambiguous: return (notFound, error.description)
      case .malformed: return (usage, error.description)
      }
    case let error as WoundLookupError:
      return (notFound, error.description)
    case let error as StoreError:
      return describe(error)
    case let error as UsageError:
      return (usage, error.message)
    case let error as NotFound:
      return (notFound, error.message)
    case is NotLoggedIn, is HandoverError:
      return (noPermission, "not logged in: run `nurse login --server URL --username NAME`")
    case let error as SyncError:
      switch error {
      case .temporary:
        return (temporary, "\(error.description); nothing was lost, run it again later")
      case .unauthorized: return (noPermission, "\(error.description) (nurse login)")
      }
    case let error as HTTPError:
      if case .throttled(let seconds) = error {
        let wait = seconds.map { "in \(max(1, ($0 + 59) / 60)) min" } ?? "later"
        return (temporary, "too many failed logins: the server refuses them for now; try \(wait)")
      }
      if case .unreachable(let reason) = error {
        return (temporary, "the server cannot be reached (\(reason)); run it again later")
      }
      if error.isTemporary {
        return (temporary, "the server cannot be reached now; run it again later")
      }
      if case .unauthorized = error {
        return (noPermission, "the server refused the username or password")
      }
      return (software, "the server refused the request")
    default:
      // SQLite's errors from a command, long after the store opened: the store's own faults.
      if let fault = StoreError(sqliteError: error, path: openedStore.path) {
        return describe(fault)
      }
      return (software, "unexpected error: \(type(of: error))")
    }
  }

  /// The store's faults: each message names the file, never what it holds.
  static func describe(_ error: StoreError) -> (Int32, String) {
    switch error {
    case .cannotCreateDirectory, .cannotOpen: return (usage, "\(error.description) (see --store)")
    case .notADatabase, .notANurseStore: return (invalidData, error.description)
    case .readOnly, .readOnlyFileSystem: return (readOnlyStore, error.description)
    case .damaged, .emptied, .diskFull, .ioFailure: return (storeIO, error.description)
    case .busy: return (temporary, error.description)
    }
  }

  /// The store this process opened, so that an SQLite failure thrown later by a library,
  /// which does not know the path, is reported naming it.
  static let openedStore = OpenedStore()
}

/// The path of the store the process opened; set once by `AppEnvironment.open`.
final class OpenedStore: @unchecked Sendable {
  private let lock = NSLock()
  private var opened: String?

  /// The store's path, or a plain name before one was opened.
  var path: String {
    lock.lock()
    defer { lock.unlock() }
    return opened ?? "the store"
  }

  func record(_ url: URL) {
    lock.lock()
    defer { lock.unlock() }
    opened = url.path
  }
}

/// A command line that reads but cannot be acted on (a missing option, nothing to change).
struct UsageError: Error {
  var message: String
}
