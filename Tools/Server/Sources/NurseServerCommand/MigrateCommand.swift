import ArgumentParser
import Foundation
import NurseServer

/// `nurse-server migrate --from FILE --to postgres://…`: moves a practice's server from its
/// SQLite file to PostgreSQL, so that nurses go on syncing from their cursors.
struct MigrateCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "migrate",
    abstract: """
      Copy a SQLite server (teams, nurses, sessions, records, photos, audit, sequences) into \
      an empty PostgreSQL database; stop the server first.
      """
  )
  @Option(help: "The SQLite file to copy.") var from: String
  @Option(help: "The empty PostgreSQL database: postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE.")
  var to: String

  func run() async throws {
    let target: PostgresLocation
    do {
      guard FileManager.default.fileExists(atPath: from) else {
        throw UsageError("--from names no file")
      }
      target = try PostgresLocation(url: to)
    } catch let error as UsageError {
      FileHandle.standardError.write(Data("nurse-server: \(error.description)\n".utf8))
      throw ExitCode(64)
    }
    let source = try SQLiteServerStore(path: from)
    let store = try await PostgresServerStore(target)
    defer { Task { await store.close() } }
    do {
      let report = try await StoreCopy.copy(from: source, to: store)
      for table in report.tables { print("copied \(table.rows) \(table.name) rows") }
    } catch let error as UsageError {
      FileHandle.standardError.write(Data("nurse-server: \(error.description)\n".utf8))
      throw ExitCode(65)
    }
  }
}
