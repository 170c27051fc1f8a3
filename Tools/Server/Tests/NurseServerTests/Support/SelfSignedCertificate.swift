import Foundation

/// A self-signed certificate for 127.0.0.1 and localhost, made with the `openssl` command at
/// test time in `directory` (no key or certificate is kept in the repository).
struct SelfSignedCertificate {
  let certificate: URL
  let key: URL

  init(in directory: URL, name: String = "server") throws {
    certificate = directory.appendingPathComponent("\(name)-cert.pem")
    key = directory.appendingPathComponent("\(name)-key.pem")
    try Self.openssl([
      "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
      "-keyout", key.path, "-out", certificate.path, "-days", "1", "-subj", "/CN=localhost",
      "-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost",
    ])
  }

  /// Runs `openssl arguments`, throwing when it fails.
  static func openssl(_ arguments: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["openssl"] + arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw ServerProcess.Failure("openssl \(arguments.first ?? "") failed")
    }
  }
}
