import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A server on loopback that answers every request, after `delay`, with a 401 problem: what
/// a slow network or a busy server looks like to `nurse`.
final class SlowServer: Sendable {
  let url: URL
  private let listener: Int32

  init(delay: TimeInterval) throws {
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
        bind(listener, address, length) == 0 && listen(listener, 8) == 0
          && getsockname(listener, address, &length) == 0
      }
    }
    guard bound else {
      close(listener)
      throw Unavailable()
    }
    self.listener = listener
    url = URL(string: "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))")!
    Thread.detachNewThread {
      // Until the listener is closed: accept, read the request, wait, answer, close.
      while case let connection = accept(listener, nil, nil), connection >= 0 {
        var request = [UInt8](repeating: 0, count: 65_536)
        _ = read(connection, &request, request.count)
        Thread.sleep(forTimeInterval: delay)
        let body = #"{"type":"about:blank","title":"Unauthorized","status":401}"#
        let answer =
          "HTTP/1.1 401 Unauthorized\r\nContent-Type: application/problem+json\r\n"
          + "WWW-Authenticate: Bearer realm=\"slow\"\r\nContent-Length: \(body.utf8.count)\r\n"
          + "Connection: close\r\n\r\n\(body)"
        _ = Array(answer.utf8).withUnsafeBytes { write(connection, $0.baseAddress, $0.count) }
        close(connection)
      }
    }
  }

  deinit {
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
  }

  struct Unavailable: Error {}
}
