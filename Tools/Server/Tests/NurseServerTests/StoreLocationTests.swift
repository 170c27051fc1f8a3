import Foundation
import Testing

@testable import NurseServer

/// `--database`, `--db` and `NURSE_SERVER_DATABASE`: which engine a command opens, and the
/// refusals that name the option at fault.
@Suite struct StoreLocationTests {
  @Test func aPostgresURLChoosesPostgreSQLAndAnythingElseIsASQLiteFile() throws {
    let url = "postgres://nurse:s3cret@db.internal:6543/nurses?sslmode=require&pool=40"
    guard
      case .postgres(let location) = try StoreLocation.resolve(
        db: nil,
        database: url,
        environment: [:]
      )
    else {
      Issue.record("not PostgreSQL")
      return
    }
    #expect(location.configuration.host == "db.internal")
    #expect(location.configuration.port == 6543)
    #expect(location.configuration.database == "nurses")
    #expect(location.configuration.username == "nurse")
    #expect(location.configuration.password == "s3cret")
    #expect(location.configuration.options.maximumConnections == 40)
    let file = try StoreLocation.resolve(db: nil, database: "/srv/server.sqlite", environment: [:])
    guard case .sqlite(let path) = file else { throw ServerProcess.Failure("not SQLite") }
    #expect(path == "/srv/server.sqlite")
  }

  @Test func theOptionWinsOverTheEnvironmentAndSQLiteIsTheDefault() throws {
    let environment = ["NURSE_SERVER_DATABASE": "postgres://u@h/d", "XDG_DATA_HOME": "/data"]
    guard
      case .postgres = try StoreLocation.resolve(db: nil, database: nil, environment: environment)
    else { throw ServerProcess.Failure("the variable was not read") }
    guard
      case .sqlite(let path) = try StoreLocation.resolve(
        db: "/x.sqlite",
        database: nil,
        environment: environment
      )
    else { throw ServerProcess.Failure("--db lost to the variable") }
    #expect(path == "/x.sqlite")
    guard
      case .sqlite(let fallback) = try StoreLocation.resolve(
        db: nil,
        database: nil,
        environment: ["XDG_DATA_HOME": "/data"]
      )
    else { throw ServerProcess.Failure("no default") }
    #expect(fallback == "/data/nurse-server/server.sqlite")
  }

  @Test(arguments: [
    ("postgres://h/d", "names no user"),
    ("postgres://u@h", "names no database"),
    ("postgres://u:secret@h/d?sslmode=maybe", "sslmode"),
    ("postgres://u@h/d?pool=0", "pool must be"),
    ("mysql://u@h/d", "postgres:// URL or the path"),
  ])
  func aBadURLIsRefusedNamingWhatIsWrongNeverThePassword(url: String, says: String) {
    #expect {
      _ = try StoreLocation.resolve(db: nil, database: url, environment: [:])
    } throws: { error in
      let text = (error as? UsageError)?.description ?? ""
      return text.contains(says) && text.contains("--database") && !text.contains("secret")
    }
  }

  @Test func dbAndDatabaseTogetherAreRefused() {
    #expect(throws: UsageError.self) {
      _ = try StoreLocation.resolve(db: "/a.sqlite", database: "postgres://u@h/d", environment: [:])
    }
  }
}
