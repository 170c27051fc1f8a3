import Foundation
import GRDB
import Testing

/// The store's faults through the real `nurse` binary on real SQLite files: another
/// program's database, several first commands at once, a loose mode, a damaged, read-only or
/// full store. Each gets its own line naming the path (never a patient), its documented exit
/// code, and nothing that was there is lost.
@Suite("The store's faults")
struct StoreFaultTests {
  static let given = "Hortense"
  static let family = "Delacroix"
  static let add = [
    "patient", "add", "--given", given, "--family", family, "--birth-date", "1938-05-02",
  ]
  /// Logs at their most talkative, to show that not even they carry patient data.
  static let chatty = ["NURSE_LOG_LEVEL": "trace"]

  /// A nurse whose store holds one patient, every page in the store file itself.
  private func nurseWithAPatient() throws -> NurseSandbox {
    let nurse = NurseSandbox()
    let added = try nurse.run(Self.add)
    try #require(added.status == 0, "\(added.stderr)")
    try nurse.checkpoint()
    return nurse
  }

  /// The failure names the store and carries no patient data.
  private func expectNamesTheStoreOnly(_ result: NurseResult, _ store: URL) {
    #expect(result.stderr.contains(store.path), "\(result.stderr)")
    #expect(!result.stderr.contains(Self.given), "\(result.stderr)")
    #expect(!result.stderr.contains(Self.family), "\(result.stderr)")
    #expect(!result.stdout.contains(Self.given))
  }

  @Test func anotherProgramsSQLiteDatabaseIsRefusedAndLeftAsItWas() throws {
    let nurse = NurseSandbox()
    let recipes = nurse.home.file("recipes.db")
    let queue = try DatabaseQueue(path: recipes.path)
    try queue.write { db in
      try db.execute(sql: "CREATE TABLE recipe (name TEXT NOT NULL)")
      try db.execute(sql: "INSERT INTO recipe (name) VALUES ('leek soup')")
    }
    try queue.close()
    let bytes = try Data(contentsOf: recipes)
    let schema = try nurse.storeFingerprint(at: recipes)

    for command in [Self.add, ["patient", "list"]] {
      let result = try nurse.run(command + ["--store", recipes.path])
      #expect(result.status == 65, "\(result.stderr)")
      #expect(result.stderr.contains("not a nurse store"), "\(result.stderr)")
      expectNamesTheStoreOnly(result, recipes)
    }

    #expect(try Data(contentsOf: recipes) == bytes)
    #expect(try nurse.storeFingerprint(at: recipes) == schema)
  }

  @Test func firstCommandsOnANewStoreAtOnceAllSucceed() async throws {
    let trials = 10
    let nurses = 4
    for trial in 0..<trials {
      let nurse = NurseSandbox()
      let results = try await withThrowingTaskGroup(of: NurseResult.self) { group in
        for index in 0..<nurses {
          group.addTask {
            try await nurse.runConcurrently([
              "patient", "add", "--given", "P\(index)", "--family", "Trial",
              "--birth-date", "1940-01-01", "--not-a-duplicate",
            ])
          }
        }
        return try await group.reduce(into: []) { $0.append($1) }
      }
      for result in results {
        #expect(result.status == 0, "trial \(trial): \(result.stderr)")
      }
      let patients = try nurse.readStore { db in
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM patient")
      }
      #expect(patients == nurses, "trial \(trial)")
    }
  }

  @Test func aStoreLeftReadableByOthersIsMadePrivate() throws {
    let nurse = try nurseWithAPatient()
    for file in [nurse.store] + nurse.storeSidecars {
      if !FileManager.default.fileExists(atPath: file.path) {
        FileManager.default.createFile(atPath: file.path, contents: nil)
      }
      try FileMode.set(0o644, file)
    }
    let folder = nurse.store.deletingLastPathComponent()
    try FileMode.set(0o755, folder)
    // A connection of the test's own keeps the -wal and -shm in place: SQLite deletes them
    // when the last connection closes, which `nurse` then is not.
    let watcher = try DatabaseQueue(path: nurse.store.path)
    _ = try watcher.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM patient") }

    let listed = try nurse.run(["patient", "list"])

    #expect(listed.status == 0, "\(listed.stderr)")
    #expect(try FileMode.of(nurse.store) == 0o600)
    for sidecar in nurse.storeSidecars {
      #expect(try FileMode.of(sidecar) == 0o600, "\(sidecar.lastPathComponent)")
    }
    try watcher.close()
    #expect(try FileMode.of(folder) == 0o700)
  }

  @Test func aFolderTheNurseChoseKeepsItsModeButTheStoreIsMadePrivate() throws {
    let nurse = try nurseWithAPatient()
    let chosen = nurse.home.file("chosen")
    try FileManager.default.createDirectory(at: chosen, withIntermediateDirectories: false)
    try FileMode.set(0o755, chosen)
    let store = chosen.appendingPathComponent("nurse.sqlite")
    try FileManager.default.copyItem(at: nurse.store, to: store)
    try FileMode.set(0o644, store)

    let listed = try nurse.run(["patient", "list", "--store", store.path])

    #expect(listed.status == 0, "\(listed.stderr)")
    #expect(try FileMode.of(store) == 0o600)
    #expect(try FileMode.of(chosen) == 0o755)
  }

