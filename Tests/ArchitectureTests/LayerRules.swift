/// docs/architecture.md's "Who may import whom", as data the tests check the tree against.
enum LayerRules {
  /// The layer a source file belongs to, from its path.
  enum Layer: Equatable {
    case core(module: String)
    case library(name: String)
    case feature(name: String)
    case app
    /// `nurse-server` (Tools/Server): it shares the wire contract with the app, nothing else.
    case server
  }

  static func layer(of path: String) -> Layer? {
    let parts = path.split(separator: "/").map(String.init)
    guard parts.count > 3 else { return parts.first == "App" ? .app : nil }
    switch parts[0] {
    case "Core" where parts[1] == "Sources": return .core(module: parts[2])
    case "Libraries" where parts[2] == "Sources": return .library(name: parts[1])
    case "Features" where parts[2] == "Sources": return .feature(name: parts[1])
    case "App": return .app
    case "Tools" where parts[1] == "Server" && parts[2] == "Sources": return .server
    default: return nil
    }
  }

  static let system: Set<String> = [
    "Foundation", "Dispatch", "Glibc", "Darwin", "Musl", "Synchronization",
  ]
  static let coreModules: Set<String> = [
    "CoreContract", "CoreDatabase", "CoreHTTP", "CoreSync", "CoreTerminal", "CoreVIPER",
    "CoreTesting", "CoreContractCases", "CoreReport", "CoreFHIR", "CorePhoto", "CorePhotoCodecs",
  ]

  /// Why `module` may not be imported from `layer`, or nil when it may.
  static func violation(importing module: String, from layer: Layer) -> String? {
    if system.contains(module) { return nil }
    switch layer {
    case .core("CoreContract"):
      // The server imports it too: it may not bring the app's store or network along.
      return "the wire contract imports Foundation only"
    case .core(let own):
      if coreModules.contains(module) { return nil }
      if module == "GRDB" && (own == "CoreDatabase" || own == "CoreTesting") { return nil }
      if module == "FoundationNetworking" && (own == "CoreHTTP" || own == "CoreTesting") {
        return nil
      }
      if module == "SnapshotTesting" && own == "CoreTesting" { return nil }
      // A photo's name, the SHA-256 of its bytes (PhotoBytesRule).
      if module == "Crypto" && own == "CorePhoto" { return nil }
      // The physician report's renderer (docs/report-and-fhir.md): templates, nothing else.
      if module == "Mustache" && own == "CoreReport" { return nil }
      return "a Core module imports Foundation and other Core modules only"
    case .library(let own):
      if module == own || module == "GRDB" || module == "Logging" || module == "Crypto" {
        return nil
      }
      // Typed ids (`Patient.ID`): a wound's id cannot be passed where a patient's is expected.
      if module == "Tagged" { return nil }
      // No CoreHTTP: the one SyncEngine talks to the server; a library declares its kinds.
      if ["CoreContract", "CoreDatabase", "CoreSync"].contains(module) { return nil }
      // The photo rule the server applies too: a photo's bytes decode as their format.
      if module == "CorePhoto" && own == "LibWound" { return nil }
      if module == "LibPatient" && own != "LibPatient" { return nil }
      return
        "a library imports CoreContract, CoreDatabase, CoreSync and LibPatient only (LibWound CorePhoto too)"
    case .feature(let own):
      if module == own || module == "CoreTerminal" || module == "CoreVIPER" { return nil }
      if module.hasPrefix("Lib") { return nil }
      return "a feature imports library facades, CoreTerminal and CoreVIPER only"
    case .app:
      return nil
    case .server:
      // The wire contract, and the photo rule the app applies too.
      if module == "CoreContract" || module == "CorePhoto" { return nil }
      if coreModules.contains(module) || module.hasPrefix("Lib") || module.hasPrefix("Feature") {
        return "the server shares CoreContract and CorePhoto with the app, no other module of it"
      }
      return nil
    }
  }
}
