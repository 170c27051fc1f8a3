import CoreContractCases
import Foundation
import Testing

/// The issue's bad link (150 ms each way, 2 Mbit/s, every connection cut after a random
/// 256 KB–4 MB) at a smaller scale: a nurse's visits, each an assessment with two 1.5 MB
/// photos, pushed by `nurse sync` and pulled by a colleague's. Prints the runs each needed,
/// the seconds against the photos' bytes at the link's rate, and the bytes sent up against the
/// photos'. A benchmark, not a test: `NURSE_BENCH_BAD_LINK=VISITS` runs it (docs/speed.md).
@Suite("A day's work over a bad link", .serialized)
struct BadLinkBenchmark {
  static let visits = ProcessInfo.processInfo.environment["NURSE_BENCH_BAD_LINK"].flatMap {
    Int($0)
  }

  @Test(.enabled(if: visits != nil)) func aDayOverTheIssuesLink() async throws {
    let visits = Self.visits ?? 1
    let server = try TeamServer()
    var random = SeededRandom()
    let rate = 250_000
    let proxy = try BadLinkProxy(
      to: server.url,
      latency: 0.15,
      bytesPerSecond: rate,
      cutAfter: 256 * 1024...4 * 1024 * 1024,
      random: SeededRandom(seed: random.next())
    )
    let anna = NurseSandbox()
    let bea = NurseSandbox()
    for (name, nurse) in [("anna", anna), ("bea", bea)] {
      try nurse.login(name, at: proxy.url)
    }
    var photoBytes = 0
    for visit in 0..<visits {
      let patient = try await anna.step([
        "patient", "add", "--given", "V\(visit)", "--family", "Bench", "--birth-date",
        "1944-02-03", "--not-a-duplicate",
      ])
      try await anna.step(["patient", "consent", patient, "given", "--scope", "sharing"])
      let wound = try await anna.step([
        "wound", "add", "--patient", patient, "--type", "venous-leg-ulcer", "--site",
        "left-lower-leg", "--opened-on", "2025-01-06",
      ])
      var photos: [String] = []
      for index in 0..<2 {
        let noise = Data((0..<1_500_000).map { _ in UInt8.random(in: 0...255, using: &random) })
        photos += ["--photo", try anna.file("v\(visit)-\(index).png", SamplePhotos.png + noise)]
        photoBytes += SamplePhotos.png.count + noise.count
      }
      try await anna.step(
        [
          "wound", "assess", wound, "--length", "3.5", "--width", "2", "--exudate", "light",
          "--tissue", "granulation=100", "--at", "2025-01-07T10:00",
        ] + photos
      )
    }
    let bytesTime = Double(photoBytes) / Double(rate)
    for (who, nurse) in [("push", anna), ("pull", bea)] {
      let before = proxy.carried
      let started = ContinuousClock.now
      var runs = 0
      var status: Int32 = -1
      while status != 0, runs < 40 {
        runs += 1
        status = try await nurse.runConcurrently(
          ["sync"],
          environment: ["NURSE_SYNC_GIVE_UP_AFTER": "120"]
        ).status
      }
      let took = started.duration(to: .now)
      let after = proxy.carried
      let seconds = Double(took.components.seconds) + Double(took.components.attoseconds) / 1e18
      print(
        String(
          format:
            "BadLinkBenchmark %@: %d visits, %d photo bytes: %d run(s), %.1f s (%.2f× the %.1f s "
            + "the photos' bytes take), %d bytes up (%.2f× the photos'), %d connections, %d cut",
          who,
          visits,
          photoBytes,
          runs,
          seconds,
          seconds / bytesTime,
          bytesTime,
          after.upstreamBytes - before.upstreamBytes,
          Double(after.upstreamBytes - before.upstreamBytes) / Double(photoBytes),
          after.connections - before.connections,
          after.cuts - before.cuts
        )
      )
      #expect(status == 0)
    }
    #expect(try bea.teamRecords() == anna.teamRecords())
  }
}
