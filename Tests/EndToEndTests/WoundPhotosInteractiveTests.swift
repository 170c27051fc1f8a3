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

  /// Issue 30: on a 24-bit colour terminal a wound with three photos shows the first, the
  /// previous and the latest side by side in half blocks, each with its day under it.
  @Test func threePhotosInHalfBlocksWithTheirDays() throws {
    try nurse.addPatient(Self.marie, photoConsent: "record")
    let wound = try nurse.woundOK([
      "add", "--patient", Self.marie, "--type", "venous-leg-ulcer", "--site", "left-lower-leg",
      "--opened-on", "2025-01-06",
    ])
    let photos = [
      ("2025-01-06", SamplePhotos.jpeg), ("2025-01-13", SamplePhotos.png),
      ("2025-01-20", SamplePhotos.jpeg(distinctBy: "third visit")),
    ]
    for (index, (day, photo)) in photos.enumerated() {
      _ = try nurse.woundOK([
        "assess", wound, "--length", "\(4 - index)", "--width", "3", "--exudate", "moderate",
        "--tissue", "granulation=100", "--at", "\(day)T10:00",
        "--photo", try nurse.file("visit-\(index).\(index == 1 ? "png" : "jpg")", photo),
      ])
    }

    let terminal = try nurse.interactiveApp(columns: 120, trueColor: true)
    try terminal.waitFor("Dupont, Marie")
    try terminal.press("Enter")
    try terminal.waitFor("venous-leg-ulcer")
    try terminal.type("w")
    try terminal.waitFor("1 wound")
    try terminal.press("Enter")
    try terminal.waitFor("Baseline")
    try terminal.type("v")
    let screen = try terminal.waitFor("Photos 1, 2, 3 of 3")
    for day in ["2025-01-06", "2025-01-13", "2025-01-20"] {
      #expect(screen.contains(day), "\(day) under its photo")
    }
    #expect(screen.contains("▀"), "the photos drawn in half blocks")
    // The PNG's one pixel (200, 80, 60) in 24-bit colour, as foreground and background.
    let styled = try terminal.screenWithStyles()
    #expect(styled.contains("38;2;200;80;60") && styled.contains("48;2;200;80;60"))
  }
}
