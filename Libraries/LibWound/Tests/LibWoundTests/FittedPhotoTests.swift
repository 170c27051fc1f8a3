import CoreContractCases
import CorePhoto
import Foundation
import Testing

@testable import LibWound

/// A photo's fitted copy (`PhotoVault+Fitted`): made when the photo is added, read instead of
/// decoding the photo again, remade when damaged, gone with a photo a failed command removes.
@Suite struct FittedPhotoTests {
  let fixture: WoundFixture
  init() throws { fixture = try WoundFixture() }

  var fitted: URL { fixture.photosDirectory.appendingPathComponent("fitted") }

  func copy(of bytes: Data) -> URL {
    fitted.appendingPathComponent("\(PhotoBytesRule.sha256(bytes)).fit")
  }

  @Test func aPhotoAddedHasItsCopyWhichTheScreensReadInsteadOfThePhoto() async throws {
    let wound = try await fixture.openWound()
    try await fixture.assess(wound, photos: [SamplePhotos.jpeg])
    let path = copy(of: SamplePhotos.jpeg).path
    #expect(FileManager.default.fileExists(atPath: path))
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(mode == 0o600, "a copy of a photo is health data")
    let id = PhotoBytesRule.sha256(SamplePhotos.jpeg)
    let first = try await fixture.wounds.photoPixels(id)
    // The photo's bytes changed after, at the same size: the screens still read the copy.
    let photo = fixture.photosDirectory.appendingPathComponent("\(id).jpg")
    var changed = SamplePhotos.jpeg
    changed[changed.count - 3] ^= 0xFF
    try changed.write(to: photo)
    #expect(try await fixture.wounds.photoPixels(id) == first)
    // Cut short: named, not hidden behind its copy.
    try SamplePhotos.jpeg.prefix(30).write(to: photo)
    await #expect(throws: PhotoUnreadable.self) { try await fixture.wounds.photoPixels(id) }
  }

  @Test func aDamagedCopyIsMadeAgainFromThePhoto() async throws {
    let wound = try await fixture.openWound()
    try await fixture.assess(wound, photos: [SamplePhotos.png])
    let id = PhotoBytesRule.sha256(SamplePhotos.png)
    let good = try await fixture.wounds.photoPixels(id)
    for damage in [Data(), Data("NURSEFIT".utf8), Data("NURSEFIT".utf8) + Data(count: 40)] {
      try damage.write(to: copy(of: SamplePhotos.png))
      #expect(try await fixture.wounds.photoPixels(id) == good)
      #expect(try Data(contentsOf: copy(of: SamplePhotos.png)).count > 20, "kept again")
    }
  }

  @Test func aPhotoSyncedFromAColleagueIsFittedWhenFirstShown() async throws {
    let wound = try await fixture.openWound()
    try await fixture.assess(wound, photos: [SamplePhotos.png])
    try FileManager.default.removeItem(at: fitted)
    _ = try await fixture.wounds.photoPixels(PhotoBytesRule.sha256(SamplePhotos.png))
    #expect(FileManager.default.fileExists(atPath: copy(of: SamplePhotos.png).path))
  }

  @Test func aPhotoDownloadedBySyncIsFittedAsItIsStored() throws {
    let vault = PhotoVault(directory: fixture.photosDirectory)
    try vault.write(SamplePhotos.png, sha256: PhotoBytesRule.sha256(SamplePhotos.png))
    #expect(FileManager.default.fileExists(atPath: copy(of: SamplePhotos.png).path))
  }

  @Test func aPhotoRemovedTakesItsCopy() async throws {
    let vault = PhotoVault(directory: fixture.photosDirectory)
    let photo = Photo(
      id: PhotoBytesRule.sha256(SamplePhotos.png),
      format: .png,
      byteCount: SamplePhotos.png.count
    )
    try vault.store(SamplePhotos.png, as: photo)
    vault.makeFittedCopy(of: photo)
    #expect(FileManager.default.fileExists(atPath: copy(of: SamplePhotos.png).path))
    vault.remove(photo)
    #expect(!FileManager.default.fileExists(atPath: copy(of: SamplePhotos.png).path))
  }

  @Test func fittingAveragesEachBlockAndKeepsTheChannels() {
    // 1,030 by 4 pixels of RGBA: the longest side over 512 takes a factor of 3.
    let width = 1_030
    var pixels: [UInt8] = []
    for y in 0..<4 {
      for x in 0..<width { pixels += [UInt8(x % 3 * 30), UInt8(y * 10), 7, 255] }
    }
    let photo = DecodedPhoto(width: width, height: 4, channels: 4, pixels: pixels)
    let fitted = PhotoVault.fit(photo, side: 512)
    #expect((fitted.width, fitted.height, fitted.channels) == (343, 1, 4))
    // The first block: x 0-2 (0, 30, 60), y 0-2 (0, 10, 20).
    #expect(Array(fitted.pixel(x: 0, y: 0)) == [30, 10, 7, 255])
    #expect(PhotoVault.fit(fitted, side: 512) == fitted, "a photo that fits is kept")
    #expect(PhotoVault.read(Data()) == nil, "an empty file is no copy")
  }
}
