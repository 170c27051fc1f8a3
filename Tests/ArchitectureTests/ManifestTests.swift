import Foundation
import Testing

/// The manifests must declare the same table: a feature's package never depends on GRDB or
/// another feature, a library's never on a feature or the terminal.
@Suite("Package manifests")
struct ManifestTests {
  let tree = SourceTree.repository

  /// The `.package(...)` lines of a manifest, and its `.product(name:)` names.
  private func dependencies(of manifestPath: String) -> (packages: [String], products: [String]) {
    let text = tree.contents(manifestPath)
    let packages = text.matches(of: /\.package\((?:url|path):\s*"([^"]+)"/).map { String($0.1) }
    let products = text.matches(of: /\.product\(name:\s*"([^"]+)"/).map { String($0.1) }
    return (packages, products)
  }

  @Test func featuresDependOnLibrariesAndTheTerminalOnly() {
    let features = tree.packages(in: "Features")
    #expect(!features.isEmpty)
    for feature in features {
      let (packages, products) = dependencies(of: "Features/\(feature)/Package.swift")
      let forbidden = products.filter {
        $0 == "GRDB" || $0.hasPrefix("Feature")
          || ["CoreDatabase", "CoreHTTP", "CoreSync"].contains($0)
      }
      #expect(forbidden.isEmpty, "\(feature) depends on \(forbidden)")
      #expect(!packages.contains { $0.contains("Features/") || $0.hasPrefix("../Feature") })
    }
  }

  @Test func librariesDependOnCoreAndLowerLibrariesOnly() {
    let libraries = tree.packages(in: "Libraries")
    #expect(libraries.contains("LibPatient"))
    for library in libraries {
      let (packages, products) = dependencies(of: "Libraries/\(library)/Package.swift")
      #expect(!products.contains { ["CoreTerminal", "CoreVIPER", "ArgumentParser"].contains($0) })
      #expect(!packages.contains { $0.contains("Features") })
      let otherLibraries = packages.filter { $0.contains("Lib") && !$0.hasSuffix("LibPatient") }
      #expect(otherLibraries.isEmpty, "\(library) depends on \(otherLibraries)")
    }
  }

  @Test func eachPackageIsNamedAfterItsFolder() {
    for folder in ["Libraries", "Features"] {
      for name in tree.packages(in: folder) {
        #expect(tree.contents("\(folder)/\(name)/Package.swift").contains("name: \"\(name)\""))
      }
    }
  }

  /// `unsafeFlags` hand the compiler or linker what SwiftPM cannot check, and a package using
  /// them cannot be depended on by version: no manifest needs one.
  @Test func noManifestPassesUnsafeFlags() {
    let manifests = tree.manifests()
    #expect(manifests.contains("Package.swift") && manifests.contains("Core/Package.swift"))
    for manifest in manifests {
      #expect(!tree.contents(manifest).contains("unsafeFlags"), "\(manifest) uses unsafeFlags")
    }
  }

  @Test func libraryInternalsStayInternal() {
    for library in tree.packages(in: "Libraries") {
      let sources = "Libraries/\(library)/Sources/\(library)"
      for folder in ["Infra", "Commands", "Queries"] {
        for path in tree.swiftFiles(under: "\(sources)/\(folder)") {
          let publicLines = tree.contents(path).split(separator: "\n")
            .filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("public ") }
          #expect(publicLines.isEmpty, "\(path) declares public API outside the facade and Domain")
        }
      }
    }
  }
}
