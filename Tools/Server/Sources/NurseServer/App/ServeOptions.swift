import Foundation
import Logging
import NIOSSL

/// What `nurse-server serve` was given for TLS, token lifetime, logging and metrics, each
/// option else its environment variable; `resolved` checks them all before the server listens.
public struct ServeOptions: Sendable {
  /// `--tls-cert`, else `NURSE_SERVER_TLS_CERT`: the PEM certificate chain.
  public var tlsCertificate: String?
  /// `--tls-key`, else `NURSE_SERVER_TLS_KEY`: the PEM private key.
  public var tlsKey: String?
  /// `--token-lifetime`, else `NURSE_SERVER_TOKEN_LIFETIME`: hours a login lasts.
  public var tokenLifetimeHours: String?
  /// `--log-level`, else `NURSE_SERVER_LOG_LEVEL`.
  public var logLevel: String?
  /// `--metrics-port`, else `NURSE_SERVER_METRICS_PORT`: where `/metrics` answers; none, off.
  public var metricsPort: String?
  /// `--metrics-host`, else `NURSE_SERVER_METRICS_HOST`: the metrics listener's address.
  public var metricsHost: String?
  /// `--metrics-allow-remote`: the operator's word that a non-loopback `--metrics-host` is
  /// meant (a firewall or a private network keeps it from the nurses' side).
  public var metricsAllowRemote: Bool

  /// The longest token lifetime accepted: 30 days.
  public static let longestTokenLifetimeHours = 30.0 * 24

  /// The options as the command line gave them (nil: not given).
  public init(
    tlsCertificate: String? = nil,
    tlsKey: String? = nil,
    tokenLifetimeHours: String? = nil,
    logLevel: String? = nil,
    metricsPort: String? = nil,
    metricsHost: String? = nil,
    metricsAllowRemote: Bool = false
  ) {
    self.tlsCertificate = tlsCertificate
    self.tlsKey = tlsKey
    self.tokenLifetimeHours = tokenLifetimeHours
    self.logLevel = logLevel
    self.metricsPort = metricsPort
    self.metricsHost = metricsHost
    self.metricsAllowRemote = metricsAllowRemote
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
    settings.metrics = try metricsAddress(
      port: value(metricsPort, "NURSE_SERVER_METRICS_PORT"),
      host: value(metricsHost, "NURSE_SERVER_METRICS_HOST")
    )
    return settings
  }

  /// Where the metrics listener binds, nil when it is off. Loopback unless the operator
  /// allows more: a Prometheus text names no patient, but it tells how busy the team is, and
  /// an API bound to the network (`--host 0.0.0.0`) must not take the metrics with it.
  private func metricsAddress(port: String?, host: String?) throws(UsageError) -> MetricsAddress? {
    guard let port else {
      if host != nil {
        throw UsageError("--metrics-host (or NURSE_SERVER_METRICS_HOST) needs --metrics-port")
      }
      return nil
    }
    guard let number = Int(port), (0...65535).contains(number) else {
      throw UsageError(
        "--metrics-port (or NURSE_SERVER_METRICS_PORT) must be a port number from 0 to 65535"
      )
    }
    let host = host ?? MetricsAddress.defaultHost
    guard MetricsAddress.isLoopback(host) || metricsAllowRemote else {
      throw UsageError(
        "--metrics-host (or NURSE_SERVER_METRICS_HOST) \(host) is not a loopback address: "
          + "add --metrics-allow-remote to serve metrics beyond this machine"
      )
    }
    return MetricsAddress(host: host, port: number)
  }
}

/// The checked address of the metrics listener.
public struct MetricsAddress: Sendable, Equatable {
  /// The default metrics host: this machine only.
  public static let defaultHost = "127.0.0.1"

  /// The address to bind.
  public var host: String
  /// The port to bind; 0 picks a free one.
  public var port: Int

  /// Whether `host` is reached from this machine only: `localhost`, `::1` or 127.0.0.0/8.
  public static func isLoopback(_ host: String) -> Bool {
    if host == "localhost" || host == "::1" { return true }
    let parts = host.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 4, parts.allSatisfy({ UInt8($0) != nil }) else { return false }
    return parts[0] == "127"
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
  /// Where `/metrics` answers; nil, not at all.
  public var metrics: MetricsAddress?

  /// The URL scheme clients reach the server by.
  public var scheme: String { tls == nil ? "http" : "https" }
}
