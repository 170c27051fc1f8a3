import Foundation
import Testing

@Suite("Who may import whom")
struct ImportTableTests {
  let tree = SourceTree.repository

  @Test func everySourceImportFollowsTheTable() {
    var violations: [String] = []
    for folder in ["Core/Sources", "Libraries", "Features", "App", "Tools/Server/Sources"] {
      for path in tree.swiftFiles(under: folder) where !path.contains("/Tests/") {
        guard let layer = LayerRules.layer(of: path) else { continue }
        for module in ImportScanner.modules(in: tree.contents(path)) {
          if let why = LayerRules.violation(importing: module, from: layer) {
            violations.append("\(path) imports \(module): \(why)")
          }
        }
      }
    }
    #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
  }

  @Test func theRulesCatchWhatTheTableForbids() {
    let feature = LayerRules.Layer.feature(name: "FeaturePatients")
    #expect(LayerRules.violation(importing: "GRDB", from: feature) != nil)
    #expect(LayerRules.violation(importing: "CoreDatabase", from: feature) != nil)
    #expect(LayerRules.violation(importing: "FoundationNetworking", from: feature) != nil)
    #expect(LayerRules.violation(importing: "FeatureWounds", from: feature) != nil)
    #expect(LayerRules.violation(importing: "LibPatient", from: feature) == nil)
    let wound = LayerRules.Layer.library(name: "LibWound")
    #expect(LayerRules.violation(importing: "LibPatient", from: wound) == nil)
    #expect(LayerRules.violation(importing: "LibMessage", from: wound) != nil)
    #expect(LayerRules.violation(importing: "CoreVIPER", from: wound) != nil)
    #expect(LayerRules.violation(importing: "ArgumentParser", from: wound) != nil)
    #expect(LayerRules.violation(importing: "CorePhoto", from: wound) == nil)
    #expect(LayerRules.violation(importing: "Tagged", from: wound) == nil)
    #expect(LayerRules.violation(importing: "Tagged", from: .core(module: "CoreSync")) != nil)
    #expect(LayerRules.violation(importing: "CorePhoto", from: .library(name: "LibPatient")) != nil)
    #expect(LayerRules.violation(importing: "CorePhoto", from: .server) == nil)
    #expect(LayerRules.violation(importing: "CoreSync", from: .server) != nil)
    #expect(
      LayerRules.violation(importing: "LibPatient", from: .library(name: "LibPatient")) == nil
    )
    #expect(LayerRules.violation(importing: "GRDB", from: .core(module: "CoreTerminal")) != nil)
    #expect(
      LayerRules.violation(importing: "LibPatient", from: .core(module: "CoreDatabase")) != nil
    )
    let contract = LayerRules.Layer.core(module: "CoreContract")
    #expect(LayerRules.violation(importing: "Foundation", from: contract) == nil)
    #expect(LayerRules.violation(importing: "CoreHTTP", from: contract) != nil)
    #expect(LayerRules.violation(importing: "GRDB", from: contract) != nil)
    #expect(LayerRules.violation(importing: "CoreContract", from: .server) == nil)
    #expect(LayerRules.violation(importing: "CoreDatabase", from: .server) != nil)
    #expect(LayerRules.violation(importing: "LibPatient", from: .server) != nil)
    #expect(LayerRules.violation(importing: "CoreContract", from: wound) == nil)
    #expect(LayerRules.violation(importing: "CoreSync", from: wound) == nil)
    #expect(LayerRules.violation(importing: "CoreHTTP", from: wound) != nil, "the engine syncs")
    #expect(LayerRules.violation(importing: "FoundationNetworking", from: wound) != nil)
    #expect(LayerRules.violation(importing: "CoreContract", from: feature) != nil)
    #expect(
      ImportScanner.modules(in: "@testable import GRDB\nimport struct Foo.Bar\n// import X")
        == ["GRDB", "Foo"]
    )
  }
}
