import NurseServer
import ServiceLifecycle

/// Gives the C heap's free pages back to the system every `interval` while the server runs
/// (`ProcessHeap.trim()`, which says why), so the memory a burst of requests used is the
/// system's again a few seconds after it.
struct HeapTrimming: Service {
  /// Often enough that the memory is back soon after a burst, seldom enough that the trim,
  /// which holds each arena's lock while it walks its free chunks, is no cost under load.
  static let interval: Duration = .seconds(10)

  func run() async throws {
    try? await cancelWhenGracefulShutdown {
      while true {
        try await Task.sleep(for: Self.interval)
        ProcessHeap.trim()
      }
    }
  }
}
