import CoreContractCases
import Foundation
import Testing

/// Three nurses with photos, each syncing through a bad link (`BadLinkProxy`: latency each
/// way, a shared rate, every connection cut after a random 256 KB–4 MB) to the real server:
/// each pushes her day in ONE `nurse sync`, all at once, then pulls the others' in ONE more,
/// and every store holds the server's record, photos included, once.
@Suite("One nurse sync each over a bad link converges", .serialized)
struct BadLinkConvergenceEndToEndTests {
  static let names = ["anna", "bea", "dana"]

  @Test func nursesWithPhotosSyncOnceEachThroughCutsAndConverge() async throws {
    let server = try TeamServer(alsoNorth: ["dana"])
    var random = SeededRandom()
    let seed = "seed \(random.seed) (NURSE_E2E_SEED=\(random.seed) replays the cuts)"
    print("BadLinkConvergenceEndToEndTests: \(seed)")
    let proxy = try BadLinkProxy(
      to: server.url,
      latency: 0.05,
      bytesPerSecond: 3_000_000,
      cutAfter: 256 * 1024...4 * 1024 * 1024,
      random: SeededRandom(seed: random.next())
    )
    let nurses = Self.names.map { _ in NurseSandbox() }
    var photoBytes = 0
    for (name, nurse) in zip(Self.names, nurses) {
      try nurse.login(name, at: proxy.url)
      photoBytes += try await Self.writeADay(of: name, on: nurse, using: &random)
    }

    // Each pushes her day, all at once, in one run; then each pulls the others' in one run.
    for phase in ["push", "pull"] {
      let results = try await withThrowingTaskGroup(of: (String, NurseResult).self) { group in
        for (name, nurse) in zip(Self.names, nurses) {
          group.addTask {
            (name, try await nurse.runConcurrently(["sync"], environment: Self.patience))
          }
        }
        return try await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
      }
      for (name, result) in results {
        #expect(result.status == 0, "\(seed): \(name)'s \(phase) run: \(result.stderr)")
      }
    }

    let carried = proxy.carried
    print(
      "BadLinkConvergenceEndToEndTests: \(carried.connections) connections, \(carried.cuts) cut, "
        + "\(carried.upstreamBytes) bytes up for \(photoBytes) bytes of photos"
    )
    #expect(carried.cuts > 0, "\(seed): the link cut nothing: the test proved nothing")
    let reference = try nurses[0].teamRecords()
    #expect(reference.ids("photo").count == Self.names.count * 2, "\(seed): photos, once each")
    #expect(reference.ids("assessment_photo").count == Self.names.count * 2, "\(seed)")
    let records = try await ServerRecords.read(as: "anna", on: server)
    #expect(records.ids("photo").count == Self.names.count * 2, "\(seed): on the server")
    #expect(reference.ids("handoverSeen").count == Self.names.count, "\(seed): marks, once each")
    #expect(records.ids("handoverSeen").count == Self.names.count, "\(seed): marks on the server")
    for (name, nurse) in zip(Self.names, nurses) {
      #expect(try nurse.teamRecords() == reference, "\(seed): \(name)'s store")
      #expect(nurse.photoFiles() == nurses[0].photoFiles(), "\(seed): \(name)'s photo files")
      let differences = try await records.differences(in: nurse).joined(separator: "\n")
      #expect(differences.isEmpty, "\(seed): \(name)'s store against the feed:\n\(differences)")
      let status = try nurse.status()
      for count in ["pending", "refused", "conflicts", "parked"] {
        #expect(status[count] as? Int == 0, "\(seed): \(name)'s \(count): \(status)")
      }
    }
  }

  /// A sync's patience on this link: it must never need to give up.
  static let patience = ["NURSE_SYNC_GIVE_UP_AFTER": "60", "NURSE_SYNC_STALL_AFTER": "5"]

  /// A patient, a wound and two assessments with a photo each (about 0.7 MB and 1.1 MB of
  /// random bytes behind a PNG's header), and her handover of the patient marked seen.
  /// Returns the photos' bytes.
  static func writeADay(
    of name: String,
    on nurse: NurseSandbox,
    using random: inout SeededRandom
  ) async throws -> Int {
    let patient = try await nurse.step([
      "patient", "add", "--given", name.capitalized, "--family", "Of" + name.capitalized,
      "--birth-date", "1944-02-03",
    ])
    try await nurse.step(["patient", "consent", patient, "given", "--scope", "sharing"])
    let wound = try await nurse.step([
      "wound", "add", "--patient", patient, "--type", "venous-leg-ulcer", "--site",
      "left-lower-leg", "--opened-on", "2025-01-06",
    ])
    var bytes = 0
    for (day, size) in [(6, 700_000), (7, 1_100_000)] {
      let noise = Data((0..<size).map { _ in UInt8.random(in: 0...255, using: &random) })
      let photo = try nurse.file("\(name)-\(day).png", SamplePhotos.png + noise)
      bytes += SamplePhotos.png.count + size
      try await nurse.step([
        "wound", "assess", wound, "--length", "3.5", "--width", "2", "--exudate", "light",
        "--tissue", "granulation=100", "--at", "2025-01-0\(day)T10:00", "--photo", photo,
      ])
    }
    try await nurse.step(["handover", "mark-seen", patient])
    return bytes
  }
}
