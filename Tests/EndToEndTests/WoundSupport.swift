import Foundation

/// Wound helpers over the sandbox: every run in UTC, so `--at` and the days the rules count
/// are the same wherever the tests run.
extension NurseSandbox {
  @discardableResult
  func wound(_ arguments: [String]) throws -> NurseResult {
    try run(["wound"] + arguments, environment: ["TZ": "UTC"])
  }

  /// Runs `nurse wound args…`, requires success and returns stdout trimmed.
  func woundOK(_ arguments: [String]) throws -> String {
    let result = try wound(arguments)
    guard result.status == 0 else { throw Failure(result: result) }
    return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Runs `nurse wound args… --json` and decodes stdout.
  func woundJSON(_ arguments: [String]) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(try woundOK(arguments + ["--json"]).utf8))
  }

  /// Adds a patient with a fixed id; the wound tests' patients are alike, so each is added as
  /// another person. `photoConsent` (a scope) records her consent to photos, for the tests
  /// that take some; nil leaves her never asked.
  func addPatient(
    _ id: String,
    given: String = "Marie",
    family: String = "Dupont",
    photoConsent: String? = nil
  ) throws {
    let result = try run([
      "patient", "add", "--id", id, "--given", given, "--family", family, "--birth-date",
      "1941-03-12", "--not-a-duplicate",
    ])
    guard result.status == 0 else { throw Failure(result: result) }
    if let photoConsent { try consentToPhotos(id, scope: photoConsent) }
  }

  /// Records that the patient gave her consent to photos, for `scope` (`record`, `sharing`).
  func consentToPhotos(_ patient: String, scope: String = "sharing") throws {
    let result = try run(["patient", "consent", patient, "given", "--scope", scope])
    guard result.status == 0 else { throw Failure(result: result) }
  }

  /// The photo files beside the store, by name and size: a refused command must leave them
  /// as they were too. The folder of downloads cut halfway (`.partial`) is not a photo.
  func photoFiles() -> [String] {
    let folder = store.deletingLastPathComponent().appendingPathComponent("photos")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    // The photos themselves: not a download in parts, nor the screens' fitted copies (a cache).
    return names.filter { $0 != ".partial" && $0 != "fitted" }.sorted().map { name in
      let path = folder.appendingPathComponent(name).path
      let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size]) ?? "?"
      return "\(name) \(size)"
    }
  }

  /// Writes `bytes` to a new file in the sandbox and returns its path.
  func file(_ name: String, _ bytes: Data) throws -> String {
    let url = home.file(name)
    try bytes.write(to: url)
    return url.path
  }
}
