import CoreContractCases
import Foundation
import Testing

/// `nurse wound photos`: a wound's photos drawn in the terminal, printed once (issue 30).
@Suite("A wound's photos in the terminal")
struct WoundPhotosEndToEndTests {
  let nurse = NurseSandbox()
  static let marie = "1234abcd-0000-4000-8000-000000000031"

  @Test func thePhotosAreDrawnSideBySideDatedAndADamagedOneIsNamed() throws {
    try nurse.addPatient(Self.marie, photoConsent: "record")
    let wound = try nurse.woundOK([
      "add", "--patient", Self.marie, "--type", "venous-leg-ulcer", "--site", "left-lower-leg",
      "--opened-on", "2025-01-06",
    ])
    for (day, photo) in [("06", SamplePhotos.jpeg), ("13", SamplePhotos.png)] {
      _ = try nurse.woundOK([
        "assess", wound, "--length", "4", "--width", "3", "--exudate", "light", "--tissue",
        "granulation=100", "--at", "2025-01-\(day)T09:30",
        "--photo", try nurse.file("visit-\(day).img", photo),
      ])
    }

    // Into a pipe the photos are plain characters: no escape, the layout whole.
    let shown = try nurse.woundOK(["photos", String(wound.prefix(6))])
    let lines = shown.components(separatedBy: "\n")
    #expect(lines.first?.hasPrefix("Photos · Venous leg ulcer · left lower leg") == true)
    #expect(lines.first?.hasSuffix("Photos 1, 2 of 2") == true)
    #expect(!shown.contains("\u{1B}"))
    #expect(lines.contains { $0.hasPrefix("2025-01-06") && $0.contains("2025-01-13") })
    #expect(lines.last?.hasPrefix("12.0 cm² · PUSH") == true)

    // A photo file damaged on the disk is named where it would be; the other still shows.
    let folder = nurse.store.deletingLastPathComponent().appendingPathComponent("photos")
    let damaged = try #require(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).first {
        $0.hasSuffix(".png")
      }
    )
    try SamplePhotos.png.prefix(40).write(to: folder.appendingPathComponent(damaged))
    let again = try nurse.woundOK(["photos", wound])
    #expect(again.contains("cannot be shown"))
    #expect(again.contains("2025-01-06") && again.contains("2025-01-13"))
  }

  @Test func nurseGraphicsDrawsThemWithKittysProtocolOrSixel() throws {
    try nurse.addPatient(Self.marie, photoConsent: "record")
    let wound = try nurse.woundOK([
      "add", "--patient", Self.marie, "--type", "venous-leg-ulcer", "--site", "left-lower-leg",
      "--opened-on", "2025-01-06",
    ])
    _ = try nurse.woundOK([
      "assess", wound, "--length", "4", "--width", "3", "--exudate", "light", "--tissue",
      "granulation=100", "--at", "2025-01-06T09:30",
      "--photo", try nurse.file("visit.png", SamplePhotos.png),
    ])
    let photos = { (mode: String) in
      try self.nurse.run(
        ["wound", "photos", wound],
        environment: ["TZ": "UTC", "NURSE_GRAPHICS": mode]
      )
    }

    // Kitty: RGB pixels in base64 chunks, the whole of them decoding to width × height × 3.
    let kitty = try photos("kitty")
    #expect(kitty.status == 0)
    let commands = kitty.stdout.components(separatedBy: "\u{1B}_G").dropFirst()
      .map { $0.components(separatedBy: "\u{1B}\\")[0] }
    let first = try #require(commands.first?.components(separatedBy: ";").first)
    #expect(first.hasPrefix("a=T,f=24,") && first.contains(",C=1,q=2,"))
    let keys = Dictionary(
      uniqueKeysWithValues: first.split(separator: ",").map {
        let pair = $0.split(separator: "=")
        return (String(pair[0]), String(pair[1]))
      }
    )
    let payload = commands.map { $0.components(separatedBy: ";").last ?? "" }.joined()
    let pixels = try #require(Data(base64Encoded: payload))
    #expect(pixels.count == Int(keys["s"]!)! * Int(keys["v"]!)! * 3)
    #expect(kitty.stdout.contains("2025-01-06"))

    // Sixel: one DCS with its raster attributes; an unknown mode is ignored (a pipe: plain).
    let sixel = try photos("sixel")
    #expect(sixel.stdout.contains("\u{1B}Pq\"1;1;"))
    #expect(sixel.stdout.contains("\u{1B}\\"))
    #expect(!(try photos("retina")).stdout.contains("\u{1B}"))
  }

  @Test func aWoundWithoutPhotosSaysSoAndAnUnknownWoundIs66() throws {
    try nurse.addPatient(Self.marie)
    let wound = try nurse.woundOK([
      "add", "--patient", Self.marie, "--type", "skin-tear", "--site", "back",
      "--opened-on", "2025-01-06",
    ])
    #expect(try nurse.woundOK(["photos", wound]).contains("No photo of this wound yet"))
    #expect(try nurse.wound(["photos", "ffffffff"]).status == 66)
  }
}
