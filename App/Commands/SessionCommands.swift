import ArgumentParser
import CoreHTTP
import Foundation

struct LoginCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "login",
    abstract: "Log in to the team's server (password from NURSE_PASSWORD, stdin or a prompt)."
  )

  @OptionGroup var global: GlobalOptions
  @Option(help: ArgumentHelp("The team server.", valueName: "url")) var server: String
  @Option(help: "Your username on the server.") var username: String
  @Flag(help: "Allow plain http:// to another machine (a network you trust).")
  var insecure = false

  func run() async throws {
    try await CommandFailure.report {
      let url: URL
      do throws(ServerURL.Refusal) {
        url = try ServerURL.parse(server, allowingPlainHTTP: insecure)
      } catch {
        throw UsageError(message: error.description)
      }
      let password = try PasswordInput.read()
      let session = try await ServerLogin.login(
        to: url,
        username: username,
        password: password,
        using: URLSessionHTTPClient(baseURL: url)
      )
      try SessionFile.standard().save(session)
      print("logged in to \(url.absoluteString) as \(session.username)")
    }
  }
}

struct LogoutCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "logout",
    abstract: "End the server login here and on the server (local records stay)."
  )

  func run() async throws {
    try await CommandFailure.report {
      let file = SessionFile.standard()
      guard let session = try file.load() else { return }
      var revoked = true
      do {
        let client = URLSessionHTTPClient(
          baseURL: session.server,
          timeout: 5,
          token: { session.token }
        )
        try await ServerLogout.revoke(using: client)
      } catch is HTTPError {
        revoked = false
      }
      // Forgotten here whatever the server answered: she asked for it gone from this machine.
      try file.delete()
      guard revoked else {
        // Not silent: the token stays valid on the server until it expires.
        let expiry = session.expiresAt.formatted(.iso8601)
        let warning =
          "nurse: logged out here, but the server could not be told; the session there "
          + "ends by itself at \(expiry)\n"
        FileHandle.standardError.write(Data(warning.utf8))
        return
      }
      print("logged out of \(session.server.absoluteString)")
    }
  }
}

/// The password, from `NURSE_PASSWORD`, else a prompt without echo on a terminal, else the
/// first line of standard input (for scripts).
enum PasswordInput {
  static func read() throws -> String {
    if let fromEnvironment = ProcessInfo.processInfo.environment["NURSE_PASSWORD"] {
      return fromEnvironment
    }
    if isatty(STDIN_FILENO) == 1, let typed = getpass("Password: ") {
      return String(cString: typed)
    }
    guard let line = Swift.readLine(strippingNewline: true), !line.isEmpty else {
      throw UsageError(message: "no password: set NURSE_PASSWORD or pipe it on stdin")
    }
    return line
  }
}