  enum Damage: String, CaseIterable, Sendable {
    /// SQLite's magic string overwritten: the rest of the header is still SQLite's.
    case headerOverwritten
    /// The first page's schema overwritten after the 100-byte header.
    case schemaOverwritten
    /// Cut in the middle of a page, as a copy that ran out of space leaves it.
    case truncatedMidPage
  }

  @Test(arguments: Damage.allCases)
  func aDamagedStoreSaysHowToRestoreAndIsLeftAsItWas(_ damage: Damage) throws {
    let nurse = try nurseWithAPatient()
    try nurse.damageStore(damage)
    let bytes = try Data(contentsOf: nurse.store)

    for command in [["patient", "list"], Self.add] {
      let result = try nurse.run(command, environment: Self.chatty)
      #expect(result.status == 74, "\(result.stderr)")
      for words in ["damaged", "copy", "move it aside", "nurse sync", "lost"] {
        #expect(result.stderr.contains(words), "\(words): \(result.stderr)")
      }
      expectNamesTheStoreOnly(result, nurse.store)
    }

    #expect(try Data(contentsOf: nurse.store) == bytes)
  }

  @Test func aReadOnlyStoreStillReadsAndRefusesAWrite() throws {
    let nurse = try nurseWithAPatient()
    let id = try #require(
      try nurse.readStore { try String.fetchOne($0, sql: "SELECT id FROM patient") }
    )
    let before = try nurse.storeFingerprint()
    try FileMode.set(0o444, nurse.store)
    defer { try? FileMode.set(0o600, nurse.store) }

    let listed = try nurse.run(["patient", "list"])
    #expect(listed.status == 0, "\(listed.stderr)")
    #expect(listed.stdout.contains(Self.given))
    let shown = try nurse.run(["patient", "show", String(id.prefix(8))])
    #expect(shown.status == 0, "\(shown.stderr)")
    #expect(shown.stdout.contains(Self.family))

    // Her again, as another person: the write itself is what the read-only store refuses.
    let added = try nurse.run(Self.add + ["--not-a-duplicate"], environment: Self.chatty)
    #expect(added.status == 73, "\(added.stderr)")
    #expect(added.stderr.contains("read-only"), "\(added.stderr)")
    #expect(added.stderr.contains("nothing was written"), "\(added.stderr)")
    expectNamesTheStoreOnly(added, nurse.store)
    #expect(try nurse.storeFingerprint() == before)
  }

  @Test(.enabled(if: FullDisk.canSimulate, "needs mknod (root with CAP_MKNOD) and /dev/full"))
  func aFullDiskIsSaidAndNothingIsWritten() throws {
    let nurse = try nurseWithAPatient()
    let before = try nurse.storeFingerprint()
    try nurse.checkpoint()
    // The store's next write goes to its -wal, which is now the kernel's always-full device:
    // every write to it fails with ENOSPC, as on a full disk.
    let wal = nurse.storeSidecars[0]
    try FullDisk.device(at: wal)
    defer { try? FileManager.default.removeItem(at: wal) }

    let added = try nurse.run(Self.add, environment: Self.chatty)

    #expect(added.status == 74, "\(added.stderr)")
    #expect(added.stderr.contains("is full"), "\(added.stderr)")
    #expect(added.stderr.contains("nothing was written"), "\(added.stderr)")
    expectNamesTheStoreOnly(added, nurse.store)
    try? FileManager.default.removeItem(at: wal)
    #expect(try nurse.storeFingerprint() == before)
  }
}

extension NurseSandbox {
  /// The store's `-wal` and `-shm` files.
  var storeSidecars: [URL] {
    ["-wal", "-shm"].map { URL(fileURLWithPath: store.path + $0) }
  }

  /// Copies every page from the `-wal` into the store file and removes the `-wal`, so that
  /// what the test does to the file is what SQLite reads.
  func checkpoint() throws {
    let queue = try DatabaseQueue(path: store.path)
    try queue.writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
    }
    try queue.close()
  }

  fileprivate func damageStore(_ damage: StoreFaultTests.Damage) throws {
    let handle = try FileHandle(forWritingTo: store)
    defer { try? handle.close() }
    switch damage {
    case .headerOverwritten:
      try handle.write(contentsOf: Data("garbage garbage!".utf8))
    case .schemaOverwritten:
      try handle.seek(toOffset: 100)
      try handle.write(contentsOf: Data(repeating: 0xA5, count: 3000))
    case .truncatedMidPage:
      let size = try handle.seekToEnd()
      try handle.truncate(atOffset: size / 2 + 100)
    }
  }
}

/// A file's permission bits.
private enum FileMode {
  static func of(_ url: URL) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return (attributes[.posixPermissions] as! NSNumber).intValue & 0o777
  }

  static func set(_ mode: Int, _ url: URL) throws {
    try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: url.path)
  }
}

/// A full disk without mounting one: a device node like `/dev/full`, on which every write
/// fails with ENOSPC. Creating it needs root (CAP_MKNOD), which the tests and CI have.
private enum FullDisk {
  static let canSimulate: Bool = {
    let probe = FileManager.default.temporaryDirectory.appendingPathComponent("full-\(UUID())")
    defer { try? FileManager.default.removeItem(at: probe) }
    return (try? device(at: probe)) != nil
  }()

  struct CannotCreate: Error {}

  static func device(at url: URL) throws {
    var full = stat()
    guard stat("/dev/full", &full) == 0, mknod(url.path, S_IFCHR | 0o600, full.st_rdev) == 0
    else { throw CannotCreate() }
  }
}
