import Foundation
import GRDB
import Testing

/// Issue 28, item 3: the store's silent faults, named. A store damaged in the middle of the
/// file (a b-tree page that no query of the command reads) and a store that shrank to nothing
/// were used as if sound; now each is refused with 74 naming the file, left byte for byte as
/// it was, and `nurse store check` says whether a store is sound.
@Suite("Damaged and emptied stores, named")
struct StoreDamageTests {
  static let add = [
    "patient", "add", "--given", "Hortense", "--family", "Delacroix", "--birth-date",
    "1938-05-02",
  ]

  /// A nurse whose store holds a patient, a wound and its assessment, every page in the file.
  private func nurseWithRecords() throws -> NurseSandbox {
    let nurse = NurseSandbox()
    let patient = try nurse.ok(Self.add)
    let wound = try nurse.ok([
      "wound", "add", "--patient", patient, "--type", "venous-leg-ulcer", "--site",
      "left-lower-leg", "--opened-on", "2025-01-06",
    ])
    try nurse.ok([
      "wound", "assess", wound, "--length", "3", "--width", "2", "--exudate", "light",
      "--tissue", "granulation=100", "--at", "2025-01-07T10:00",
    ])
    try nurse.checkpoint()
    return nurse
  }

  /// Overwrites 512 bytes at the start of the page in the middle of the file: one b-tree page
  /// no longer reads, the header and the first pages are intact, so the store opens.
  private func damageMiddlePage(of store: URL) throws {
    let pageSize = try readOnly(store) { try Int.fetchOne($0, sql: "PRAGMA page_size") } ?? 4096
    let size = try FileManager.default.attributesOfItem(atPath: store.path)[.size] as! NSNumber
    let middle = size.intValue / pageSize / 2
    let handle = try FileHandle(forWritingTo: store)
    try handle.seek(toOffset: UInt64(middle * pageSize))
    try handle.write(contentsOf: Data((0..<512).map { UInt8(truncatingIfNeeded: $0 * 37) }))
    try handle.close()
  }

  private func readOnly<T>(_ store: URL, _ read: (Database) throws -> T) throws -> T {
    var configuration = Configuration()
    configuration.readonly = true
    let queue = try DatabaseQueue(path: store.path, configuration: configuration)
    defer { try? queue.close() }
    return try queue.read(read)
  }

  @Test func damageInTheMiddleIsNamedAndNothingIsWrittenIntoIt() throws {
    let nurse = try nurseWithRecords()
    try damageMiddlePage(of: nurse.store)
    let check = try readOnly(nurse.store) {
      try String.fetchOne($0, sql: "PRAGMA quick_check(1)")
    }
    try #require(check != "ok", "the damage is one SQLite finds")
    let bytes = try Data(contentsOf: nurse.store)

    for command in [["patient", "list"], Self.add + ["--not-a-duplicate"], ["status"]] {
      let result = try nurse.run(command)
      #expect(result.status == 74, "\(command): \(result.stderr)")
      #expect(result.stderr.contains("\(nurse.store.path) is damaged"), "\(result.stderr)")
      #expect(result.stderr.contains("Restore it from a copy"), "\(result.stderr)")
      #expect(!result.stderr.contains("Hortense"), "\(result.stderr)")
    }
    let checked = try nurse.run(["store", "check"])
    #expect(checked.status == 74, "\(checked.stderr)")
    #expect(checked.stderr.contains("is damaged"), "\(checked.stderr)")

    #expect(try Data(contentsOf: nurse.store) == bytes, "nothing written into it")
  }

  @Test func aSoundStoreChecksSoundAndAChangedOneIsCheckedOnce() throws {
    let nurse = try nurseWithRecords()
    let checked = try nurse.run(["store", "check"])
    #expect(checked.status == 0, "\(checked.stderr)")
    #expect(checked.stdout.contains("\(nurse.store.path) is sound"), "\(checked.stdout)")
    // The seal says how the last `nurse` left the file: each command leaves it matching.
    let seal = URL(fileURLWithPath: nurse.store.path + "-seal")
    #expect(FileManager.default.fileExists(atPath: seal.path))
    #expect(
      try FileManager.default.attributesOfItem(atPath: seal.path)[.posixPermissions]
        as? NSNumber == 0o600
    )
    // Written by another program (the test), the store is checked, found sound, and used.
    try nurse.checkpoint()
    #expect(try nurse.run(Self.add + ["--not-a-duplicate"]).status == 0)
  }

  @Test func aStoreThatShrankToNothingIsNamedNotStartedAfresh() throws {
    let nurse = try nurseWithRecords()
    let handle = try FileHandle(forWritingTo: nurse.store)
    try handle.truncate(atOffset: 0)
    try handle.close()

    for command in [["patient", "list"], Self.add, ["status"]] {
      let result = try nurse.run(command)
      #expect(result.status == 74, "\(command): \(result.stderr)")
      #expect(
        result.stderr.contains("\(nurse.store.path) is empty (0 bytes): what it held is gone"),
        "\(result.stderr)"
      )
      #expect(result.stderr.contains("nothing was written"), "\(result.stderr)")
    }
    #expect(try Data(contentsOf: nurse.store).isEmpty, "left as it was")
    #expect(!FileManager.default.fileExists(atPath: nurse.store.path + "-wal"))
  }

  @Test func aNewStoreIsMadeWholeAndLeavesNothingBeside() throws {
    let nurse = NurseSandbox()
    try nurse.ok(Self.add)
    let folder = nurse.store.deletingLastPathComponent()
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names == ["nurse.sqlite", "nurse.sqlite-seal"], "\(names)")
    #expect(try nurse.run(["patient", "list"]).stdout.contains("Delacroix"))
  }
}
