import CoreContract
import Foundation

/// A nurse logged in to a team server: where, who, and the bearer token that proves it.
public struct ServerSession: Codable, Equatable, Sendable {
  /// The server's base URL, e.g. `http://127.0.0.1:8080`.
  public var server: URL
  public var username: String
  public var team: String?
  /// The bearer token; never printed or logged.
  public var token: String
  public var expiresAt: Date
  /// When the last sync finished without error, for `nurse status`.
  public var lastSyncAt: Date?

  public init(
    server: URL,
    username: String,
    team: String?,
    token: String,
    expiresAt: Date,
    lastSyncAt: Date? = nil
  ) {
    self.server = server
    self.username = username
    self.team = team
    self.token = token
    self.expiresAt = expiresAt
    self.lastSyncAt = lastSyncAt
  }
}

/// `POST /v1/auth/login`: trades a username and password for a session.
public enum ServerLogin {
  /// Logs in. Throws `HTTPError.unauthorized` for wrong credentials, `.unreachable` or
  /// `.timedOut` when the server cannot be reached.
  public static func login(
    to server: URL,
    username: String,
    password: String,
    using client: any HTTPClient
  ) async throws -> ServerSession {
    let body = try WireCoding.encoder.encode(
      Wire.LoginRequest(username: username, password: password)
    )
    let response = try await client.send(
      HTTPRequest(method: "POST", path: ContractPaths.login, body: body)
    ).requireSuccess()
    let answer = try WireCoding.decoder.decode(Wire.LoginAnswer.self, from: response.body)
    return ServerSession(
      server: server,
      username: answer.nurse.username,
      team: answer.nurse.team,
      token: answer.token,
      expiresAt: answer.expiresAt
    )
  }
}

/// `POST /v1/auth/logout`: ends the session on the server, so its token opens nothing even
/// if a copy of it survives.
public enum ServerLogout {
  /// Revokes the token `client` sends. A token the server no longer knows (expired, revoked,
  /// the nurse disabled) counts as revoked. Throws `HTTPError` when there was no answer.
  public static func revoke(using client: any HTTPClient) async throws {
    let response = try await client.send(HTTPRequest(method: "POST", path: ContractPaths.logout))
    if response.status == 401 { return }
    _ = try response.requireSuccess()
  }
}

/// Where the session is kept between commands: `$XDG_CONFIG_HOME/nurse/session.json`
/// (default `~/.config/nurse/`), the folder 0700 and the file 0600, since the token opens the
/// team's patient records.
public struct SessionFile: Sendable {
  public let url: URL

  public init(url: URL) { self.url = url }

  /// The session file for this environment.
  public static func standard(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> SessionFile {
    let base: URL
    if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
      base = URL(fileURLWithPath: xdg)
    } else {
      base = URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory())
        .appendingPathComponent(".config")
    }
    return SessionFile(url: base.appendingPathComponent("nurse/session.json"))
  }

  /// The saved session, or nil when the nurse has not logged in.
  public func load() throws -> ServerSession? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return try decoder.decode(ServerSession.self, from: Data(contentsOf: url))
  }

  /// Saves atomically: a private temporary file renamed over the old one.
  public func save(_ session: ServerSession) throws {
    let directory = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(
      at: directory,
      withIntermediateDirectories: true,
      attributes: [.posixPermissions: 0o700]
    )
    // The project's one JSON writer; instants as `JSONDecoder`'s `.iso8601` reads them.
    let writer = JSONWriter(options: .pretty, dateText: { $0.formatted(.iso8601) })
    let data = try writer.encode(session)
    let temporary = directory.appendingPathComponent(".session-\(UUID().uuidString)")
    let descriptor = open(temporary.path, O_CREAT | O_EXCL | O_WRONLY, 0o600)
    guard descriptor >= 0 else { throw CocoaError(.fileWriteNoPermission) }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    try handle.write(contentsOf: data)
    try handle.close()
    guard rename(temporary.path, url.path) == 0 else {
      try? FileManager.default.removeItem(at: temporary)
      throw CocoaError(.fileWriteUnknown)
    }
  }

  /// Forgets the session (logout).
  public func delete() throws {
    if FileManager.default.fileExists(atPath: url.path) {
      try FileManager.default.removeItem(at: url)
    }
  }
}
