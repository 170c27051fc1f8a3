import Foundation

/// Where a nurse may send her password and her patients' records.
///
/// `https://` anywhere; plain `http://` only to this machine (a server on loopback, a reverse
/// proxy or a tunnel in front of the team's server), unless she says the network is trusted:
/// over any other network a password and health records in clear can be read by anyone on
/// the path.
public enum ServerURL {
  /// Why a server address was refused, in words a nurse can act on.
  public struct Refusal: Error, Equatable, CustomStringConvertible {
    public let description: String
  }

  /// The server's URL from `text`, or the reason it is refused.
  /// - Parameter allowingPlainHTTP: true when the nurse accepted sending in clear
  ///   (`--insecure`).
  public static func parse(_ text: String, allowingPlainHTTP: Bool) throws(Refusal) -> URL {
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
      scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty
    else {
      throw Refusal(description: "--server must be an http:// or https:// URL")
    }
    if scheme == "http" && !allowingPlainHTTP && !isLoopback(host: host) {
      throw Refusal(
        description: "--server \(text) is plain http:// to another machine: your password and "
          + "patients' records would cross the network unencrypted. Use https://, or add "
          + "--insecure only on a network you trust"
      )
    }
    return url
  }

  /// True for a name or address that never leaves this machine.
  public static func isLoopback(host: String) -> Bool {
    let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).lowercased()
    if bare == "localhost" || bare.hasSuffix(".localhost") || bare == "::1" { return true }
    let octets = bare.split(separator: ".", omittingEmptySubsequences: false)
    guard octets.count == 4, octets.allSatisfy({ UInt8($0) != nil }) else { return false }
    return octets[0] == "127"
  }
}
