import Foundation

/// A folder of its own under the system's temporary directory for one test's files, removed
/// with its contents when the value goes away.
final class ScratchDirectory: Sendable {
  let url: URL

  /// Creates `nurse-server-<label>-<random>`.
  init(_ label: String) throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("nurse-server-\(label)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// The path of `name` inside the folder.
  func path(_ name: String) -> String { url.appendingPathComponent(name).path }
}
