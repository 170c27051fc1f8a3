import Foundation
import Testing

/// `nurse-server --help` is where an administrator looks first: it names how to operate the
/// server, each point backed by a subcommand or option that exists.
@Suite("nurse-server --help")
struct ServerHelpTests {
  @Test func theHelpSaysHowToOperateTheServer() async throws {
    let help = try ServerProcess(["--help"], in: FileManager.default.temporaryDirectory)
    #expect(try await help.exitStatus() == 0)
    let text = help.standardOutput
    for topic in [
      "--tls-cert", "--database postgres://", "/health/live", "/health/ready", "--metrics-port",
      "backup --to", "restore --from", "pg_dump", "restored", "upgrades", "SIGTERM",
    ] {
      #expect(text.contains(topic), "\(topic) is not in nurse-server --help")
    }
  }

  @Test func theOptionsTheHelpNamesExist() async throws {
    let serve = try ServerProcess(["serve", "--help"], in: FileManager.default.temporaryDirectory)
    #expect(try await serve.exitStatus() == 0)
    for option in ["--tls-cert", "--tls-key", "--metrics-port", "--database"] {
      #expect(serve.standardOutput.contains(option), "serve --help lacks \(option)")
    }
    let backup = try ServerProcess(
      ["backup", "--help"],
      in: FileManager.default.temporaryDirectory
    )
    #expect(try await backup.exitStatus() == 0)
    #expect(backup.standardOutput.contains("--to"))
    let restore = try ServerProcess(
      ["restore", "--help"],
      in: FileManager.default.temporaryDirectory
    )
    #expect(try await restore.exitStatus() == 0)
    #expect(restore.standardOutput.contains("--from"))
  }
}
