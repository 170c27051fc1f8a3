import ArgumentParser
import CoreHTTP
import CoreSync
import CoreTerminal
import FeatureSync
import Foundation

/// `nurse sync`: push local changes, pull the team's, retrying by itself over a bad link. Exit
/// 65 when the server refused a change (listed), 75 when it could not be reached for
/// `--give-up-after` seconds (run it again later; nothing is lost), 77 when the login was
/// refused.
struct SyncCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sync",
    abstract: "Send local changes to the team server and fetch the team's.",
    subcommands: [
      SyncNowCommand.self, SyncConflictsCommand.self, SyncResolveCommand.self,
      SyncRefusedCommand.self, SyncRetryCommand.self, SyncDiscardCommand.self,
    ],
    defaultSubcommand: SyncNowCommand.self
  )
}

struct SyncNowCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "now",
    abstract: "Sync now (what `nurse sync` does)."
  )

  @OptionGroup var global: GlobalOptions
  @OptionGroup var link: SyncPatienceOptions
  @Flag(
    help: "Print JSON: the counts, refusedChanges and conflictingFields."
  ) var json = false

  func run() async throws {
    try await CommandFailure.report {
      let app = try await AppEnvironment.open(global)
      let progress = SyncProgressPrinter.standardError()
      let report: SyncReport
      do {
        report = try await app.syncOnce(patience: link.patience, watch: { progress.show($0) })
        progress.finish()
      } catch {
        progress.finish()
        throw error
      }
      let refused = try await app.syncLedger.refused()
      let conflicts = try await app.syncLedger.conflicts()
      if json {
        try JSONOutput.print(SyncJSON(report, refused: refused, conflicts: conflicts))
      } else {
        print(
          "pushed \(report.pushed), pulled \(report.pulled), pending \(report.pending), "
            + "conflicts \(report.conflicts), refused \(report.refused)"
            + (report.parked > 0 ? ", parked \(report.parked)" : "")
        )
        for conflict in conflicts { print("conflict  " + SyncLines.conflict(conflict)) }
        for change in refused { print("refused  " + SyncLines.refused(change)) }
        if !conflicts.isEmpty { print(SyncLines.conflictHint(conflicts.count)) }
      }
      if !refused.isEmpty { throw RefusedChangesWaiting(changes: refused) }
    }
  }
}

struct StatusCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "status",
    abstract: "The server, the nurse, pending, refused, conflicting and parked changes."
  )

  @OptionGroup var global: GlobalOptions
  @Flag(help: "Print JSON.") var json = false

  func run() async throws {
    try await CommandFailure.report {
      let app = try await AppEnvironment.open(global)
      let session = try SessionFile.standard().load()
      let pending = try await app.pendingByKind()
      let refused = try await app.syncLedger.refused()
      let status = StatusJSON(
        server: session?.server.absoluteString,
        nurse: session?.username,
        team: session?.team,
        pending: pending.reduce(0) { $0 + $1.count },
        pendingByType: Dictionary(pending.map { ($0.kind, $0.count) }) { first, _ in first },
        refused: refused.count,
        refusedChanges: refused.map(RefusedJSON.init),
        conflicts: try await app.syncLedger.conflicts().count,
        parked: try await app.syncLedger.parkedCount(),
        lastSync: session?.lastSyncAt.map(JSONOutput.timestamp)
      )
      if json { return try JSONOutput.print(status) }
      print(
        "server     \(status.server?.visibleControls(whitespace: .asPictures) ?? "not logged in (nurse login)")"
      )
      print("nurse      \(status.nurse?.visibleControls(whitespace: .asPictures) ?? "—")")
      print("pending    \(SyncLines.pending(pending))")
      print("refused    \(status.refused)")
      for change in refused { print("  " + SyncLines.refused(change)) }
      print("conflicts  \(status.conflicts)")
      print("parked     \(status.parked)")
      print("last sync  \(status.lastSync ?? "never")")
      if status.conflicts > 0 { print(SyncLines.conflictHint(status.conflicts)) }
    }
  }
}
