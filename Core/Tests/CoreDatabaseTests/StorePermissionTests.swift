import CoreTesting
import Foundation
import GRDB
import Testing

@testable import CoreDatabase

/// A store made before the app kept it private, or copied with a loose mode, is made private
/// when it is opened: patient data is health data.
@Suite("An existing store is made private on open")
struct StorePermissionTests {
  let directory = TemporaryDirectory()

  /// A store with rows, left 0644 with its folder 0755 and its `-wal` and `-shm` present,
  /// as a crash or another program would leave them.
  private func looseStore() throws -> URL {
    let folder = directory.file("nurse")
    let url = folder.appendingPathComponent("nurse.sqlite")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    _ = try Store.open(at: url, migrations: [])
    for file in [url] + StoreFile.sidecars(of: url) {
      if !FileManager.default.fileExists(atPath: file.path) {
        FileManager.default.createFile(atPath: file.path, contents: nil)
      }
      try FileMode.set(0o644, file)
    }
    try FileMode.set(0o755, folder)
    return url
  }

  @Test func theStoreAndItsWALAndSHMBecome0600() throws {
    let url = try looseStore()
    let store = try Store.open(at: url, migrations: [])
    try store.writer.write { db in try db.execute(sql: "DELETE FROM outbox") }
    #expect(try FileMode.of(url) == 0o600)
    for sidecar in StoreFile.sidecars(of: url) {
      #expect(try FileMode.of(sidecar) == 0o600, "\(sidecar.lastPathComponent)")
    }
  }

  @Test func theAppsOwnFolderBecomes0700() throws {
    let url = try looseStore()
    _ = try Store.open(at: url, migrations: [], tightenFolder: true)
    #expect(try FileMode.of(url.deletingLastPathComponent()) == 0o700)
  }

  @Test func aFolderTheNurseChoseIsLeftAsItIs() throws {
    let url = try looseStore()
    _ = try Store.open(at: url, migrations: [])
    #expect(try FileMode.of(url.deletingLastPathComponent()) == 0o755)
  }

  @Test func aFolderGivenAsTheStoreIsRefusedAndKeepsItsMode() throws {
    let folder = directory.file("shared")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    try FileMode.set(0o755, folder)
    #expect(throws: StoreError.cannotOpen(path: folder.path, reason: "not a regular file")) {
      try Store.open(at: folder, migrations: [], tightenFolder: true)
    }
    #expect(try FileMode.of(folder) == 0o755)
  }

  @Test func onlyTheAppsDataFolderIsItsOwn() {
    let environment = ["XDG_DATA_HOME": "/data", "HOME": "/home/ana"]
    let own = URL(fileURLWithPath: "/data/nurse/nurse.sqlite")
    let chosen = URL(fileURLWithPath: "/home/ana/Documents/nurse.sqlite")
    #expect(StoreLocation.isInDataDirectory(own, environment: environment))
    #expect(!StoreLocation.isInDataDirectory(chosen, environment: environment))
  }
}
