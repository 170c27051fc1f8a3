import ArgumentParser
import CoreHTTP
import CoreSync
import Foundation
import LibPatient

/// `nurse sync`: push local changes, pull the team's. Exit 75 when the server cannot be
/// reached (run it again later; nothing is lost), 77 when the login was refused.
struct SyncCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sync",
    abstract: "Send local changes to the team server and fetch the team's.",
    subcommands: [SyncNowCommand.self, SyncConflictsCommand.self, SyncResolveCommand.self],
    defaultSubcommand: SyncNowCommand.self
  )
}

extension ConflictResolution: @retroactive ExpressibleByArgument {}

struct SyncNowCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "now",
    abstract: "Sync now (what `nurse sync` does)."
  )

  @OptionGroup var global: GlobalOptions
  @Flag(help: "Print JSON: pushed, pulled, conflicts, pending.") var json = false

  func run() async throws {
    try await CommandFailure.report {
      let app = try await AppEnvironment.open(global)
      let report = try await AppEnvironment.syncOnce(
        store: app.store,
        patients: app.patients,
        wounds: app.wounds
      )
      if json {
        try JSONOutput.print(report)
      } else {
        print(
          "pushed \(report.pushed), pulled \(report.pulled), conflicts \(report.conflicts), "
            + "pending \(report.pending)"
        )
      }
    }
  }
}

struct SyncConflictsCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "conflicts",
    abstract: "List the changes the server refused as stale."
  )

  @OptionGroup var global: GlobalOptions
  @Flag(help: "Print JSON.") var json = false

  func run() async throws {
    try await CommandFailure.report {
      let app = try await AppEnvironment.open(global)
      let conflicts = try await app.patients.conflicts()
      if json {
        try JSONOutput.print(conflicts.map(ConflictJSON.init))
        return
      }
      if conflicts.isEmpty { print("no conflicts") }
      for conflict in conflicts {
        let id = conflict.id.uuidString.lowercased()
        print("\(id.prefix(8))  patient \(conflict.patientID.uuidString.lowercased().prefix(8))")
        print("  mine:   \(conflict.mine.details.familyName), \(conflict.mine.details.givenName)")
        print(
          "  theirs: \(conflict.theirs.details.familyName), \(conflict.theirs.details.givenName)"
        )
      }
    }
  }
}

struct SyncResolveCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "resolve",
    abstract: "Keep my change (sent again) or theirs (mine dropped)."
  )

  @OptionGroup var global: GlobalOptions
  @Argument(help: "The conflict: its id or first characters.") var conflict: String
  @Option(help: "mine or theirs.") var keep: ConflictResolution

  func run() async throws {
    try await CommandFailure.report {
      let app = try await AppEnvironment.open(global)
      let wanted = conflict.lowercased()
      let matches = try await app.patients.conflicts()
        .filter { $0.id.uuidString.lowercased().hasPrefix(wanted) }
      guard matches.count == 1, let match = matches.first, wanted.count >= 4 else {
        throw NotFound(message: "sync: no single conflict matches \(conflict)")
      }
      try await app.patients.resolveConflict(match.id, keep: keep)
    }
  }
}

struct StatusCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "status",
    abstract: "The server, the nurse, pending changes and the last sync."
  )

  @OptionGroup var global: GlobalOptions
  @Flag(help: "Print JSON.") var json = false

  func run() async throws {
    try await CommandFailure.report {
      let app = try await AppEnvironment.open(global)
      let session = try SessionFile.standard().load()
      let status = StatusJSON(
        server: session?.server.absoluteString,
        nurse: session?.username,
        team: session?.team,
        pending: try await app.pendingChangeCount(),
        conflicts: try await app.patients.conflicts().count,
        lastSync: session?.lastSyncAt.map(JSONOutput.timestamp)
      )
      if json {
        try JSONOutput.print(status)
      } else {
        print("server     \(status.server ?? "not logged in (nurse login)")")
        print("nurse      \(status.nurse ?? "—")")
        print("pending    \(status.pending)")
        print("conflicts  \(status.conflicts)")
        print("last sync  \(status.lastSync ?? "never")")
      }
    }
  }
}

/// The saved login, and an HTTP client that carries its token.
enum SessionStore {
  static func current() throws -> ServerSession {
    guard let session = try SessionFile.standard().load() else { throw NotLoggedIn() }
    return session
  }

  static func client(for session: ServerSession) -> any HTTPClient {
    let token = session.token
    return URLSessionHTTPClient(baseURL: session.server, token: { token })
  }
}

struct NotLoggedIn: Error {}

struct NotFound: Error {
  var message: String
}
