import CoreContractCases
import Foundation
import Testing

/// A wound's photos on a real terminal (tmux): `v` on the wound shows them, Esc goes back.
@Suite("A wound's photos in the interactive app", .serialized)
struct WoundPhotosInteractiveTests {
  let nurse = NurseSandbox()
  static let marie = "5eed0001-0000-4000-8000-000000000031"

  @Test func vShowsThePhotosAndEscGoesBack() throws {
    try nurse.addPatient(Self.marie, photoConsent: "record")
    let wound = try nurse.woundOK([
      "add", "--patient", Self.marie, "--type", "venous-leg-ulcer", "--site", "left-lower-leg",
      "--opened-on", "2025-01-06",
    ])
    _ = try nurse.woundOK([
      "assess", wound, "--length", "4", "--width", "3", "--exudate", "moderate", "--tissue",
      "granulation=70,slough=30", "--at", "2025-01-06T10:00",
      "--photo", try nurse.file("leg.png", SamplePhotos.png),
    ])

    let terminal = try nurse.interactiveApp()
    try terminal.waitFor("Dupont, Marie")
    try terminal.press("Enter")
    try terminal.waitFor("venous-leg-ulcer  left-lower-leg")
    try terminal.type("w")
    try terminal.waitFor("1 wound")
    try terminal.press("Enter")
    try terminal.waitFor("Baseline    12.0 cm² on 2025-01-06")
    try terminal.type("v")
    try terminal.waitFor("Photos · Venous leg ulcer · left lower leg")
    let screen = try terminal.screen()
    #expect(screen.contains("Photos 1 of 1"))
    #expect(screen.contains("12.0 cm² · PUSH"))
    // The app runs under NO_COLOR here: the photo is drawn with characters by brightness.
    #expect(screen.contains("----------"), "the 1 × 1 photo's brightness fills its cells")
    try terminal.press("Escape")
    try terminal.waitFor("Baseline    12.0 cm² on 2025-01-06")
  }
}
