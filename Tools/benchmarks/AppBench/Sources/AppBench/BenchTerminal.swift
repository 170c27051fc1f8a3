import CoreTerminal

/// A terminal with no TTY: the bench sends keys and awaits the text the Navigator writes for
/// each, which is what a nurse waits for.
@MainActor
final class BenchTerminal: TerminalDevice {
  let size: TerminalSize
  private var continuation: AsyncStream<TerminalEvent>.Continuation?
  private var waiter: CheckedContinuation<String, Never>?
  /// Bytes written since the last `resetBytes()`: what the terminal had to draw.
  private(set) var bytes = 0

  init(size: TerminalSize) { self.size = size }

  func open() throws -> AsyncStream<TerminalEvent> {
    let (stream, continuation) = AsyncStream<TerminalEvent>.makeStream()
    self.continuation = continuation
    return stream
  }

  func write(_ text: String) {
    bytes += text.utf8.count
    if let waiter {
      self.waiter = nil
      waiter.resume(returning: text)
    }
  }

  func restore() {
    continuation?.finish()
    continuation = nil
  }

  func send(_ event: TerminalEvent) { continuation?.yield(event) }

  /// The next text written: the redraw the last event caused.
  func nextWrite() async -> String {
    await withCheckedContinuation { waiter = $0 }
  }

  /// Sends `event` and returns the seconds until its redraw was written.
  func timed(_ event: TerminalEvent) async -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    send(event)
    _ = await nextWrite()
    return (clock.now - start).seconds
  }

  func resetBytes() { bytes = 0 }
}

extension Duration {
  var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
