import CoreContractCases
import Foundation
import Testing

/// Each refused wound command: the documented exit code, one line naming the option, nothing
/// on stdout, and the store and the photo folder exactly as they were.
@Suite("Bad wound input is refused and writes nothing")
struct WoundBadInputTests {
  typealias Case = BadInputTests.Case

  static let marie = "1234abcd-0000-4000-8000-000000000001"
  /// An open venous leg ulcer, and a healed one whose id shares its first four characters.
  static let ulcer = "abcd0001-0000-4000-8000-000000000001"
  static let healed = "abcd0002-0000-4000-8000-000000000002"
  static let assess = [
    "assess", ulcer, "--length", "3.0", "--width", "2.0", "--exudate", "light",
    "--at", "2025-01-10T10:00",
  ]
  static let add = ["add", "--patient", marie, "--site", "left-lower-leg"]
  /// An assessment of `wound` refused only for what differs from a good one, or is added after.
  static func assessing(_ wound: String, length: String = "3", exudate: String = "light")
    -> [String]
  {
    ["assess", wound, "--length", length, "--width", "2", "--exudate", exudate]
      + ["--tissue", "granulation=100"]
  }

  static let cases: [Case] = [
    Case(
      name: "tissue not summing to 100",
      arguments: assess + ["--tissue", "granulation=70,slough=20"],
      status: 65,
      mentions: "--tissue"
    ),
    Case(
      name: "zero length on an open wound",
      arguments: assessing(ulcer, length: "0"),
      status: 65,
      mentions: "--length"
    ),
    Case(
      name: "negative width",
      arguments: ["assess", ulcer, "--length", "2", "--width=-1.5", "--exudate", "light"]
        + ["--tissue", "granulation=100"],
      status: 65,
      mentions: "--width"
    ),
    Case(
      name: "length with two decimals",
      arguments: assessing(ulcer, length: "1.25"),
      status: 65,
      mentions: "--length"
    ),
    Case(
      name: "pain above 10",
      arguments: assess + ["--tissue", "granulation=100", "--pain", "11"],
      status: 65,
      mentions: "--pain"
    ),
    Case(
      name: "stage on a venous ulcer",
      arguments: add + ["--type", "venous-leg-ulcer", "--stage", "stage-2"],
      status: 65,
      mentions: "--stage"
    ),
    Case(
      name: "wound opened in the future",
      arguments: add + ["--type", "burn", "--opened-on", "2999-01-01"],
      status: 65,
      mentions: "--opened-on"
    ),
    Case(
      name: "assessment before the wound was opened",
      arguments: assessing(ulcer) + ["--at", "2024-12-31T23:00"],
      status: 65,
      mentions: "--at"
    ),
    Case(
      name: "assessment in the future",
      arguments: assessing(ulcer) + ["--at", "2999-01-01T10:00"],
      status: 65,
      mentions: "--at"
    ),
    Case(
      name: "assessment on a healed wound",
      arguments: assessing(healed) + ["--at", "2025-01-10T10:00"],
      status: 65,
      mentions: "reopen it first"
    ),
    Case(
      name: "healed before it was opened",
      arguments: ["heal", ulcer, "--on", "2024-12-01"],
      status: 65,
      mentions: "--on"
    ),
    Case(
      name: "closed with a blank reason",
      arguments: ["close", ulcer, "--reason", "  "],
      status: 65,
      mentions: "--reason"
    ),
    Case(
      name: "unknown type",
      arguments: add + ["--type", "bite"],
      status: 64,
      mentions: "--type"
    ),
    Case(
      name: "unknown site",
      arguments: ["add", "--patient", marie, "--type", "burn", "--site", "elbow"],
      status: 64,
      mentions: "--site"
    ),
    Case(
      name: "unknown exudate",
      arguments: assessing(ulcer, exudate: "lots"),
      status: 64,
      mentions: "--exudate"
    ),
    Case(
      name: "unknown tissue",
      arguments: assess + ["--tissue", "bone=100"],
      status: 64,
      mentions: "--tissue"
    ),
    Case(
      name: "a tissue named twice",
      arguments: assess + ["--tissue", "necrotic=50,eschar=50"],
      status: 64,
      mentions: "--tissue"
    ),
    Case(
      name: "unknown wound",
      arguments: ["show", "ffffffff"],
      status: 66,
      mentions: "ffffffff"
    ),
    Case(
      name: "ambiguous wound prefix",
      arguments: ["reopen", "abcd"],
      status: 66,
      mentions: "abcd"
    ),
    Case(name: "wound id too short", arguments: ["show", "ab"], status: 64, mentions: "ab"),
    Case(
      name: "unknown patient",
      arguments: ["add", "--patient", "99999999", "--type", "burn", "--site", "sacrum"],
      status: 66,
      mentions: "99999999"
    ),
    Case(
      name: "unknown assessment to supersede",
      arguments: assess + ["--tissue", "granulation=100", "--supersedes", "eeeeeeee"],
      status: 66,
      mentions: "eeeeeeee"
    ),
    // Issue 28, item 4: these texts are one line (the contract's `text(of:)`), so a newline
    // is refused naming the option, as the server refuses it naming the field.
    Case(
      name: "a newline in the closing reason",
      arguments: ["close", ulcer, "--reason", "transferred\nto hospital"],
      status: 65,
      mentions: "--reason holds a control character"
    ),
    Case(
      name: "a newline in the dressing",
      arguments: assess + ["--tissue", "granulation=100", "--dressing", "alginate\nfoam"],
      status: 65,
      mentions: "--dressing holds a control character"
    ),
    Case(
      name: "a newline in the cleansing",
      arguments: ["plan", ulcer, "--primary", "alginate", "--cleansing", "saline\nwater"]
        + ["--every", "2"],
      status: 65,
      mentions: "--cleansing holds a control character"
    ),
    Case(
      name: "a newline in the primary dressing",
      arguments: ["plan", ulcer, "--primary", "alginate\nfoam", "--every", "2"],
      status: 65,
      mentions: "--primary holds a control character"
    ),
    Case(
      name: "a newline in the secondary dressing",
      arguments: ["plan", ulcer, "--primary", "alginate", "--secondary", "foam\ncrepe"]
        + ["--every", "2"],
      status: 65,
      mentions: "--secondary holds a control character"
    ),
    Case(
      name: "unknown photo to export",
      arguments: ["photo", "export", "0000000000", "/tmp/never-written.png"],
      status: 66,
      mentions: "0000000000"
    ),
  ]

