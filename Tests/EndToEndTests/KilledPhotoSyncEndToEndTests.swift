import CoreContractCases
import Foundation
import Testing

/// A `nurse sync` killed (SIGKILL) in the middle of a photo, against the real server through
/// a slow loopback link: the next run resumes the transfer where it stopped, both ways (an
/// upload from the offset the server reports, a download from the part kept beside the store),
/// and the photo arrives once.
@Suite("A sync killed mid-photo resumes", .serialized)
struct KilledPhotoSyncEndToEndTests {
  /// 1.5 MB: three parts of `PhotoTransfer.partSize` (512 KiB).
  static let photoSize = 1_500_000
  static let part = 512 * 1024
  static let patience = ["NURSE_SYNC_GIVE_UP_AFTER": "60", "NURSE_SYNC_STALL_AFTER": "10"]

  @Test func aPhotoTransferKilledHalfwayResumesAtTheNextSyncBothWays() async throws {
    let server = try TeamServer()
    // Slow enough that a part takes about a second, never cut: only the kill stops a run.
    let proxy = try BadLinkProxy(
      to: server.url,
      latency: 0.02,
      bytesPerSecond: 500_000,
      cutAfter: 1 << 40...1 << 40
    )
    let anna = NurseSandbox()
    let bea = NurseSandbox()
    for (name, nurse) in [("anna", anna), ("bea", bea)] {
      try nurse.login(name, at: proxy.url)
    }
    var random = SeededRandom()
    _ = try await Self.assessmentWithAPhoto(on: anna, using: &random)
    let photo = Self.photoSize

    // Up: killed once the first part and more have reached the server.
    let up = proxy.carried.upstreamBytes
    let upKilled = try await anna.runKilledConcurrently(["sync"], environment: Self.patience) {
      proxy.carried.upstreamBytes - up > Self.part + 200_000
    }
    #expect(upKilled, "the upload ended before the kill: the test proved nothing")
    // What the killed run left in flight is carried or dropped before the next run counts.
    try await waitUntil { proxy.openConnections == 0 }
    let upAtKill = proxy.carried.upstreamBytes
    let upRun = try await anna.runConcurrently(["sync"], environment: Self.patience)
    #expect(upRun.status == 0, "\(upRun.stderr)")
    // Piped: no progress line, one summary line.
    #expect(!upRun.stderr.contains("\r") && !upRun.stderr.contains("photo up"), "\(upRun.stderr)")
    let summary = upRun.stdout.split(separator: "\n")
    #expect(
      summary.count == 1 && summary[0].hasSuffix("pulled 0, pending 0, conflicts 0, refused 0")
    )
    let upAfterKill = proxy.carried.upstreamBytes - upAtKill
    #expect(
      upAfterKill < photo - 300_000,
      "the next run sent \(upAfterKill) bytes for a \(photo)-byte photo: it started again"
    )
    #expect(proxy.carried.upstreamBytes - up < photo * 3 / 2, "bytes up, both runs")
    let records = try await ServerRecords.read(as: "anna", on: server)
    #expect(records.ids("photo").count == 1, "the attachment once on the server")

    // Down: killed once a part is kept beside bea's store.
    let down = proxy.carried.downstreamBytes
    let downKilled = try await bea.runKilledConcurrently(["sync"], environment: Self.patience) {
      bea.partialDownloadBytes() >= Self.part
    }
    #expect(downKilled, "the download ended before the kill: the test proved nothing")
    try await waitUntil { proxy.openConnections == 0 }
    let downAtKill = proxy.carried.downstreamBytes
    let downRun = try await bea.runConcurrently(["sync"], environment: Self.patience)
    #expect(downRun.status == 0, "\(downRun.stderr)")
    let downAfterKill = proxy.carried.downstreamBytes - downAtKill
    #expect(
      downAfterKill < photo - 300_000,
      "the next run received \(downAfterKill) bytes for a \(photo)-byte photo: it started again"
    )
    #expect(proxy.carried.downstreamBytes - down < photo * 3 / 2, "bytes down, both runs")
    print(
      "KilledPhotoSyncEndToEndTests: \(photo)-byte photo; after the kill \(upAfterKill) bytes up, "
        + "\(downAfterKill) down; both runs \(proxy.carried.upstreamBytes - up) up, "
        + "\(proxy.carried.downstreamBytes - down) down"
    )
    #expect(bea.photoFiles() == anna.photoFiles(), "the photo, whole, once")
    #expect(bea.partialDownloadBytes() == 0, "nothing partial left")
    #expect(try bea.teamRecords() == anna.teamRecords())
    let status = try bea.status()
    #expect(status["parked"] as? Int == 0)
  }

  @Test func onATerminalSyncShowsItsProgressOnOneLine() async throws {
    let server = try TeamServer()
    let proxy = try BadLinkProxy(
      to: server.url,
      latency: 0.02,
      bytesPerSecond: 300_000,
      cutAfter: 1 << 40...1 << 40
    )
    let anna = NurseSandbox()
    try anna.login("anna", at: proxy.url)
    var random = SeededRandom()
    try await Self.assessmentWithAPhoto(on: anna, using: &random)
    let home = anna.home
    let terminal = try TmuxTerminal(
      // The pane stays open after the sync (a pane whose command ended shows nothing here).
      command: ["sh", "-c", "\"$0\" sync && sleep 120", try NurseSandbox.binary().path],
      environment: [
        "HOME": home.url.path, "XDG_DATA_HOME": home.file("data").path,
        "XDG_CONFIG_HOME": home.file("config").path, "TERM": "xterm-256color", "NO_COLOR": "1",
        "LANG": "C.UTF-8", "NO_PROXY": "*", "no_proxy": "*",
      ],
      columns: 100,
      rows: 10,
      in: home.url
    )

    // The records went first; the photo's bytes go up with their rate and time left.
    let shown = try terminal.waitForScreen("the photo's progress", seconds: 120) {
      $0.contains("kB/s") && $0.contains("s left")
    }
    let line = try #require(shown.split(separator: "\n").first { $0.contains("kB/s") })
    #expect(line.hasPrefix("sync: ") && line.contains(" sent, 0 received · photo up "), "\(shown)")
    #expect(shown.split(separator: "\n").filter { $0.hasPrefix("sync:") }.count == 1, "one line")
    let end = try terminal.waitFor("pulled 0, pending 0", seconds: 120)
    #expect(!end.contains("photo up"), "the progress line is erased before the summary: \(end)")
  }

  /// A patient, a wound and an assessment with a photo of `photoSize` random bytes behind a
  /// PNG's header; returns the patient's and the wound's ids.
  @discardableResult
  static func assessmentWithAPhoto(on nurse: NurseSandbox, using random: inout SeededRandom)
    async throws -> (patient: String, wound: String)
  {
    let patient = try await nurse.step([
      "patient", "add", "--given", "Marie", "--family", "Dupont", "--birth-date", "1944-02-03",
    ])
    try await nurse.step(["patient", "consent", patient, "given", "--scope", "sharing"])
    let wound = try await nurse.step([
      "wound", "add", "--patient", patient, "--type", "venous-leg-ulcer", "--site",
      "left-lower-leg", "--opened-on", "2025-01-06",
    ])
    let size = photoSize - SamplePhotos.png.count
    let noise = Data((0..<size).map { _ in UInt8.random(in: 0...255, using: &random) })
    let photo = try nurse.file("wound.png", SamplePhotos.png + noise)
    try await nurse.step([
      "wound", "assess", wound, "--length", "3.5", "--width", "2", "--exudate", "light",
      "--tissue", "granulation=100", "--at", "2025-01-06T10:00", "--photo", photo,
    ])
    return (patient, wound)
  }
}

extension NurseSandbox {
  /// The bytes of photo downloads kept halfway beside the store (`photos/.partial`).
  func partialDownloadBytes() -> Int {
    let folder = store.deletingLastPathComponent().appendingPathComponent("photos/.partial")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.reduce(0) { total, name in
      let path = folder.appendingPathComponent(name).path
      let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? Int
      return total + (size ?? 0)
    }
  }
}
