import CoreContractCases
import Foundation
import GRDB
import Testing

/// Issue 28, item 3, on real file systems: a store on a read-only mount reads and refuses a
/// change (73), and a disk that fills while an assessment's photo is written says so (74),
/// leaves no photo file behind and nothing half written, and works again once space returns.
/// Each mounts a file system of its own (root with CAP_SYS_ADMIN, as the tests' machine and
/// CI run), and is skipped where mounting is not allowed.
@Suite("The store on read-only and full file systems")
struct StoreMountTests {
  static let add = [
    "patient", "add", "--given", "Hortense", "--family", "Delacroix", "--birth-date",
    "1938-05-02",
  ]

  @Test(.enabled(if: Mount.isAllowed, "needs mount (root with CAP_SYS_ADMIN)"))
  func aStoreOnAReadOnlyMountReadsAndRefusesAChange() throws {
    let nurse = NurseSandbox()
    let id = try nurse.ok(Self.add)
    let before = try nurse.storeFingerprint()
    let mounted = nurse.home.file("read-only")
    try Mount.bind(nurse.store.deletingLastPathComponent(), readOnlyAt: mounted)
    defer { Mount.unmount(mounted) }
    let store = ["--store", mounted.appendingPathComponent("nurse.sqlite").path]

    let listed = try nurse.run(["patient", "list"] + store)
    #expect(listed.status == 0, "\(listed.stderr)")
    #expect(listed.stdout.contains("Delacroix"))
    let shown = try nurse.run(["patient", "show", String(id.prefix(8))] + store)
    #expect(shown.status == 0, "\(shown.stderr)")
    #expect(shown.stdout.contains("Hortense"))
    let status = try nurse.run(["status"] + store)
    #expect(status.status == 0, "\(status.stderr)")
    #expect(status.stdout.contains("pending    1"), "\(status.stdout)")
    #expect(try nurse.run(["patient", "list", "--json"] + store).status == 0)

    let added = try nurse.run(Self.add + ["--not-a-duplicate"] + store)
    #expect(added.status == 73, "\(added.stderr)")
    #expect(added.stderr.contains("is on a read-only file system"), "\(added.stderr)")
    #expect(added.stderr.contains("nothing was written"), "\(added.stderr)")
    #expect(added.stderr.contains(mounted.path), "\(added.stderr)")
    #expect(!added.stderr.contains("Hortense"), "\(added.stderr)")
    #expect(try nurse.storeFingerprint() == before)
  }

  @Test(.enabled(if: Mount.isAllowed, "needs mount (root with CAP_SYS_ADMIN)"))
  func aDiskThatFillsDuringAPhotoIsNamedAndLeavesNoFile() throws {
    let nurse = NurseSandbox()
    let disk = nurse.home.file("small-disk")
    try Mount.tmpfs(at: disk, megabytes: 4)
    defer { Mount.unmount(disk) }
    let storeFile = disk.appendingPathComponent("nurse.sqlite")
    let store = ["--store", storeFile.path]
    let patient = try nurse.ok(Self.add + store)
    try nurse.ok(["patient", "consent", patient, "given", "--scope", "record"] + store)
    let wound = try nurse.ok(
      [
        "wound", "add", "--patient", patient, "--type", "venous-leg-ulcer", "--site",
        "left-lower-leg", "--opened-on", "2025-01-06",
      ] + store
    )
    // A photo of 1 MB where 256 KB are left: the disk fills while its file is written.
    let photo = try nurse.file("leg.png", SamplePhotos.png + Data(count: 1 << 20))
    let filler = disk.appendingPathComponent("filler")
    try Mount.fill(disk, leaving: 256 << 10, with: filler)
    let before = try nurse.storeFingerprint(at: storeFile)
    let assess = [
      "wound", "assess", wound, "--length", "3", "--width", "2", "--exudate", "light",
      "--tissue", "granulation=100", "--at", "2025-01-07T10:00", "--photo", photo,
    ]

    for _ in 0..<2 {
      let full = try nurse.run(assess + store, environment: ["TZ": "UTC"])
      #expect(full.status == 74, "\(full.stderr)")
      #expect(full.stderr.contains("is full, so nothing was written"), "\(full.stderr)")
      #expect(full.stderr.contains(disk.path), "\(full.stderr)")
      #expect(!full.stderr.contains("unexpected error"), "\(full.stderr)")
      let photos = disk.appendingPathComponent("photos")
      let left = (try? FileManager.default.contentsOfDirectory(atPath: photos.path)) ?? []
      #expect(left.filter { $0 != ".partial" }.isEmpty, "no photo file left: \(left)")
      #expect(try nurse.storeFingerprint(at: storeFile) == before, "nothing half written")
    }

    try FileManager.default.removeItem(at: filler)
    let again = try nurse.run(assess + store, environment: ["TZ": "UTC"])
    #expect(again.status == 0, "\(again.stderr)")
    let shown = try nurse.woundJSON(["show", wound] + store) as? [String: Any]
    let assessments = shown?["assessments"] as? [[String: Any]] ?? []
    #expect(assessments.count == 1)
    #expect((assessments.first?["photos"] as? [Any])?.count == 1)
  }
}

/// File systems mounted for one test: a read-only bind of a folder, a small tmpfs.
enum Mount {
  static let isAllowed: Bool = {
    let probe = FileManager.default.temporaryDirectory.appendingPathComponent("mount-\(UUID())")
    defer { try? FileManager.default.removeItem(at: probe) }
    guard (try? tmpfs(at: probe, megabytes: 1)) != nil else { return false }
    unmount(probe)
    return true
  }()

  struct Failed: Error, CustomStringConvertible {
    var description: String
  }

  static func tmpfs(at point: URL, megabytes: Int) throws {
    try FileManager.default.createDirectory(at: point, withIntermediateDirectories: true)
    try run(
      "/bin/mount",
      ["-t", "tmpfs", "-o", "size=\(megabytes)m,mode=0700", "tmpfs", point.path]
    )
  }

  static func bind(_ folder: URL, readOnlyAt point: URL) throws {
    try FileManager.default.createDirectory(at: point, withIntermediateDirectories: true)
    try run("/bin/mount", ["--bind", "-o", "ro", folder.path, point.path])
  }

  static func unmount(_ point: URL) {
    try? run("/bin/umount", [point.path])
  }

  /// Writes `filler` until the file system holding `folder` has `leaving` bytes free.
  static func fill(_ folder: URL, leaving: Int, with filler: URL) throws {
    var info = statvfs()
    guard statvfs(folder.path, &info) == 0 else { throw Failed(description: "statvfs") }
    let free = Int(info.f_bavail) * Int(info.f_frsize)
    try Data(count: max(0, free - leaving)).write(to: filler)
  }

  private static func run(_ tool: String, _ arguments: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failed(description: "\(tool) \(arguments.joined(separator: " ")) failed")
    }
  }
}
