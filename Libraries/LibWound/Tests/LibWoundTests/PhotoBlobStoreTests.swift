import CoreContractCases
import CorePhoto
import CoreSync
import Foundation
import Testing

@testable import LibWound

/// The vault as CoreSync's `BlobStore`: downloaded bytes are kept only when they are what
/// their name says.
@Suite("Photo vault as CoreSync's blob store")
struct PhotoBlobStoreTests {
  let fixture: WoundFixture
  init() throws { fixture = try WoundFixture() }

  var blobs: any BlobStore { fixture.wounds.blobStore }

  @Test func bytesThatHashToTheirNameAreKeptAndReadBackWithTheirMediaType() throws {
    let hash = PhotoBytesRule.sha256(SamplePhotos.png)
    #expect(!blobs.has(hash))

    try blobs.write(SamplePhotos.png, sha256: hash)

    #expect(blobs.has(hash))
    let read = try blobs.read(hash)
    #expect(read.bytes == SamplePhotos.png && read.mediaType == "image/png")
  }

  @Test func aWriteKilledHalfwayLeavesNothingOnceThePhotoIsStored() throws {
    let hash = PhotoBytesRule.sha256(SamplePhotos.png)
    let folder = fixture.photosDirectory
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // What a sync killed during its download leaves: half the bytes under a temporary name.
    let leftover = folder.appendingPathComponent(".\(hash).\(UUID().uuidString).tmp")
    try SamplePhotos.png.prefix(4).write(to: leftover)

    try blobs.write(SamplePhotos.png, sha256: hash)

    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(names.sorted() == ["\(hash).png", "fitted"], "the photo and its fitted copy's folder")
  }

  @Test func bytesThatDoNotHashToTheirNameAreRefusedAndNotKept() throws {
    let hash = PhotoBytesRule.sha256(SamplePhotos.jpeg)

    #expect(throws: PhotoBytesRefused.self) {
      try blobs.write(SamplePhotos.otherJPEG, sha256: hash)
    }
    #expect(!blobs.has(hash))
    #expect(throws: PhotoBytesMissing.self) { try blobs.read(hash) }
  }

  @Test func bytesThatAreNotAPhotoAreRefusedEvenUnderTheirOwnHash() throws {
    let hash = PhotoBytesRule.sha256(SamplePhotos.gif)

    #expect(throws: PhotoBytesRefused.self) { try blobs.write(SamplePhotos.gif, sha256: hash) }
    #expect(!blobs.has(hash))
  }
}
