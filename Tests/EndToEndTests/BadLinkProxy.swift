import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A bad link on loopback, between `nurse` and `nurse-server`: each direction delayed by
/// `latency`, carried at `bytesPerSecond` (shared by every connection, as one radio link is),
/// and every connection cut once it has carried a random number of bytes in `cutAfter`. The
/// machine's kernel has no netem, so this is a small proxy of threads and sockets: a reader per
/// direction stamps what it reads, a writer sends it once its latency has passed, at the
/// link's pace.
final class BadLinkProxy: @unchecked Sendable {
  let url: URL
  private let listener: Int32
  private let upstream: UInt16
  private let latency: TimeInterval
  private let cutAfter: ClosedRange<Int>
  private let paces: [Pace]
  private let lock = NSLock()
  private var random: SeededRandom
  private var counts = (connections: 0, cuts: 0, upstreamBytes: 0, downstreamBytes: 0)
  private var open = 0

  /// - Parameters:
  ///   - target: the server's URL (loopback).
  ///   - latency: the delay added in each direction, in seconds.
  ///   - bytesPerSecond: the link's rate in each direction.
  ///   - cutAfter: the bytes a connection carries, both ways, before it is cut.
  init(
    to target: URL,
    latency: TimeInterval,
    bytesPerSecond: Int,
    cutAfter: ClosedRange<Int>,
    random: SeededRandom = SeededRandom()
  ) throws {
    upstream = UInt16(target.port!)
    self.latency = latency
    self.cutAfter = cutAfter
    self.random = random
    paces = [Pace(bytesPerSecond: bytesPerSecond), Pace(bytesPerSecond: bytesPerSecond)]
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = Self.loopback(port: 0)
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
        bind(listener, address, length) == 0 && listen(listener, 64) == 0
          && getsockname(listener, address, &length) == 0
      }
    }
    guard bound else {
      close(listener)
      throw Unavailable()
    }
    self.listener = listener
    url = URL(string: "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))")!
    Thread.detachNewThread { [self] in acceptLoop() }
  }

  deinit {
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
  }

  /// Connections accepted, connections cut, and the bytes carried towards the server and back.
  var carried: (connections: Int, cuts: Int, upstreamBytes: Int, downstreamBytes: Int) {
    lock.withLock { counts }
  }

  /// Connections not yet closed on both sides: 0 once what a killed client left in flight
  /// has been carried or dropped, so that the counts above have stopped moving.
  var openConnections: Int { lock.withLock { open } }

  private func acceptLoop() {
    while case let client = accept(listener, nil, nil), client >= 0 {
      let server = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      var address = Self.loopback(port: upstream)
      let connected = withUnsafeMutablePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(server, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
        }
      }
      guard connected else {
        close(client)
        close(server)
        continue
      }
      let budget = lock.withLock {
        counts.connections += 1
        return Int.random(in: cutAfter, using: &random)
      }
      lock.withLock { open += 1 }
      let connection = Connection(client: client, server: server, budget: budget) {
        self.lock.withLock { self.open -= 1 }
      }
      pump(from: client, to: server, pace: paces[0], upstream: true, connection)
      pump(from: server, to: client, pace: paces[1], upstream: false, connection)
    }
  }

  /// One direction: a reader thread stamps each chunk, a writer thread sends it when due.
  private func pump(
    from source: Int32,
    to sink: Int32,
    pace: Pace,
    upstream: Bool,
    _ connection: Connection
  ) {
    let queue = ChunkQueue()
    Thread.detachNewThread {
      var buffer = [UInt8](repeating: 0, count: 16_384)
      while true {
        let count = read(source, &buffer, buffer.count)
        guard count > 0 else { break }
        queue.put(Array(buffer[0..<count]), due: Date().addingTimeInterval(self.latency))
      }
      queue.finish()
      connection.finishOneThread()
    }
    Thread.detachNewThread {
      while let (chunk, due) = queue.take() {
        let wait = due.timeIntervalSinceNow
        if wait > 0 { Thread.sleep(forTimeInterval: wait) }
        let allowed = connection.take(chunk.count)
        if allowed > 0 {
          let done = pace.reserve(allowed).timeIntervalSinceNow
          if done > 0 { Thread.sleep(forTimeInterval: done) }
          // Counted as delivered: a peer gone (killed) takes nothing more.
          let sent = Self.sendAll(chunk[0..<allowed], to: sink)
          self.lock.withLock {
            if upstream {
              self.counts.upstreamBytes += sent
            } else {
              self.counts.downstreamBytes += sent
            }
          }
        }
        if allowed < chunk.count {
          if connection.cut() { self.lock.withLock { self.counts.cuts += 1 } }
          break
        }
      }
      // The other side learns the end (or the cut) as a closed connection.
      shutdown(sink, Int32(SHUT_WR))
      connection.finishOneThread()
    }
  }

  /// Writes every byte unless the socket fails; never raises SIGPIPE on a cut connection.
  /// Returns how many were written.
  @discardableResult
  private static func sendAll(_ bytes: ArraySlice<UInt8>, to sink: Int32) -> Int {
    var sent = 0
    bytes.withUnsafeBytes { buffer in
      while sent < buffer.count {
        let count = send(sink, buffer.baseAddress! + sent, buffer.count - sent, Int32(MSG_NOSIGNAL))
        guard count > 0 else { return }
        sent += count
      }
    }
    return sent
  }

  private static func loopback(port: UInt16) -> sockaddr_in {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = port.bigEndian
    return address
  }

  struct Unavailable: Error {}
}

