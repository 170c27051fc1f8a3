import Foundation
import NIOSSL

/// Reads the PEM certificate chain and private key `serve --tls-cert --tls-key` name into the
/// TLS configuration of the listener, checking them before the server listens.
public enum TLSFiles {
  /// The server's TLS configuration: the chain in `certificate` (leaf first), the key in
  /// `key`, TLS 1.2 at least. Throws a usage error naming the option at fault.
  public static func configuration(certificate: String, key: String) throws(UsageError)
    -> TLSConfiguration
  {
    let chain: [NIOSSLCertificate]
    do {
      chain = try NIOSSLCertificate.fromPEMFile(certificate)
    } catch {
      throw UsageError("--tls-cert \(certificate): cannot read a PEM certificate from it")
    }
    guard !chain.isEmpty else {
      throw UsageError("--tls-cert \(certificate): holds no PEM certificate")
    }
    let privateKey: NIOSSLPrivateKey
    do {
      privateKey = try NIOSSLPrivateKey(file: key, format: .pem)
    } catch {
      throw UsageError(
        "--tls-key \(key): cannot read an unencrypted PEM private key from it"
      )
    }
    var configuration = TLSConfiguration.makeServerConfiguration(
      certificateChain: chain.map { .certificate($0) },
      privateKey: .privateKey(privateKey)
    )
    // TLS 1.0 and 1.1 are broken and long deprecated (RFC 8996).
    configuration.minimumTLSVersion = .tlsv12
    do {
      // Building a context now finds a key that does not match the certificate.
      _ = try NIOSSLContext(configuration: configuration)
    } catch {
      throw UsageError("--tls-key \(key) does not go with the certificate of --tls-cert")
    }
    return configuration
  }
}
