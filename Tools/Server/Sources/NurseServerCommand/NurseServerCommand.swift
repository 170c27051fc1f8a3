import ArgumentParser
import Foundation
import NurseServer

/// `nurse-server`: serves the team API, and administers teams, nurses and the audit log.
@main
struct NurseServerCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "nurse-server",
    abstract: "The nurses' team server: the sync API and its administration.",
    subcommands: [
      Serve.self, TeamCommand.self, NurseCommand.self, PatientCommand.self, AuditCommand.self,
    ],
    defaultSubcommand: Serve.self
  )
}

/// `--db PATH`, shared by every subcommand.
struct DatabaseOptions: ParsableArguments {
  @Option(help: "The SQLite file (default: $XDG_DATA_HOME/nurse-server/server.sqlite).")
  var db: String?

  func openStore() throws -> SQLiteServerStore {
    try SQLiteServerStore(path: db ?? DatabaseFile.defaultPath())
  }
}

/// Runs an administration function, printing its lines or reporting its refusal.
func runAdministration(_ work: () async throws -> [String]) async throws {
  do {
    for line in try await work() { print(line) }
  } catch let failure as Administration.Failure {
    FileHandle.standardError.write(Data("nurse-server: \(failure.description)\n".utf8))
    throw ExitCode(failure.isNotFound ? 66 : failure.isUsage ? 64 : 65)
  }
}
