import CoreHTTP
import Foundation

/// The saved login, and an HTTP client that carries its token.
enum SessionStore {
  static func current() throws -> ServerSession {
    guard let session = try SessionFile.standard().load() else { throw NotLoggedIn() }
    return session
  }

  static func client(for session: ServerSession) -> any HTTPClient {
    let token = session.token
    return URLSessionHTTPClient(baseURL: session.server, token: { token })
  }
}

struct NotLoggedIn: Error {}

struct NotFound: Error {
  var message: String
}
