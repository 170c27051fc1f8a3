import Foundation

/// A one-purpose HTTP server on 127.0.0.1 for transport tests: it answers every connection with
/// the same raw bytes, or holds it open without a word when `response` is nil.
final class LoopbackServer: @unchecked Sendable {
  let port: UInt16
  private let listener: Int32
  private let response: String?
  private let thread: Thread

  init(response: String?) throws {
    let (listener, port) = try LoopbackListener.open()
    self.listener = listener
    self.port = port
    self.response = response
    thread = Thread {
      var held: [Int32] = []
      while true {
        let connection = accept(listener, nil, nil)
        if connection < 0 { break }
        var buffer = [UInt8](repeating: 0, count: 65536)
        _ = read(connection, &buffer, buffer.count)
        if let response {
          _ = response.withCString { write(connection, $0, strlen($0)) }
          close(connection)
        } else {
          held.append(connection)  // never answered, closed with the server
        }
      }
      held.forEach { close($0) }
    }
    thread.start()
  }

  var url: URL { URL(string: "http://127.0.0.1:\(port)")! }

  deinit {
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
  }
}
