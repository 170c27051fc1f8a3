import Foundation
import Testing

/// A record breaking a rule the team shares is refused where it is typed: exit 65 naming the
/// field (as the option that sets it, or the wire's name), nothing written, nothing pending.
///
/// A NUL cannot be typed at all (no argument can hold one); the server's refusal of a NUL is
/// in `ServerRuleEndToEndTests`.
@Suite("Records breaking the team's rules are refused where they are typed", .serialized)
struct RefusalEndToEndTests {
  static let marie = "3f2a9c1e-0000-4000-8000-000000000001"
  static let ulcer = "3f2a9c1e-0000-4000-8000-000000000002"
  let server: TeamServer
  let anna = NurseSandbox()

  init() throws {
    server = try TeamServer()
    try anna.login("anna", on: server)
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var arguments: [String]
    /// The option that sets the field, and the field's wire name: either may be named.
    var option: String
    var field: String
    var testDescription: String { name }
  }

  static let cases = [
    Case(
      name: "a wound 100 m long",
      arguments: [
        "wound", "assess", ulcer, "--length", "99999", "--width", "2", "--exudate", "light",
        "--tissue", "granulation=100",
      ],
      option: "--length",
      field: "lengthCm"
    ),
    Case(
      name: "a wound opened in 1890",
      arguments: [
        "wound", "add", "--patient", marie, "--type", "burn", "--site", "sacrum", "--opened-on",
        "1890-01-01",
      ],
      option: "--opened-on",
      field: "openedOn"
    ),
    Case(
      name: "a name with a control character",
      arguments: [
        "patient", "add", "--given", "Ma\u{7}rie", "--family", "Dupont", "--birth-date",
        "1941-03-12",
      ],
      option: "--given",
      field: "givenName"
    ),
    Case(
      name: "an edit with an escape sequence",
      arguments: ["patient", "edit", marie, "--family", "Du\u{1B}[2Jpont"],
      option: "--family",
      field: "familyName"
    ),
    Case(
      name: "an address turned right to left",
      arguments: ["patient", "edit", marie, "--address", "1 rue \u{202E}des Lilas"],
      option: "--address",
      field: "address"
    ),
    Case(
      name: "a birth date before 1900",
      arguments: [
        "patient", "add", "--given", "Marie", "--family", "Dupont", "--birth-date", "1899-12-31",
      ],
      option: "--birth-date",
      field: "birthDate"
    ),
  ]

  @Test(arguments: cases)
  func isRefusedWhereItIsTyped(_ bad: Case) throws {
    try anna.addPatient(Self.marie)
    _ = try anna.woundOK([
      "add", "--id", Self.ulcer, "--patient", Self.marie, "--type", "venous-leg-ulcer",
      "--site", "left-lower-leg", "--opened-on", "2025-01-06",
    ])
    try anna.syncCounts()
    let before = try anna.storeFingerprint()

    let result = try anna.run(bad.arguments, environment: ["TZ": "UTC"])

    #expect(result.status == 65, "\(result.stderr)")
    #expect(
      result.stderr.contains(bad.option) || result.stderr.contains(bad.field),
      "names \(bad.option) or \(bad.field): \(result.stderr)"
    )
    #expect(result.stdout.isEmpty)
    #expect(try anna.storeFingerprint() == before, "nothing written")
    #expect(try anna.status()["pending"] as? Int == 0, "nothing waiting to be sent")
  }
}
