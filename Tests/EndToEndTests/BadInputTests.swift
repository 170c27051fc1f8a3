import Foundation
import Testing

/// Each refused input: one clear line naming the field, the documented exit code, and a store
/// exactly as it was.
@Suite("Bad input is refused and writes nothing")
struct BadInputTests {
  /// A refused command line: the exit code it must end with and what its one line on stderr
  /// must name (the option, the id).
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var arguments: [String]
    var status: Int32
    var mentions: String
    var testDescription: String { name }
  }

  static let marie = "1234abcd-0000-4000-8000-000000000001"
  static let marion = "1234abce-0000-4000-8000-000000000002"
  static let add = ["patient", "add", "--given", "Paul", "--family", "Petit"]
  static let braden = [
    "patient", "braden", marie, "--sensory", "3", "--moisture", "3", "--activity", "3",
    "--mobility", "3", "--nutrition", "3",
  ]

  static let cases: [Case] = [
    Case(
      name: "birth date in the future",
      arguments: add + ["--birth-date", "2999-01-01"],
      status: 65,
      mentions: "--birth-date"
    ),
    Case(
      name: "malformed birth date",
      arguments: add + ["--birth-date", "1950-13-01"],
      status: 65,
      mentions: "--birth-date"
    ),
    Case(
      name: "impossible birth date",
      arguments: add + ["--birth-date", "1950-02-30"],
      status: 65,
      mentions: "--birth-date"
    ),
    Case(
      name: "empty given name",
      arguments: [
        "patient", "add", "--given", "", "--family", "Petit", "--birth-date", "1950-01-01",
      ],
      status: 65,
      mentions: "--given"
    ),
    Case(
      name: "blank family name",
      arguments: [
        "patient", "add", "--given", "Paul", "--family", "  ", "--birth-date", "1950-01-01",
      ],
      status: 65,
      mentions: "--family"
    ),
    Case(name: "missing birth date", arguments: add, status: 64, mentions: "--birth-date"),
    Case(
      name: "unknown sex",
      arguments: add + ["--birth-date", "1950-01-01", "--sex", "x"],
      status: 64,
      mentions: "--sex"
    ),
    Case(
      name: "Braden subscale above range",
      arguments: braden + ["--friction", "4"],
      status: 65,
      mentions: "--friction"
    ),
    Case(
      name: "Braden subscale below range",
      arguments: [
        "patient", "braden", marie, "--sensory", "0", "--moisture", "3", "--activity", "3",
        "--mobility", "3", "--nutrition", "3", "--friction", "2",
      ],
      status: 65,
      mentions: "--sensory"
    ),
    Case(
      name: "Braden in the future",
      arguments: braden + ["--friction", "2", "--at", "2999-01-01T10:00"],
      status: 65,
      mentions: "--at"
    ),
    Case(
      name: "unknown id",
      arguments: ["patient", "show", "ffffffff"],
      status: 66,
      mentions: "ffffffff"
    ),
    Case(
      name: "ambiguous id",
      arguments: ["patient", "archive", "1234ab"],
      status: 66,
      mentions: "1234ab"
    ),
    Case(name: "id too short", arguments: ["patient", "show", "12"], status: 64, mentions: "12"),
    Case(
      name: "unknown option",
      arguments: ["patient", "list", "--colour"],
      status: 64,
      mentions: "--colour"
    ),
    Case(
      name: "edit with nothing to change",
      arguments: ["patient", "edit", marie],
      status: 64,
      mentions: "nothing to change"
    ),
  ]

  @Test(arguments: cases)
  func isRefused(_ bad: Case) throws {
    let nurse = NurseSandbox()
    for (id, given) in [(Self.marie, "Marie"), (Self.marion, "Marion")] {
      let added = try nurse.run([
        "patient", "add", "--id", id, "--given", given, "--family", "Dupont", "--birth-date",
        "1941-03-12",
      ])
      try #require(added.status == 0, "\(added.stderr)")
    }
    let before = try nurse.storeFingerprint()

    let result = try nurse.run(bad.arguments)

    #expect(result.status == bad.status, "\(result.stderr)")
    #expect(result.stderr.contains(bad.mentions), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
    #expect(try nurse.storeFingerprint() == before)
  }

  @Test func aStoreInADirectoryThatCannotBeCreated() throws {
    let nurse = NurseSandbox()
    let blocker = nurse.home.file("blocker")
    try Data("a file, not a folder".utf8).write(to: blocker)
    let result = try nurse.run(["patient", "list", "--store", blocker.path + "/nurse/nurse.sqlite"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("cannot create"))
  }

  @Test func aStoreThatIsNotSQLiteIsRefusedAndLeftAlone() throws {
    let nurse = NurseSandbox()
    let document = nurse.home.file("visit-notes.txt")
    let content = Data("Visit notes, not a database.\n".utf8)
    try content.write(to: document)
    let result = try nurse.run([
      "patient", "add", "--given", "A", "--family", "B", "--birth-date", "1950-01-01",
      "--store", document.path,
    ])
    #expect(result.status == 65)
    #expect(result.stderr.contains("not a nurse store"))
    #expect(try Data(contentsOf: document) == content)
  }
}
