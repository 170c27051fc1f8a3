import Foundation
import Testing

/// The build a nurse uses (docs/manual.md, "Building": release, the Swift runtime linked in) loads
/// libcurl, and the thirty libraries it brings, only for the commands that talk to the
/// server (CoreLibcurlOnDemand); every other command starts without them.
@Suite("The shipped build loads libcurl only to talk to the server", .serialized)
struct ShippedBuildEndToEndTests {
  /// The dynamic loader's trace (`LD_DEBUG=files`, on stderr) names every library it loads.
  private static let trace = ["LD_DEBUG": "files"]

  private static func loadsLibcurl(_ result: NurseResult) -> Bool {
    result.stderr.contains("file=libcurl.so.4")
  }

  @Test func localCommandsRunWithoutLibcurlAndSyncLoadsItToShare() throws {
    let binary = try ShippedBuild.binary()
    let server = try TeamServer()
    let anna = NurseSandbox(binary: binary)
    let bea = NurseSandbox(binary: binary)

    let added = try anna.run(
      ["patient", "add", "--given", "Marie", "--family", "Dupont", "--birth-date", "1941-03-12"],
      environment: Self.trace
    )
    #expect(added.status == 0, "\(added.stderr.suffix(300))")
    let listed = try anna.run(["patient", "list", "--json"], environment: Self.trace)
    #expect(listed.status == 0)
    #expect(listed.stdout.contains("Dupont"))
    #expect(!Self.loadsLibcurl(added) && !Self.loadsLibcurl(listed), "loaded at start")

    // Login, push and pull go through URLSession, over the libcurl loaded on demand.
    try anna.login("anna", on: server)
    let pushed = try anna.run(["sync", "--json"], environment: Self.trace)
    #expect(pushed.status == 0, "\(pushed.stderr.suffix(300))")
    let report = try JSONSerialization.jsonObject(with: Data(pushed.stdout.utf8))
    #expect((report as? [String: Any])?["pushed"] as? Int == 1)
    #expect(Self.loadsLibcurl(pushed))
    try bea.login("bea", on: server)
    #expect(try bea.syncCounts()["pulled"] == 1)
    #expect(try bea.patients().compactMap { $0["familyName"] as? String } == ["Dupont"])
  }
}

extension ShippedBuildEndToEndTests {
  /// A machine without libcurl: login and sync exit 69 (EX_UNAVAILABLE) naming it and how to
  /// install it, logout still forgets the session, and the local commands work. libcurl is
  /// hidden from one process at a time: it runs in a mount namespace of its own (`unshare`,
  /// as its own root), where `/dev/null` is mounted over the library's file.
  @Test func withoutLibcurlTheServerCommandsExit69AndLocalOnesWork() throws {
    let binary = try ShippedBuild.binary()
    let server = try TeamServer()
    let anna = NurseSandbox(binary: binary)
    try anna.login("anna", on: server)
    let hidden = try Self.hidingLibcurl()

    let login = try anna.run(
      ["login", "--server", server.url.absoluteString, "--username", "anna"],
      environment: ["NURSE_PASSWORD": TeamServer.passwords["anna"]!],
      through: hidden
    )
    #expect(login.status == 69, "\(login.stderr.suffix(300))")
    #expect(login.stderr.contains("without libcurl") && login.stderr.contains("libcurl4"))
    let sync = try anna.run(["sync"], through: hidden)
    #expect(sync.status == 69, "\(sync.stderr.suffix(300))")
    let added = try anna.run(
      ["patient", "add", "--given", "Marie", "--family", "Dupont", "--birth-date", "1941-03-12"],
      through: hidden
    )
    #expect(added.status == 0, "\(added.stderr.suffix(300))")
    let logout = try anna.run(["logout"], through: hidden)
    #expect(logout.status == 0, "\(logout.stderr.suffix(300))")
    // Forgotten: with libcurl back, sync asks her to log in again (77) instead of pushing.
    #expect(try anna.run(["sync"]).status == 77)
  }

  /// Waiting for a slow answer costs no CPU. URLSession kept a write source armed on the
  /// socket once the request was sent, and it fired until the answer came: `nurse` used 1.9 s
  /// of CPU while a server took 2 s to answer (CoreLibcurlOnDemand now tells URLSession when
  /// libcurl stops waiting for a direction). What it uses now is about 0.01 s.
  @Test func waitingForASlowAnswerLeavesTheCPUIdle() throws {
    let binary = try ShippedBuild.binary()
    let server = try SlowServer(delay: 2)
    let anna = NurseSandbox(binary: binary)
    let login = try anna.run(
      ["login", "--server", server.url.absoluteString, "--username", "anna"],
      environment: ["NURSE_PASSWORD": "not her password"],
      // The shell's `times` prints the CPU its children used, user and system, last.
      through: ["/bin/sh", "-c", #""$@"; status=$?; times >&2; exit $status"#, "sh"]
    )
    #expect(login.status == 77, "\(login.stderr.suffix(300))")
    let used = try #require(Self.childrenCPUSeconds(login.stderr), "\(login.stderr)")
    #expect(used < 0.5, "\(used) s of CPU while waiting 2 s for the answer")
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

  /// The wrapper that runs `nurse` with libcurl's file replaced by an empty one, as the
  /// dynamic loader finds it (`ldconfig -p`).
  private static func hidingLibcurl() throws -> [String] {
    let ldconfig = Process()
    ldconfig.executableURL = URL(fileURLWithPath: "/sbin/ldconfig")
    ldconfig.arguments = ["-p"]
    let output = Pipe()
    ldconfig.standardOutput = output
    try ldconfig.run()
    let listing = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    ldconfig.waitUntilExit()
    let line = try #require(
      listing.split(separator: "\n").first { $0.contains("libcurl.so.4 ") },
      "libcurl.so.4 is not installed"
    )
    let path = try #require(line.components(separatedBy: "=> ").last)
    let file = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    return [
      "/usr/bin/unshare", "--map-root-user", "--mount", "sh", "-c",
      #"mount --bind /dev/null "$0" && exec "$@""#, file,
    ]
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
