import Foundation

/// The body of `POST /v1/auth/login`.
public struct LoginRequest: Codable, Sendable {
  public var username: String
  public var password: String

  public init(username: String, password: String) {
    self.username = username
    self.password = password
  }
}

extension LoginRequest: StrictWireBody {
  static let allowedKeys: Set<String> = ["username", "password"]
}

/// The answer to a successful login: an opaque bearer token and when it stops working.
public struct LoginResponse: Codable, Sendable {
  /// Who logged in, so the client can show it.
  public struct Nurse: Codable, Sendable {
    public var username: String
    public var team: String
  }

  public var token: String
  public var expiresAt: Date
  public var nurse: Nurse
}
