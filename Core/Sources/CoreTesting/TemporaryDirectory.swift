import Foundation

/// A fresh directory under the system temp folder, removed when the value is released.
public final class TemporaryDirectory: @unchecked Sendable {
  /// The directory's location.
  public let url: URL

  public init(prefix: String = "nurse-test") {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// A path inside the directory (nothing is created).
  public func file(_ name: String) -> URL {
    url.appendingPathComponent(name)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}
