import ArgumentParser
import CoreDatabase

/// `nurse store check`: reads every page of the store with SQLite's `integrity_check` and says
/// whether it is sound (0) or damaged (74, the message saying how to restore it).
///
/// The app runs the quicker `quick_check` by itself when the file changed since a `nurse`
/// last closed it (docs/exit-codes.md, 74); this is the whole check, on demand, for a nurse
/// or a script that wants to know before a backup or after a disk error.
struct StoreCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "store",
    abstract: "Look after the local store.",
    subcommands: [StoreCheckCommand.self]
  )
}

struct StoreCheckCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Check every page of the store (SQLite's integrity_check): exit 0 sound, 74 damaged."
  )

  @OptionGroup var global: GlobalOptions

  func run() async throws {
    try await CommandFailure.report {
      let app = try await AppEnvironment.open(global, readsOnce: true)
      let path = CommandFailure.openedStore.path
      try await StoreIntegrity.check(app.store, path: path)
      print("store: \(path) is sound (SQLite's integrity_check found nothing wrong)")
    }
  }
}
