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
    return names.filter { $0 != ".partial" }.sorted().map { name in
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

/// Small images, checked by their magic bytes only, as LibWound does.
enum ImageFixtures {
  /// A PNG signature, then an IHDR chunk of a 1×1 image.
  static let png = Data(
    [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48]
      + [0x44, 0x52, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00]
  )
  /// A JPEG start-of-image and JFIF header.
  static let jpeg = Data(
    [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00]
  )
  static let gif = Data("GIF89a\u{01}\u{00}\u{01}\u{00}".utf8)
}
