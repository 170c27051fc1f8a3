import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads standard input on a background thread and delivers decoded keys.
///
/// It polls rather than blocking in `read(2)` so that it notices `stop()` within a fraction of
/// a second, and so that an escape sequence cut between two reads is given up (flushed) when
/// nothing follows it soon, while a bracketed paste cut between reads waits for its end.
final class StandardInputReader: @unchecked Sendable {
  // @unchecked: `stopped` is only touched under `lock`; the rest is immutable.
  private let lock = NSLock()
  private var stopped = false
  private let deliver: @Sendable ([Key]) -> Void
  private let finished: @Sendable () -> Void

  init(deliver: @escaping @Sendable ([Key]) -> Void, finished: @escaping @Sendable () -> Void) {
    self.deliver = deliver
    self.finished = finished
  }

  func start() {
    let thread = Thread { [self] in readLoop() }
    thread.name = "nurse.stdin"
    thread.start()
  }

  func stop() {
    lock.withLock { stopped = true }
  }

  private var isStopped: Bool { lock.withLock { stopped } }

  /// How long to wait for the next bytes, in milliseconds. A cut escape sequence is given up
  /// soon (a lone Esc must not wait long). A paste is waited for much longer: its end marker
  /// always comes, and giving up early would type the rest of it as keys, Enter included. Only
  /// a terminal gone quiet for two seconds mid-paste has its paste delivered as it stands.
  private static func wait(for decoder: KeyDecoder) -> Int32 {
    if decoder.isInPaste { return 2000 }
    return decoder.hasPending ? 30 : 200
  }

  private func readLoop() {
    var decoder = KeyDecoder()
    var buffer = [UInt8](repeating: 0, count: 1024)
    while !isStopped {
      var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, Self.wait(for: decoder))
      if ready < 0 && errno == EINTR { continue }
      if ready == 0 {
        if decoder.hasPending || decoder.isInPaste { deliver(decoder.flush()) }
        continue
      }
      let count = read(STDIN_FILENO, &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }  // end of input or a closed terminal
      let keys = decoder.decode(buffer[..<count])
      if !keys.isEmpty && !isStopped { deliver(keys) }
    }
    finished()
  }
}
