import Foundation
import Testing

/// The body map on a real terminal (tmux): `b` on a patient's wounds draws the front and the
/// back, each open wound's number on its site.
@Suite("The body map in the interactive app", .serialized)
struct BodyMapInteractiveTests {
  let nurse = NurseSandbox()
  static let marie = "5eed0001-0000-4000-8000-000000000032"

  /// Issue 30: a left-heel wound is marked on the left heel of the back view (seen from
  /// behind, her left is on the viewer's left), not on the front.
  @Test func aLeftHeelWoundIsMarkedOnTheLeftHeelOfTheBack() throws {
    try nurse.addPatient(Self.marie)
    _ = try nurse.woundOK([
      "add", "--patient", Self.marie, "--type", "pressure-injury", "--stage", "stage-2",
      "--site", "left-heel", "--opened-on", "2025-01-06",
    ])

    let terminal = try nurse.interactiveApp()
    try terminal.waitFor("Dupont, Marie")
    try terminal.press("Enter")
    try terminal.waitFor("pressure-injury")
    try terminal.type("w")
    try terminal.waitFor("1 wound")
    try terminal.type("b")
    let screen = try terminal.waitFor("back")
    // The heels' row: the front's heels unmarked, then the back's with wound 1 on the viewer's
    // left heel.
    let heels = screen.split(separator: "\n").filter { $0.contains("_|") }
    #expect(heels.count == 1, "\(screen)")
    let row = String(heels.first ?? "")
    let front = try #require(row.range(of: "_|   |   |_"), "the front's heels: \(row)")
    let back = try #require(row.range(of: "_| 1 |   |_"), "the back's left heel: \(row)")
    #expect(front.upperBound <= back.lowerBound, "the front on the left, the back on the right")
    #expect(screen.contains("1") && screen.contains("left heel"), "the legend names it")
  }

  /// Issue 30: the wound form offers the map to pick a site: `map` shows it with a letter on
  /// each site, and `c` there is the left heel.
  @Test func theWoundFormPicksTheSiteOnTheMap() throws {
    try nurse.addPatient(Self.marie)
    let terminal = try nurse.interactiveApp()
    try terminal.waitFor("Dupont, Marie")
    try terminal.press("Enter")
    try terminal.type("w")
    try terminal.waitFor("No wounds recorded")
    try terminal.type("a")
    try terminal.waitFor("Type (")
    try terminal.type("pressure-injury")
    try terminal.press("Enter")
    try terminal.waitFor("Site (")
    try terminal.type("map")
    try terminal.press("Enter")
    let map = try terminal.waitFor("a letter on the map")
    #expect(map.contains("L     BACK      R") && map.contains("c left-heel"), "\(map)")
    try terminal.type("c")
    try terminal.press("Enter")
    let next = try terminal.waitFor("Clock (")
    #expect(next.contains("left-heel"), "the site answered: \(next)")
  }
}