  /// Marie with the two wounds, the healed one assessed once with a photo.
  static func prepare(_ nurse: NurseSandbox) throws {
    try nurse.addPatient(marie, photoConsent: "sharing")
    for id in [ulcer, healed] {
      _ = try nurse.woundOK([
        "add", "--id", id, "--patient", marie, "--type", "venous-leg-ulcer", "--site",
        "left-lower-leg", "--opened-on", "2025-01-06",
      ])
    }
    let photo = try nurse.file("first.jpg", SamplePhotos.jpeg)
    _ = try nurse.woundOK([
      "assess", healed, "--length", "2", "--width", "2", "--exudate", "none", "--tissue",
      "granulation=100", "--at", "2025-01-06T10:00", "--photo", photo,
    ])
    _ = try nurse.woundOK(["heal", healed, "--on", "2025-01-08"])
  }

  private func expectRefused(
    _ nurse: NurseSandbox,
    _ arguments: [String],
    status: Int32,
    mentions: String
  ) throws {
    let before = try nurse.storeFingerprint()
    let photos = nurse.photoFiles()

    let result = try nurse.wound(arguments)

    #expect(result.status == status, "\(result.stderr)")
    #expect(result.stderr.contains(mentions), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
    #expect(try nurse.storeFingerprint() == before)
    #expect(nurse.photoFiles() == photos)
  }

  @Test(arguments: cases)
  func isRefused(_ bad: Case) throws {
    let nurse = NurseSandbox()
    try Self.prepare(nurse)
    try expectRefused(nurse, bad.arguments, status: bad.status, mentions: bad.mentions)
  }

  @Test func photosThatAreNotImagesTooLargeOrMissing() throws {
    let nurse = NurseSandbox()
    try Self.prepare(nurse)
    let withTissue = Self.assess + ["--tissue", "granulation=100", "--photo"]
    let gif = try nurse.file("wound.gif", Data("GIF89a\u{01}\u{00}\u{01}\u{00}".utf8))
    try expectRefused(nurse, withTissue + [gif], status: 65, mentions: "--photo")
    // JPEG's magic bytes, then a cut: not a photo (issue 28), whatever its first bytes say.
    let cut = try nurse.file("cut.jpg", SamplePhotos.jpeg.prefix(100))
    try expectRefused(nurse, withTissue + [cut], status: 65, mentions: "does not decode")

    // 20 MB is the cap: one byte more is refused (a sparse file, so nothing is really written).
    let large = nurse.home.file("large.png")
    try SamplePhotos.png.write(to: large)
    let handle = try FileHandle(forWritingTo: large)
    try handle.truncate(atOffset: 20 * 1024 * 1024 + 1)
    try handle.close()
    try expectRefused(nurse, withTissue + [large.path], status: 65, mentions: "--photo")

    // A good photo beside a missing one: neither goes in, nor the assessment.
    let good = try nurse.file("good.png", SamplePhotos.png)
    let missing = nurse.home.file("missing.png").path
    try expectRefused(
      nurse,
      withTissue + [good, "--photo", missing],
      status: 66,
      mentions: missing
    )
  }
}
