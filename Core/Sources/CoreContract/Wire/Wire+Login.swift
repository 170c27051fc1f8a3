import Foundation

extension Wire {
  /// `POST /v1/auth/login`'s body: a nurse's username and password, traded for a session.
  public struct LoginRequest: Codable, Equatable, Sendable {
    public var username: String
    public var password: String

    /// A login of `username` with `password`.
    public init(username: String, password: String) {
      self.username = username
      self.password = password
    }

    /// The body's keys: the server refuses any other.
    public enum CodingKeys: String, CodingKey, CaseIterable, Sendable {
      case username, password
    }
  }

  /// The answer to a login: the bearer token, when it expires, and who logged in.
  public struct LoginAnswer: Codable, Equatable, Sendable {
    /// Who logged in, so the app can show it.
    public struct Nurse: Codable, Equatable, Sendable {
      public var username: String
      /// The team whose records the token opens.
      public var team: String

      /// The nurse `username` of `team`.
      public init(username: String, team: String) {
        self.username = username
        self.team = team
      }
    }

    /// The bearer token; never printed or logged.
    public var token: String
    /// When the server stops taking the token.
    public var expiresAt: Date
    public var nurse: Nurse

    /// An answer with every field given.
    public init(token: String, expiresAt: Date, nurse: Nurse) {
      self.token = token
      self.expiresAt = expiresAt
      self.nurse = nurse
    }
  }
}
