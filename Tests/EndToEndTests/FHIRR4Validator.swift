import Foundation

/// fhir.resources 6.4.0, the last release whose models are FHIR R4 (4.0.1) (6.5 moved to R4B,
/// 7 and later to R5), parsing each exported bundle: every element's name, type,
/// cardinality and required field. It needs pydantic 1, so it lives in its own virtual
/// environment, `/opt/fhir-r4` (made by .ci/run), or the Python `$NURSE_FHIR_PYTHON` names.
struct FHIRR4Validator {
  static let pinned = "6.4.0"
  static let install =
    "python3 -m venv /opt/fhir-r4 && /opt/fhir-r4/bin/pip install "
    + "'fhir.resources==\(pinned)' 'pydantic[email]<2' (.ci/run does this)"

  let python: URL

  struct Missing: Error, CustomStringConvertible {
    var description: String
  }

  struct Invalid: Error, CustomStringConvertible {
    var description: String
  }

  init() throws {
    let path = ProcessInfo.processInfo.environment["NURSE_FHIR_PYTHON"] ?? "/opt/fhir-r4/bin/python"
    guard FileManager.default.isExecutableFile(atPath: path) else {
      throw Missing(description: "no Python with fhir.resources at \(path): \(Self.install)")
    }
    python = URL(fileURLWithPath: path)
  }

  /// Parses every file as an R4 Bundle; throws pydantic's report of the first invalid one.
  func validate(_ files: [URL]) throws {
    let script = """
      import sys
      try:
          import fhir.resources
          from fhir.resources.bundle import Bundle
      except ImportError as error:
          print("fhir.resources is missing:", error)
          sys.exit(3)
      if fhir.resources.__version__ != "\(Self.pinned)" or fhir.resources.__fhir_version__ != "4.0.1":
          print("fhir.resources", fhir.resources.__version__, "is FHIR", fhir.resources.__fhir_version__)
          sys.exit(3)
      for path in sys.argv[1:]:
          bundle = Bundle.parse_file(path)
          assert bundle.type == "collection", bundle.type
          print(path, len(bundle.entry or []), "entries valid")
      """
    let process = Process()
    process.executableURL = python
    process.arguments = ["-c", script] + files.map(\.path)
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    switch process.terminationStatus {
    case 0: return
    case 3:
      throw Missing(
        description: "\(text.trimmingCharacters(in: .whitespacesAndNewlines)): \(Self.install)"
      )
    default: throw Invalid(description: "not a valid FHIR R4 bundle:\n\(text.suffix(3000))")
    }
  }
}
