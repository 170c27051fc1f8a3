import ArgumentParser
import Foundation
import Hummingbird
import Logging
import NurseServer

/// `nurse-server [serve] --host --port --db [--tls-cert --tls-key] [--token-lifetime]
/// [--log-level]`: runs the API until SIGINT or SIGTERM.
struct Serve: AsyncParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Serve the API (the default).")

  @Option(help: "The address to listen on.") var host = "127.0.0.1"
  @Option(help: "The port to listen on; 0 picks a free one.") var port = 8080
  @Option(
    name: .customLong("tls-cert"),
    help: "A PEM certificate chain, to serve HTTPS (env NURSE_SERVER_TLS_CERT); needs --tls-key."
  )
  var tlsCertificate: String?
  @Option(
    name: .customLong("tls-key"),
    help: "The certificate's PEM private key, unencrypted (env NURSE_SERVER_TLS_KEY)."
  )
  var tlsKey: String?
  @Option(help: "Hours a login lasts (env NURSE_SERVER_TOKEN_LIFETIME; default 12).")
  var tokenLifetime: String?
  @Option(
    help: """
      trace|debug|info|notice|warning|error|critical (env NURSE_SERVER_LOG_LEVEL; default \
      info).
      """
  )
  var logLevel: String?
  @OptionGroup var database: DatabaseOptions

  func run() async throws {
    let options = ServeOptions(
      tlsCertificate: tlsCertificate,
      tlsKey: tlsKey,
      tokenLifetimeHours: tokenLifetime,
      logLevel: logLevel
    )
    let settings: ServeSettings
    do {
      settings = try options.resolved(environment: ProcessInfo.processInfo.environment)
    } catch {
      // Before anything listens: a server that half starts is worse than one that says why.
      FileHandle.standardError.write(Data("nurse-server: \(error.description)\n".utf8))
      throw ExitCode(64)
    }
    LoggingSystem.bootstrap(StreamLogHandler.standardError)
    var logger = Logger(label: "nurse-server")
    logger.logLevel = settings.logLevel
    let store = try await database.openStore()
    let host = self.host
    let scheme = settings.scheme
    let app = try ServerApplication.make(
      store: store,
      host: host,
      port: port,
      tls: settings.tls,
      auth: settings.auth,
      logger: logger
    ) { bound in
      // Written straight to stdout (not buffered): scripts and tests read the port from it.
      let line = "nurse-server listening on \(scheme)://\(host):\(bound)\n"
      FileHandle.standardOutput.write(Data(line.utf8))
    }
    try await app.runService()
  }
}
