import Foundation

/// A listening TCP socket on 127.0.0.1 at a port the system picks, for the transport tests'
/// hand-made servers.
enum LoopbackListener {
  /// The socket, listening, and its port.
  static func open() throws -> (listener: Int32, port: UInt16) {
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
        bind(listener, generic, length) == 0 && listen(listener, 8) == 0
          && getsockname(listener, generic, &length) == 0
      }
    }
    guard bound else { throw CocoaError(.fileWriteUnknown) }
    return (listener, UInt16(bigEndian: address.sin_port))
  }
}
