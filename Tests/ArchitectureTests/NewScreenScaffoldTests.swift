import Foundation
import Testing

/// `Tools/new-screen` run into a temporary copy of a feature: it writes the seven files of a
/// screen and its two tests, and what it writes follows the import table. (That they build is
/// checked by `Tools/new-screen --verify`, which compiles them in a copy of the repository:
/// minutes, so not on every test run.)
@Suite("Tools/new-screen")
struct NewScreenScaffoldTests {
  let tree = SourceTree.repository

  /// A copy of the root holding the script and FeaturePatients' manifest and sources.
  func scaffold(_ feature: String, _ name: String) throws -> (SourceTree, Int32, String) {
    let copy = FileManager.default.temporaryDirectory
      .appendingPathComponent("new-screen-\(UUID().uuidString)")
    let package = copy.appendingPathComponent("Features/\(feature)")
    try FileManager.default.createDirectory(
      at: package.appendingPathComponent("Sources/\(feature)"),
      withIntermediateDirectories: true
    )
    try FileManager.default.copyItem(
      at: tree.root.appendingPathComponent("Features/\(feature)/Package.swift"),
      to: package.appendingPathComponent("Package.swift")
    )
    try FileManager.default.copyItem(
      at: tree.root.appendingPathComponent(
        "Features/\(feature)/Sources/\(feature)/PatientsNavigation.swift"
      ),
      to: package.appendingPathComponent("Sources/\(feature)/PatientsNavigation.swift")
    )
    try FileManager.default.copyItem(
      at: tree.root.appendingPathComponent(".swift-format"),
      to: copy.appendingPathComponent(".swift-format")
    )
    let process = Process()
    process.executableURL = tree.root.appendingPathComponent("Tools/new-screen")
    process.arguments = ["--root", copy.path, feature, name]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (SourceTree(root: copy), process.terminationStatus, text)
  }

  @Test func writesTheSevenFilesAndTwoTestsWithinTheImportTable() throws {
    let (copy, status, output) = try scaffold("FeaturePatients", "VisitList")
    defer { try? FileManager.default.removeItem(at: copy.root) }
    #expect(status == 0, "\(output)")
    let sources = copy.swiftFiles(
      under: "Features/FeaturePatients/Sources/FeaturePatients/VisitList"
    )
    let roles = ["Builder", "Contract", "Interactor", "Presenter", "Router", "View", "ViewData"]
    #expect(
      sources
        == roles.map {
          "Features/FeaturePatients/Sources/FeaturePatients/VisitList/VisitList\($0).swift"
        }
    )
    let tests = copy.swiftFiles(under: "Features/FeaturePatients/Tests")
    #expect(
      tests == [
        "Features/FeaturePatients/Tests/FeaturePatientsTests/Presenters/VisitListPresenterTests.swift",
        "Features/FeaturePatients/Tests/FeaturePatientsTests/Views/VisitListViewTests.swift",
      ]
    )
    var violations: [String] = []
    for path in sources {
      guard let layer = LayerRules.layer(of: path) else {
        violations.append("\(path) has no layer")
        continue
      }
      for module in ImportScanner.modules(in: copy.contents(path)) {
        if let why = LayerRules.violation(importing: module, from: layer) {
          violations.append("\(path) imports \(module): \(why)")
        }
      }
    }
    #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
    // Nothing public: a feature's only public type is its navigation.
    #expect(sources.allSatisfy { !copy.contents($0).contains("public ") })
    #expect(copy.contents(sources[2]).contains("import LibPatient"), "the feature's library")
  }

  @Test func refusesBadNamesAndAnExistingScreen() throws {
    let (copy, status, _) = try scaffold("FeaturePatients", "visit list")
    defer { try? FileManager.default.removeItem(at: copy.root) }
    #expect(status == 64)
    let (again, first, _) = try scaffold("FeaturePatients", "VisitList")
    defer { try? FileManager.default.removeItem(at: again.root) }
    #expect(first == 0)
    let process = Process()
    process.executableURL = tree.root.appendingPathComponent("Tools/new-screen")
    process.arguments = ["--root", again.root.path, "FeaturePatients", "VisitList"]
    process.standardError = Pipe()
    process.standardOutput = Pipe()
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 73, "an existing screen is never overwritten")
  }
}
