import ArgumentParser
import CoreSync
import Foundation

/// `nurse sync refused`: the changes the server refused, each with its id, record, field and
/// data-free reason.
struct SyncRefusedCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "refused",
    abstract: "List the changes the server refused, with its reason."
  )

  @OptionGroup var global: GlobalOptions
  @Flag(help: "Print JSON.") var json = false

  func run() async throws {
    try await CommandFailure.report {
      let app = try await AppEnvironment.open(global)
      let refused = try await app.syncLedger.refused()
      if json { return try JSONOutput.print(refused.map(RefusedJSON.init)) }
      if refused.isEmpty { print("no refused changes") }
      for change in refused { print(SyncLines.refused(change)) }
    }
  }
}

/// `nurse sync retry ID`: the refused change goes back to the outbox, sent at the next sync.
struct SyncRetryCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "retry",
    abstract: "Send a refused change again at the next sync (after correcting the record)."
  )

  @OptionGroup var global: GlobalOptions
  @Argument(help: .refusedChangeID) var id: Int64

  func run() async throws {
    try await CommandFailure.report {
      let app = try await AppEnvironment.open(global)
      guard let change = try await app.syncLedger.refused().first(where: { $0.id == id }) else {
        throw NotFound(message: "sync: no refused change \(id)")
      }
      try await app.syncLedger.retry(id)
      print("queued  " + SyncLines.refused(change))
    }
  }
}

/// `nurse sync discard ID [--yes]`: drops the refused change; the record returns to the
/// server's. What she typed is lost, so on a terminal it asks first unless `--yes`; a script
/// (stdin not a terminal) has already said what it wants by naming the change.
struct SyncDiscardCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "discard",
    abstract: "Drop a refused change; the record returns to what the server holds."
  )

  @OptionGroup var global: GlobalOptions
  @Argument(help: .refusedChangeID) var id: Int64
  @Flag(help: "Do not ask for confirmation.") var yes = false

  func run() async throws {
    try await CommandFailure.report {
      let app = try await AppEnvironment.open(global)
      guard let change = try await app.syncLedger.refused().first(where: { $0.id == id }) else {
        throw NotFound(message: "sync: no refused change \(id)")
      }
      if !yes, isatty(STDIN_FILENO) == 1 {
        print("discard  \(SyncLines.refused(change))? [y/N] ", terminator: "")
        guard let answer = readLine(), ["y", "yes"].contains(answer.lowercased()) else {
          print("kept")
          return
        }
      }
      try await app.syncLedger.discard(id, kinds: app.syncedKinds(settling: change.type))
      print("discarded  " + SyncLines.refused(change))
    }
  }
}
