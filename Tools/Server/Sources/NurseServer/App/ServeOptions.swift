import Foundation
import Logging
import NIOSSL

/// What `nurse-server serve` was given for TLS, token lifetime and logging, each option else
/// its environment variable; `resolved` checks them all before the server listens.
public struct ServeOptions: Sendable {
  /// `--tls-cert`, else `NURSE_SERVER_TLS_CERT`: the PEM certificate chain.
  public var tlsCertificate: String?
  /// `--tls-key`, else `NURSE_SERVER_TLS_KEY`: the PEM private key.
  public var tlsKey: String?
  /// `--token-lifetime`, else `NURSE_SERVER_TOKEN_LIFETIME`: hours a login lasts.
  public var tokenLifetimeHours: String?
  /// `--log-level`, else `NURSE_SERVER_LOG_LEVEL`.
  public var logLevel: String?

  /// The longest token lifetime accepted: 30 days.
  public static let longestTokenLifetimeHours = 30.0 * 24

  /// The options as the command line gave them (nil: not given).
  public init(
    tlsCertificate: String? = nil,
    tlsKey: String? = nil,
    tokenLifetimeHours: String? = nil,
    logLevel: String? = nil
  ) {
    self.tlsCertificate = tlsCertificate
    self.tlsKey = tlsKey
    self.tokenLifetimeHours = tokenLifetimeHours
    self.logLevel = logLevel
  }

  /// What the server runs with: the options given, else the environment's, else defaults.
  /// Throws a usage error naming the option at fault.
  public func resolved(environment: [String: String]) throws(UsageError) -> ServeSettings {
    func value(_ option: String?, _ variable: String) -> String? {
      if let option { return option }
      guard let text = environment[variable], !text.isEmpty else { return nil }
      return text
    }
    var settings = ServeSettings()
    let levelText = value(logLevel, "NURSE_SERVER_LOG_LEVEL")
    if let levelText {
      guard let level = Logger.Level(rawValue: levelText.lowercased()) else {
        let levels = Logger.Level.allCases.map(\.rawValue).joined(separator: "|")
        throw UsageError("--log-level (or NURSE_SERVER_LOG_LEVEL) must be one of \(levels)")
      }
      settings.logLevel = level
    }
    if let hoursText = value(tokenLifetimeHours, "NURSE_SERVER_TOKEN_LIFETIME") {
      guard let hours = Double(hoursText), hours > 0, hours <= Self.longestTokenLifetimeHours
      else {
        throw UsageError(
          "--token-lifetime (or NURSE_SERVER_TOKEN_LIFETIME) must be a number of hours above 0 "
            + "and at most \(Int(Self.longestTokenLifetimeHours))"
        )
      }
      settings.auth.tokenLifetime = hours * 60 * 60
    }
    let certificate = value(tlsCertificate, "NURSE_SERVER_TLS_CERT")
    let key = value(tlsKey, "NURSE_SERVER_TLS_KEY")
    switch (certificate, key) {
    case (nil, nil):
      break
    case (let certificate?, let key?):
      settings.tls = try TLSFiles.configuration(certificate: certificate, key: key)
    default:
      throw UsageError(
        "--tls-cert and --tls-key go together (or NURSE_SERVER_TLS_CERT and NURSE_SERVER_TLS_KEY):"
          + " give both to serve HTTPS, or neither"
      )
    }
    return settings
  }
}

/// The checked settings `nurse-server serve` runs with.
public struct ServeSettings: Sendable {
  /// Serve HTTPS with this configuration; nil serves plain HTTP.
  public var tls: TLSConfiguration?
  /// The lowest level logged.
  public var logLevel: Logger.Level = .info
  /// Token lifetime, bcrypt cost, login throttle.
  public var auth = AuthSettings()

  /// The URL scheme clients reach the server by.
  public var scheme: String { tls == nil ? "http" : "https" }
}
