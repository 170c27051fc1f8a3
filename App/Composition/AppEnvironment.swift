import CoreContract
import CoreDatabase
import CoreTerminal
import CoreVIPER
import FeaturePatients
import Foundation
import LibMessage
import LibPatient
import LibWound
import Logging

/// The composition root: opens the store, builds each library over it and hands them to the
/// flows. The only place that knows every module.
@MainActor
struct AppEnvironment {
  let store: Store
  let patients: PatientLibrary
  let wounds: WoundLibrary
  let now: @Sendable () -> Date

  /// The app's one clock: now, settled within its millisecond, so that what is stored here and
  /// sent to the team is the same instant (`WireCoding.settled`).
  nonisolated static let clock: @Sendable () -> Date = { WireCoding.settled(Date()) }

  /// Every library's migrations, parents first (a wound needs its patient).
  static var migrations: [Migration] {
    PatientLibrary.migrations + WoundLibrary.migrations + MessageLibrary.migrations
  }

  /// Opens the store and builds the libraries over it.
  ///
  /// - Parameter readsOnce: the command reads once and exits (`--json` reads): the store is
  ///   opened through one connection, which writes nothing, instead of a pool, which writes
  ///   at every opening (`Store.Connections.single`).
  static func open(_ options: GlobalOptions, readsOnce: Bool = false) async throws
    -> AppEnvironment
  {
    AppLogging.bootstrap()
    let url = StoreLocation.resolve(explicitPath: options.store)
    Logger(label: "nurse.store").debug("opening store", metadata: ["path": "\(url.path)"])
    CommandFailure.openedStore.record(url)
    // The app's own data folder is made private again if it was not; a folder the nurse
    // chose with --store or NURSE_STORE is hers, and left as it is.
    let store = try Store.open(
      at: url,
      migrations: migrations,
      tightenFolder: StoreLocation.isInDataDirectory(url),
      connections: readsOnce ? .single : .pool
    )
    let now = Self.clock
    // The wound photos go to `photos/` beside the store file, private like the store.
    return AppEnvironment(
      store: store,
      patients: .live(store: store, now: now, author: { try? SessionStore.current().username }),
      // The author of what she records is the nurse logged in now (read at each write, so a
      // login made while the app runs counts at once).
      wounds: .live(store: store, now: now, author: { try? SessionStore.current().username }),
      now: now
    )
  }
}
