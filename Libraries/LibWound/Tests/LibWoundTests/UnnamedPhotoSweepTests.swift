import CoreContractCases
import CoreDatabase
import CorePhoto
import Foundation
import GRDB
import LibPatient
import Testing

@testable import LibWound

/// `wound.v5` and `removeUnnamedPhotos`: a patient erased takes her photos' files (and their
/// fitted copies) off the device; a photo another patient's assessment still names stays.
@Suite("wound.v5: the photos no assessment names leave the device")
struct UnnamedPhotoSweepTests {
  let fixture: WoundFixture
  init() throws { fixture = try WoundFixture() }

  func file(_ bytes: Data, _ ext: String) -> URL {
    fixture.photosDirectory.appendingPathComponent("\(PhotoBytesRule.sha256(bytes)).\(ext)")
  }

  func copy(_ bytes: Data) -> URL {
    fixture.photosDirectory.appendingPathComponent("fitted")
      .appendingPathComponent("\(PhotoBytesRule.sha256(bytes)).fit")
  }

  func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }

  func erase(_ patient: Patient.ID) async throws {
    try await fixture.store.writer.write { db in
      try db.execute(sql: "DELETE FROM patient WHERE id = ?", arguments: [patient.databaseKey])
    }
  }

  /// A sweep as a sync an hour later runs it: the files are older than its minute.
  func sweep() async throws -> Int {
    try await PhotoSweep(
      store: fixture.store,
      vault: PhotoVault(directory: fixture.photosDirectory),
      now: { Date().addingTimeInterval(3_600) }
    ).run()
  }

  @Test func anErasedPatientsPhotosLeaveAndAPhotoStillNamedStays() async throws {
    let erased = try await fixture.addPatient()
    let wound = try await fixture.openWound(patient: erased)
    let own = SamplePhotos.jpeg(distinctBy: "hers only")
    try await fixture.assess(wound, photos: [own, SamplePhotos.png])
    // The same bytes on another patient's wound: named still once she is erased.
    let kept = try await fixture.openWound()
    try await fixture.assess(kept, photos: [SamplePhotos.png])
    #expect(exists(file(own, "jpg")) && exists(copy(own)))

    try await erase(erased)
    #expect(try await sweep() == 1)

    #expect(!exists(file(own, "jpg")) && !exists(copy(own)), "her photo and its copy gone")
    #expect(exists(file(SamplePhotos.png, "png")), "the photo another assessment names stays")
    #expect(try await fixture.count("photo_unnamed") == 0)
    #expect(try await sweep() == 0, "nothing left to sweep")
  }

  @Test func aPhotoJustAddedIsLeftForTheNextSweep() async throws {
    let erased = try await fixture.addPatient()
    let wound = try await fixture.openWound(patient: erased)
    try await fixture.assess(wound, photos: [SamplePhotos.jpeg])
    try await erase(erased)
    // Run now: the file was written within the minute (the same bytes may be on their way to
    // another assessment), so it stays noted and is removed by a later sweep.
    let now = PhotoSweep(
      store: fixture.store,
      vault: PhotoVault(directory: fixture.photosDirectory)
    )
    #expect(try await now.run() == 0)
    #expect(exists(file(SamplePhotos.jpeg, "jpg")))
    #expect(try await sweep() == 1)
    #expect(!exists(file(SamplePhotos.jpeg, "jpg")))
  }

  @Test func aPhotoNamedAgainBeforeTheSweepStays() async throws {
    let erased = try await fixture.addPatient()
    let wound = try await fixture.openWound(patient: erased)
    try await fixture.assess(wound, photos: [SamplePhotos.jpeg])
    try await erase(erased)
    let other = try await fixture.openWound()
    try await fixture.assess(other, photos: [SamplePhotos.jpeg])
    #expect(try await sweep() == 0)
    #expect(exists(file(SamplePhotos.jpeg, "jpg")))
    #expect(try await fixture.count("photo_unnamed") == 0)
  }

  @Test func theLibrarysSweepRunsTheSame() async throws {
    let erased = try await fixture.addPatient()
    let wound = try await fixture.openWound(patient: erased)
    try await fixture.assess(wound, photos: [SamplePhotos.jpeg])
    try await erase(erased)
    // Written an hour ago.
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(-3_600)],
      ofItemAtPath: file(SamplePhotos.jpeg, "jpg").path
    )
    #expect(try await fixture.wounds.removeUnnamedPhotos() == 1)
    #expect(!exists(file(SamplePhotos.jpeg, "jpg")))
  }
}
