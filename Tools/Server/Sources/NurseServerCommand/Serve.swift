import ArgumentParser
import Foundation
import Hummingbird
import Logging
import NurseServer

/// `nurse-server [serve] --host --port --db`: runs the API until SIGINT or SIGTERM.
struct Serve: AsyncParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Serve the API (the default).")

  @Option(help: "The address to listen on.") var host = "127.0.0.1"
  @Option(help: "The port to listen on; 0 picks a free one.") var port = 8080
  @OptionGroup var database: DatabaseOptions

  func run() async throws {
    LoggingSystem.bootstrap(StreamLogHandler.standardError)
    let store = try database.openStore()
    let logger = Logger(label: "nurse-server")
    let host = self.host
    let app = ServerApplication.make(store: store, host: host, port: port, logger: logger) {
      bound in
      // Written straight to stdout (not buffered): scripts and tests read the port from it.
      let line = "nurse-server listening on http://\(host):\(bound)\n"
      FileHandle.standardOutput.write(Data(line.utf8))
    }
    try await app.runService()
  }
}
