import Foundation
import Testing

/// The build a nurse uses (docs/manual.md, "Building": release, the Swift runtime linked in):
/// its URLSession, FoundationNetworking linked into `nurse`, talks to the server, and waits for
/// it without spinning (CoreCurlSocketFix).
@Suite("The shipped build talks to the server and waits idle", .serialized)
struct ShippedBuildEndToEndTests {
  @Test func loginPushAndPullShare() throws {
    let binary = try ShippedBuild.binary()
    let server = try TeamServer()
    let anna = NurseSandbox(binary: binary)
    let bea = NurseSandbox(binary: binary)

    let added = try anna.run(
      ["patient", "add", "--given", "Marie", "--family", "Dupont", "--birth-date", "1941-03-12"]
    )
    #expect(added.status == 0, "\(added.stderr.suffix(300))")
    try anna.login("anna", on: server)
    let pushed = try anna.run(["sync", "--json"])
    #expect(pushed.status == 0, "\(pushed.stderr.suffix(300))")
    let report = try JSONSerialization.jsonObject(with: Data(pushed.stdout.utf8))
    #expect((report as? [String: Any])?["pushed"] as? Int == 1)
    try bea.login("bea", on: server)
    #expect(try bea.syncCounts()["pulled"] == 1)
    #expect(try bea.patients().compactMap { $0["familyName"] as? String } == ["Dupont"])
  }

  @Test func waitingForASlowAnswerLeavesTheCPUIdle() throws {
    try SlowAnswerWait.expectIdle(NurseSandbox(binary: ShippedBuild.binary()))
  }
}

/// The same wait by the `nurse` the other end-to-end tests run, the Swift runtime as shared
/// libraries: there libFoundationNetworking.so reaches the wrapper through the dynamic loader.
@Suite("Waiting for the server leaves the CPU idle")
struct SlowAnswerEndToEndTests {
  @Test func waitingForASlowAnswerLeavesTheCPUIdle() throws {
    try SlowAnswerWait.expectIdle(NurseSandbox())
  }
}

/// Waiting for a slow answer costs no CPU. URLSession kept a write source armed on the socket
/// once the request was sent, and it fired until the answer came: `nurse` used 1.9 s of CPU
/// while a server took 2 s to answer (CoreCurlSocketFix now tells URLSession when libcurl stops
/// waiting for a direction). What it uses now is about 0.01 s.
enum SlowAnswerWait {
  static func expectIdle(_ nurse: NurseSandbox) throws {
    let server = try SlowServer(delay: 2)
    let login = try nurse.run(
      ["login", "--server", server.url.absoluteString, "--username", "anna"],
      environment: ["NURSE_PASSWORD": "not her password"],
      // The shell's `times` prints the CPU its children used, user and system, last.
      through: ["/bin/sh", "-c", #""$@"; status=$?; times >&2; exit $status"#, "sh"]
    )
    #expect(login.status == 77, "\(login.stderr.suffix(300))")
    let used = try #require(childrenCPUSeconds(login.stderr), "\(login.stderr)")
    #expect(used < 0.2, "\(used) s of CPU while waiting 2 s for the answer")
  }

  /// The children's user and system time from the last line `times` prints
  /// (`0m0.010000s 0m0.004000s`), in seconds.
  private static func childrenCPUSeconds(_ stderr: String) -> Double? {
    guard let line = stderr.split(separator: "\n").last else { return nil }
    let times = line.split(separator: " ").compactMap { field -> Double? in
      let parts = field.dropLast().split(separator: "m")
      guard field.last == "s", parts.count == 2, let minutes = Double(parts[0]),
        let seconds = Double(parts[1])
      else { return nil }
      return minutes * 60 + seconds
    }
    return times.count == 2 ? times[0] + times[1] : nil
  }
}

/// The shipped `nurse`: `NURSE_SHIPPED_BIN`, which `Tools/test-all` builds and sets.
enum ShippedBuild {
  static func binary() throws -> URL {
    guard let path = ProcessInfo.processInfo.environment["NURSE_SHIPPED_BIN"],
      FileManager.default.isExecutableFile(atPath: path)
    else {
      throw Missing()
    }
    return URL(fileURLWithPath: path)
  }

  struct Missing: Error, CustomStringConvertible {
    var description: String {
      "NURSE_SHIPPED_BIN names no executable: run the tests with Tools/test-all, which builds "
        + "the release nurse with the Swift runtime linked in and sets it"
    }
  }
}
