import Foundation

/// One request to the team server, relative to the client's base URL.
public struct HTTPRequest: Sendable, Equatable {
  public var method: String
  /// The path under the base URL, e.g. `/v1/patients/changes`.
  public var path: String
  public var query: [URLQueryItem]
  public var headers: [String: String]
  public var body: Data?

  public init(
    method: String,
    path: String,
    query: [URLQueryItem] = [],
    headers: [String: String] = [:],
    body: Data? = nil
  ) {
    self.method = method
    self.path = path
    self.query = query
    self.headers = headers
    self.body = body
  }
}

/// What the server answered, whatever the status: callers decide what a 412 means.
public struct HTTPResponse: Sendable, Equatable {
  public var status: Int
  /// Header names lowercased.
  public var headers: [String: String]
  public var body: Data

  public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// The response itself when 2xx, else the typed error its status and problem body mean.
  public func requireSuccess() throws -> HTTPResponse {
    if (200..<300).contains(status) { return self }
    throw HTTPError(response: self)
  }
}

/// Sends requests to the team server. Libraries depend on this protocol; the app hands them
/// `URLSessionHTTPClient`, tests a stub.
public protocol HTTPClient: Sendable {
  /// Sends `request`. Throws `HTTPError.unreachable` or `.timedOut` when no answer came;
  /// any answer, error statuses included, is returned.
  func send(_ request: HTTPRequest) async throws -> HTTPResponse
}
