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

  func run() async throws {
    try await CommandFailure.report {
      guard let url = URL(string: server), url.scheme == "http" || url.scheme == "https" else {
        throw UsageError(message: "--server must be an http:// or https:// URL")
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
    abstract: "Forget the server login (local records stay)."
  )

  func run() async throws {
    try await CommandFailure.report {
      try SessionFile.standard().delete()
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
