import Foundation
import Testing

@Suite("A nurse keeps her patients' records")
struct PatientLifecycleTests {
  let nurse = NurseSandbox()

  private func add(_ extra: [String]) throws -> String {
    let result = try nurse.run(["patient", "add"] + extra)
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @Test func addListShowEditBradenArchive() throws {
    let marie = try add([
      "--given", "Marie", "--family", "Dupont", "--birth-date", "1941-03-12", "--sex", "female",
      "--address", "4 rue des Lilas", "--phone", "0102030405", "--allergy", "latex",
      "--allergy", "iodine", "--physician", "Dr Roux",
    ])
    #expect(UUID(uuidString: marie) != nil)
    let zoe = "0a1b2c3d-0000-4000-8000-000000000001"
    #expect(
      try add(["--given", "Zoë", "--family", "Àlvarez", "--birth-date", "1950-07-01", "--id", zoe])
        == zoe
    )

    let list = try #require(try nurse.json(["patient", "list", "--json"]) as? [[String: Any]])
    #expect(list.map { $0["familyName"] as? String } == ["Àlvarez", "Dupont"])
    #expect(list.last?["sex"] as? String == "female")
    #expect(list.last?["status"] as? String == "active")
    #expect(list.last?["birthDate"] as? String == "1941-03-12")

    let screen = try nurse.run(["patient", "list"])
    #expect(screen.status == 0)
    #expect(screen.stdout.contains("Dupont"))
    #expect(screen.stdout.contains(String(marie.prefix(8))))
    #expect(!screen.stdout.contains("\u{1B}["), "no escape codes in a pipe")

    let found = try #require(
      try nurse.json(["patient", "list", "--search", "ZOE", "--json"]) as? [[String: Any]]
    )
    #expect(found.map { $0["id"] as? String } == [zoe])

    let shown = try #require(
      try nurse.json(["patient", "show", String(marie.prefix(6)), "--json"]) as? [String: Any]
    )
    #expect(shown["givenName"] as? String == "Marie")
    #expect(shown["allergies"] as? [String] == ["latex", "iodine"])
    #expect(shown["sex"] as? String == "female")
    #expect(shown["braden"] == nil)

    #expect(try nurse.run(["patient", "edit", marie, "--phone", "0600000000"]).status == 0)
    let edited = try #require(
      try nurse.json(["patient", "show", marie, "--json"]) as? [String: Any]
    )
    #expect(edited["phone"] as? String == "0600000000")
    #expect(edited["familyName"] as? String == "Dupont", "edit changes only what was given")

    let braden = try nurse.run([
      "patient", "braden", marie, "--sensory", "3", "--moisture", "2", "--activity", "2",
      "--mobility", "2", "--nutrition", "3", "--friction", "2", "--at", "2026-01-05T09:30",
    ])
    #expect(braden.status == 0, "\(braden.stderr)")
    #expect(braden.stdout.contains("14"))
    let withBraden = try #require(
      try nurse.json(["patient", "show", marie, "--json"]) as? [String: Any]
    )
    let score = try #require(withBraden["braden"] as? [String: Any])
    #expect(score["total"] as? Int == 14)
    #expect(score["risk"] as? String == "moderate")
    #expect((score["assessedAt"] as? String)?.hasPrefix("2026-01-05T09:30:00") == true)
    #expect(try nurse.run(["patient", "show", marie]).stdout.contains("Dupont"))

    #expect(try nurse.run(["patient", "archive", marie]).status == 0)
    let active = try #require(try nurse.json(["patient", "list", "--json"]) as? [[String: Any]])
    #expect(active.map { $0["id"] as? String } == [zoe])
    let archived = try #require(
      try nurse.json(["patient", "list", "--archived", "--json"]) as? [[String: Any]]
    )
    #expect(archived.map { $0["status"] as? String } == ["archived"])
    #expect(try nurse.run(["patient", "unarchive", marie]).status == 0)
    #expect((try nurse.json(["patient", "list", "--json"]) as? [Any])?.count == 2)
  }

  @Test func theStoreIsPrivateAndCanBeChosen() throws {
    _ = try add(["--given", "Ana", "--family", "Silva", "--birth-date", "1938-11-30"])
    let attributes = try FileManager.default.attributesOfItem(atPath: nurse.store.path)
    #expect((attributes[.posixPermissions] as! NSNumber).intValue & 0o777 == 0o600)

    let elsewhere = nurse.home.file("elsewhere/team.sqlite").path
    let before = [
      "--store", elsewhere, "patient", "add", "--given", "Bo", "--family", "Lind",
      "--birth-date", "1960-01-01",
    ]
    #expect(try nurse.run(before).status == 0, "--store before the subcommand")
    let after = ["patient", "list", "--json", "--store", elsewhere]
    #expect((try nurse.json(after) as? [Any])?.count == 1, "--store after it")
    let viaEnvironment = try nurse.run(
      ["patient", "list", "--json"],
      environment: ["NURSE_STORE": elsewhere]
    )
    #expect(viaEnvironment.stdout.contains("Lind"))
    #expect(!viaEnvironment.stdout.contains("Silva"))
  }

  @Test func withoutATerminalItPrintsHelp() throws {
    let result = try nurse.run([])
    #expect(result.status == 0)
    #expect(result.stdout.contains("USAGE"))
    #expect(result.stdout.contains("patient"))
    #expect(try nurse.run(["--version"]).stdout.contains("0.1.0"))
  }
}
