import Foundation
import HTTPTypes
import Hummingbird

/// The address a request comes from, as the login throttle counts it.
///
/// Behind a reverse proxy on the same machine every request comes from loopback; the proxy
/// then names the client in `X-Forwarded-For`, whose last entry is the address the proxy saw.
/// The header is believed only from loopback: a client connecting from elsewhere could write
/// anything there.
enum ClientAddress {
  static let forwardedFor = HTTPField.Name("X-Forwarded-For")!

  /// The client's address, or `unknown` when the connection has none (an in-process test).
  static func of(_ request: Request, peer: String?) -> String {
    guard let peer else { return "unknown" }
    guard isLoopback(peer) else { return peer }
    let forwarded = request.headers[values: forwardedFor]
      .flatMap { $0.split(separator: ",") }
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .last { !$0.isEmpty }
    // Cut: the proxy's header is trusted, not its length.
    return forwarded.map { String($0.prefix(64)) } ?? peer
  }

  static func isLoopback(_ address: String) -> Bool {
    address == "::1" || address.hasPrefix("127.") || address.hasPrefix("::ffff:127.")
  }
}
