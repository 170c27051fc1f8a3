import Foundation

/// An HTTP/1.1 server on 127.0.0.1 that keeps connections alive, reads each request's
/// `Content-Length` body whole, and answers with the count of body bytes it read, except for
/// the requests `dropping` names (counted from 1 over all connections): it reads those whole
/// too, then closes the connection without a word, as a link cut while the answer was on its
/// way would.
final class KeepAliveServer: @unchecked Sendable {
  let port: UInt16
  private let listener: Int32
  private let dropping: Set<Int>
  private let lock = NSLock()
  private var requests: [Int] = []

  init(dropping: Set<Int>) throws {
    let (listener, port) = try LoopbackListener.open()
    self.listener = listener
    self.port = port
    self.dropping = dropping
    Thread.detachNewThread { [self] in
      while case let connection = accept(listener, nil, nil), connection >= 0 {
        Thread.detachNewThread { self.serve(connection) }
      }
    }
  }

  var url: URL { URL(string: "http://127.0.0.1:\(port)")! }

  /// The body bytes each request brought, in the order they came (a request whose
  /// connection closed before its body was whole counts what came).
  var bodies: [Int] { lock.withLock { requests } }

  deinit {
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
  }

  private func serve(_ connection: Int32) {
    defer { close(connection) }
    var pending = [UInt8]()
    while true {
      guard let end = Self.headEnd(in: &pending, reading: connection) else { return }
      let head = String(decoding: pending[..<end], as: UTF8.self).lowercased()
      pending.removeFirst(end + 4)
      let length =
        head.split(separator: "\r\n")
        .first { $0.hasPrefix("content-length:") }
        .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) }
        ?? 0
      while pending.count < length, Self.read(connection, into: &pending) {}
      let received = min(pending.count, length)
      pending.removeFirst(received)
      let number = lock.withLock {
        requests.append(received)
        return requests.count
      }
      if received < length || dropping.contains(number) { return }
      let body = "\(received)"
      let answer = "HTTP/1.1 200 OK\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
      guard answer.withCString({ write(connection, $0, strlen($0)) }) > 0 else { return }
    }
  }

  /// Where the head in `pending` ends (its blank line), reading more as needed; nil once the
  /// connection closed first.
  private static func headEnd(in pending: inout [UInt8], reading connection: Int32) -> Int? {
    let blankLine: [UInt8] = Array("\r\n\r\n".utf8)
    while true {
      if pending.count >= 4 {
        for index in 0...(pending.count - 4) where Array(pending[index..<index + 4]) == blankLine {
          return index
        }
      }
      guard read(connection, into: &pending) else { return nil }
    }
  }

  /// Appends what the connection has; false once it is closed.
  private static func read(_ connection: Int32, into pending: inout [UInt8]) -> Bool {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let count = Glibc.read(connection, &buffer, buffer.count)
    guard count > 0 else { return false }
    pending += buffer[0..<count]
    return true
  }
}
