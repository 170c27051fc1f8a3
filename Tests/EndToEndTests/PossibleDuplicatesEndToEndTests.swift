import Foundation
import Testing

/// Issue 29, item 3, through the real server: two nurses register the same patient offline,
/// each unaware of the other; after both sync, each sees the pair in `nurse patient
/// duplicates`. A third registration is refused at once (exit 65, listing both) unless
/// `--not-a-duplicate`.
@Suite("Possible duplicate patients, through the team server", .serialized)
struct PossibleDuplicatesEndToEndTests {
  let server: TeamServer
  let anna = NurseSandbox()
  let bea = NurseSandbox()

  init() throws {
    server = try TeamServer()
    try anna.login("anna", on: server)
    try bea.login("bea", on: server)
  }

  @Test func twoOfflineRegistrationsOfOnePatientMeetInTheTeamsList() throws {
    let annas = try anna.ok([
      "patient", "add", "--given", "Marie", "--family", "Lefèvre", "--birth-date", "1941-03-12",
      "--phone", "04 78 00 00 01",
    ])
    let beas = try bea.ok([
      "patient", "add", "--given", "marie", "--family", "Lefevre", "--birth-date", "1941-03-12",
    ])
    #expect(try anna.ok(["patient", "duplicates"]) == "No possible duplicates.")
    try anna.syncCounts()
    try bea.syncCounts()
    try anna.syncCounts()

    for nurse in [anna, bea] {
      let pairs = try #require(
        try JSONSerialization.jsonObject(
          with: Data(try nurse.ok(["patient", "duplicates", "--json"]).utf8)
        ) as? [[String: Any]]
      )
      #expect(pairs.count == 1)
      let ids = [pairs.first?["first"], pairs.first?["second"]].compactMap {
        ($0 as? [String: Any])?["id"] as? String
      }
      #expect(Set(ids) == [annas, beas])
      #expect(pairs.first?["criterion"] as? String == "birth-date-and-names")
    }

    let third = [
      "patient", "add", "--given", "Jeanne", "--family", "Lefevre", "--birth-date", "1930-01-01",
      "--phone", "+33 4 78 00 00 01",
    ]
    let refused = try bea.run(third)
    #expect(refused.status == 65)
    #expect(
      refused.stderr.contains("possibly the same person as Lefèvre, Marie"),
      "\(refused.stderr)"
    )
    #expect(refused.stderr.contains("--not-a-duplicate"))
    try bea.ok(third + ["--not-a-duplicate"])
    let lines = try bea.ok(["patient", "duplicates"])
    #expect(lines.split(separator: "\n").count == 2, "\(lines)")
  }
}
