import ArgumentParser
import Foundation
import NurseServer

/// `nurse-server`: serves the team API, and administers teams, nurses and the audit log.
@main
struct NurseServerCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "nurse-server",
    abstract: "The nurses' team server: the sync API and its administration.",
    discussion: """
      Operating it (Tools/Server/README.md says more of each):
        install     one binary; `serve` on a SQLite file by default
        TLS         serve --tls-cert FILE --tls-key FILE, or a reverse proxy
        PostgreSQL  --database postgres://… (or NURSE_SERVER_DATABASE)
        instances   several `serve` on one PostgreSQL database behind a
                    balancer that checks GET /health/live and /health/ready
        metrics     serve --metrics-port PORT: /metrics, loopback only
        backups     SQLite: backup --to FILE while serving, restore --from
                    FILE into a stopped server; PostgreSQL: pg_dump, then
                    pg_restore and `restored`; drill a restore
        upgrades    stop every old instance; the first new one migrates
                    the database before it serves; then start the others
        shutdown    SIGTERM stops accepting, finishes requests in flight
                    and closes the database
      """,
    subcommands: [
      Serve.self, TeamCommand.self, NurseCommand.self, PatientCommand.self, AuditCommand.self,
      MigrateCommand.self, BackupCommand.self, RestoreCommand.self, RestoredCommand.self,
    ],
    defaultSubcommand: Serve.self
  )
}

/// `--db PATH` or `--database URL|PATH`, shared by every subcommand.
struct DatabaseOptions: ParsableArguments {
  @Option(help: "The SQLite file (default: $XDG_DATA_HOME/nurse-server/server.sqlite).")
  var db: String?
  @Option(
    help: """
      A postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE URL (or a SQLite file) instead of \
      --db (env NURSE_SERVER_DATABASE).
      """
  )
  var database: String?

  /// Opens (and migrates) the store; a usage error (exit 64) names the option at fault.
  func openStore() async throws -> any ServerStore {
    let location: StoreLocation
    do {
      location = try StoreLocation.resolve(
        db: db,
        database: database,
        environment: ProcessInfo.processInfo.environment
      )
    } catch {
      FileHandle.standardError.write(Data("nurse-server: \(error.description)\n".utf8))
      throw ExitCode(64)
    }
    return try await location.open()
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