/// One proxied connection: the bytes it may still carry, both ways, before it is cut.
private final class Connection: @unchecked Sendable {
  let client: Int32
  let server: Int32
  private let lock = NSLock()
  private var left: Int
  private var isCut = false
  private var threads = 4
  private let closed: @Sendable () -> Void

  init(client: Int32, server: Int32, budget: Int, closed: @escaping @Sendable () -> Void) {
    self.client = client
    self.server = server
    left = budget
    self.closed = closed
  }

  /// How many of `count` bytes may go (fewer once the budget runs out).
  func take(_ count: Int) -> Int {
    lock.withLock {
      let allowed = isCut ? 0 : min(count, left)
      left -= allowed
      return allowed
    }
  }

  /// Cuts both ways at once; true the first time.
  func cut() -> Bool {
    let first = lock.withLock {
      defer { isCut = true }
      return !isCut
    }
    if first {
      shutdown(client, Int32(SHUT_RDWR))
      shutdown(server, Int32(SHUT_RDWR))
    }
    return first
  }

  /// Called by each of the connection's four threads as it ends; the last closes the sockets,
  /// so that no thread ever uses a descriptor number the system has given to another socket.
  func finishOneThread() {
    let last = lock.withLock {
      threads -= 1
      return threads == 0
    }
    if last {
      close(client)
      close(server)
      closed()
    }
  }
}

/// The link's rate in one direction, shared by its connections: each write reserves the
/// link's time for its bytes after what is already reserved.
private final class Pace: @unchecked Sendable {
  private let bytesPerSecond: Double
  private let lock = NSLock()
  private var free = Date()

  init(bytesPerSecond: Int) { self.bytesPerSecond = Double(bytesPerSecond) }

  /// When `count` bytes will have crossed the link.
  func reserve(_ count: Int) -> Date {
    lock.withLock {
      free = max(free, Date()).addingTimeInterval(Double(count) / bytesPerSecond)
      return free
    }
  }
}

/// Chunks read and not yet written, each with the time it may go.
private final class ChunkQueue: @unchecked Sendable {
  private let condition = NSCondition()
  private var chunks: [([UInt8], Date)] = []
  private var finished = false

  func put(_ chunk: [UInt8], due: Date) {
    condition.withLock {
      chunks.append((chunk, due))
      condition.signal()
    }
  }

  func finish() {
    condition.withLock {
      finished = true
      condition.signal()
    }
  }

  /// The next chunk, waiting for one; nil once the reader has finished and all went.
  func take() -> ([UInt8], Date)? {
    condition.withLock {
      while chunks.isEmpty, !finished { condition.wait() }
      return chunks.isEmpty ? nil : chunks.removeFirst()
    }
  }
}
