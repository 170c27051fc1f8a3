import Foundation

/// The repository as the architecture tests read it: every package's manifest and the modules
/// each Swift source file imports.
struct SourceTree {
  let root: URL

  /// The repository holding this test file.
  static let repository = SourceTree(
    root: URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  )

  /// Paths (relative to the root) of the Swift files under `folder`, build folders excluded.
  func swiftFiles(under folder: String) -> [String] {
    let base = root.appendingPathComponent(folder)
    guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
    else { return [] }
    var files: [String] = []
    for case let url as URL in walker {
      if url.lastPathComponent.hasPrefix(".build") || url.lastPathComponent == "__Snapshots__" {
        walker.skipDescendants()
        continue
      }
      if url.pathExtension == "swift" && url.lastPathComponent != "Package.swift" {
        files.append(String(url.path.dropFirst(root.path.count + 1)))
      }
    }
    return files.sorted()
  }

  /// Paths (relative to the root) of every package manifest, build folders excluded.
  func manifests() -> [String] {
    guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    else { return [] }
    var manifests: [String] = []
    for case let url as URL in walker {
      if url.lastPathComponent.hasPrefix(".build") || url.lastPathComponent == ".git" {
        walker.skipDescendants()
        continue
      }
      if url.lastPathComponent == "Package.swift" {
        manifests.append(String(url.path.dropFirst(root.path.count + 1)))
      }
    }
    return manifests.sorted()
  }

  func contents(_ path: String) -> String {
    (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
  }

  /// The folders under `Libraries/` or `Features/` that hold a package.
  func packages(in folder: String) -> [String] {
    let base = root.appendingPathComponent(folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: base.path)) ?? []
    return names.filter {
      FileManager.default.fileExists(
        atPath: base.appendingPathComponent("\($0)/Package.swift").path
      )
    }.sorted()
  }
}

/// Reads `import X`, `@testable import X`, `import struct X.Y` and `@_exported import X`.
enum ImportScanner {
  static func modules(in source: String) -> [String] {
    source.split(separator: "\n").compactMap { line in
      var words = line.split(separator: " ").map(String.init).drop { $0.hasPrefix("@") }
      guard words.first == "import" else { return nil }
      words = words.dropFirst()
      let kinds: Set<String> = [
        "struct", "class", "enum", "protocol", "func", "var", "let", "typealias",
      ]
      if let kind = words.first, kinds.contains(kind) { words = words.dropFirst() }
      return words.first.map { String($0.split(separator: ".").first ?? "") }
    }
  }
}
