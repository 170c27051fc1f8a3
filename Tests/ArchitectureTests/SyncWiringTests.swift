import Foundation
import Testing

/// docs/sync.md: ONE `SyncEngine` syncs every kind the libraries declare. A second engine, a
/// library pushing or pulling on its own, or a feed per type would bring back the per-type
/// sync that let records be skipped (docs/sync.md, "Checking convergence").
@Suite("One sync engine")
struct SyncWiringTests {
  let tree = SourceTree.repository

  /// Source files outside Core (and outside tests and doc comments) that build an engine.
  private func engineBuilders() -> [String] {
    let folders = ["App", "Features"] + tree.packages(in: "Libraries").map { "Libraries/\($0)" }
    return folders.flatMap { tree.swiftFiles(under: $0) }
      .filter { !$0.contains("/Tests/") }
      .filter { path in
        tree.contents(path).split(separator: "\n").contains { line in
          let code = line.trimmingCharacters(in: .whitespaces)
          return !code.hasPrefix("//") && code.contains("SyncEngine(")
        }
      }
  }

  @Test func onlyTheAppBuildsTheEngineAndOnlyOnce() {
    #expect(engineBuilders() == ["App/Composition/AppSync.swift"])
  }

  @Test func everyLibraryDeclaresItsKindsAndHoldsNoHTTPCode() {
    for library in tree.packages(in: "Libraries") {
      let sources = tree.swiftFiles(under: "Libraries/\(library)/Sources")
      let declares = sources.contains { tree.contents($0).contains("var syncedKinds") }
      #expect(declares, "\(library) declares no syncedKinds")
      let http = sources.filter {
        let imports = ImportScanner.modules(in: tree.contents($0))
        return imports.contains("CoreHTTP") || imports.contains("FoundationNetworking")
      }
      #expect(http.isEmpty, "CoreSync talks to the server, not \(http)")
    }
  }

  @Test func theAppSyncsEveryLibrarysKinds() {
    let wiring = tree.contents("App/Composition/AppSync.swift")
    for kinds in ["patients.syncedKinds", "wounds.syncedKinds", "messages.syncedKinds"] {
      #expect(wiring.contains(kinds), "the engine misses \(kinds)")
    }
    #expect(wiring.contains("wounds.blobStore"))
  }

  @Test func featuresNeverTalkToTheSyncEngine() {
    for path in tree.swiftFiles(under: "Features") where !path.contains("/Tests/") {
      let imports = ImportScanner.modules(in: tree.contents(path))
      #expect(!imports.contains("CoreSync"), "\(path) imports CoreSync")
    }
  }
}
