import Foundation
import Testing

/// Real, decodable PNG images (a browser must load them), each of one colour so that each
/// photo has its own bytes: 8-bit RGB, no compression (zlib stored blocks).
enum SolidPNG {
  static func make(width: Int = 96, height: Int = 72, rgb: (UInt8, UInt8, UInt8)) -> Data {
    var raw: [UInt8] = []
    for _ in 0..<height {
      raw.append(0)  // filter: none
      for _ in 0..<width { raw += [rgb.0, rgb.1, rgb.2] }
    }
    var header: [UInt8] = []
    header += bigEndian(UInt32(width)) + bigEndian(UInt32(height))
    header += [8, 2, 0, 0, 0]  // depth 8, colour type RGB, deflate, no filter, no interlace
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    png += chunk("IHDR", header) + chunk("IDAT", zlibStored(raw)) + chunk("IEND", [])
    return Data(png)
  }

  private static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let length = min(65_535, bytes.count - offset)
      let last: UInt8 = offset + length == bytes.count ? 1 : 0
      out += [last, UInt8(length & 0xFF), UInt8(length >> 8)]
      out += [UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
      out += bytes[offset..<offset + length]
      offset += length
    } while offset < bytes.count
    var (a, b): (UInt32, UInt32) = (1, 0)
    for byte in bytes {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return out + bigEndian(b << 16 | a)
  }

  private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
  }

  private static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
  }
}

/// A patient with three wounds followed over four weeks, photos at two visits of each, two
/// Braden assessments and two messages: what the report and the FHIR export tests share.
/// Her name and a wound's description carry markup, to prove it never becomes markup.
struct ReportScenario {
  static let patientID = "5a1e0000-0000-4000-8000-0000000000a1"
  static let hostileName = "<script>alert('x')</script> & Dupont"
  let nurse = NurseSandbox()
  var woundIDs: [String] = []
  var photoCount = 0

  static let wounds: [(type: String, site: String, stage: String?, areas: [(String, String)])] = [
    (
      "venous-leg-ulcer", "left-lower-leg", nil,
      [("4.0", "3.0"), ("3.8", "3.0"), ("3.6", "2.9"), ("3.5", "2.8")]
    ),
    (
      "pressure-injury", "sacrum", "stage-2",
      [("2.0", "2.0"), ("1.8", "1.5"), ("1.2", "1.0"), ("0.8", "0.6")]
    ),
    (
      "diabetic-foot-ulcer", "right-foot", nil,
      [("1.5", "1.2"), ("1.5", "1.2"), ("1.4", "1.1"), ("1.3", "1.1")]
    ),
  ]
  /// Days of the four visits after the wounds were opened on 2025-03-03.
  static let visitDays = ["2025-03-03", "2025-03-10", "2025-03-17", "2025-03-31"]

  /// Seeds the store through the real binary, in UTC.
  init() throws {
    try nurse.addPatient(
      Self.patientID,
      given: "Marie",
      family: Self.hostileName,
      photoConsent: "sharing"
    )
    try ok(["patient", "edit", Self.patientID, "--allergy", "latex", "--physician", "Dr Roux"])
    for (sensory, at) in [("3", "2025-03-03T09:00"), ("4", "2025-03-31T09:00")] {
      try ok([
        "patient", "braden", Self.patientID, "--sensory", sensory, "--moisture", "2",
        "--activity", "2", "--mobility", "2", "--nutrition", "3", "--friction", "2", "--at", at,
      ])
    }
    try ok([
      "patient", "abpi", Self.patientID, "--brachial-left", "128", "--brachial-right", "132",
      "--left-dp", "120", "--right-pt", "90", "--at", "2025-03-03T09:30",
    ])
    for (index, wound) in Self.wounds.enumerated() {
      let stage = wound.stage.map { ["--stage", $0] } ?? []
      let id = try nurse.woundOK(
        [
          "add", "--patient", Self.patientID, "--type", wound.type, "--site", wound.site,
          "--description", "<img src=x onerror=alert(1)> medial", "--opened-on", "2025-03-03",
        ] + stage
      )
      woundIDs.append(id)
      for (visit, size) in wound.areas.enumerated() {
        var photo: [String] = []
        if visit == 0 || visit == 3 {
          let colour = (UInt8(40 * index + 60), UInt8(30 * visit + 40), UInt8(200 - 50 * index))
          let path = try nurse.file("w\(index)-v\(visit).png", SolidPNG.make(rgb: colour))
          photo = ["--photo", path]
          photoCount += 1
        }
        _ = try nurse.woundOK(
          [
            "assess", id, "--length", size.0, "--width", size.1, "--exudate", "moderate",
            "--tissue", "granulation=80,slough=20", "--pain", "3",
            "--at", "\(Self.visitDays[visit])T10:00",
          ] + photo
        )
      }
    }
  }

  /// Logs the nurse in offline (a session file, as `nurse login` leaves it, for a server that
  /// is not there: messages need a login, not a network) and sends two messages.
  func sendMessages() throws {
    let folder = nurse.home.file("config/nurse")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let session = """
      {"server": "http://127.0.0.1:9", "username": "anna", "team": "north",
       "token": "offline", "expiresAt": "2099-01-01T00:00:00Z"}
      """
    try Data(session.utf8).write(to: folder.appendingPathComponent("session.json"))
    try ok(["message", "send", "--patient", Self.patientID, "Dressing changed, exudate heavier."])
    try ok(["message", "send", "--patient", Self.patientID, "Can the doctor come by?"])
  }

  @discardableResult
  func ok(_ arguments: [String]) throws -> String {
    let result = try nurse.run(arguments, environment: ["TZ": "UTC"])
    try #require(result.status == 0, "nurse \(arguments.first ?? "") failed: \(result.stderr)")
    return result.stdout
  }
}
