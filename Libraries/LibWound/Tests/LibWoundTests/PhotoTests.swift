import CoreContract
import CoreContractCases
import CorePhoto
import Foundation
import Testing

@testable import LibWound

@Suite("Photos stored by content")
struct PhotoTests {
  func permissions(_ url: URL) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
  }

  @Test func aPhotoIsStoredBesideTheStoreByItsHashPrivately() async throws {
    let fixture = try WoundFixture()
    let wound = try await fixture.openWound()
    let assessment = try await fixture.assess(wound, photos: [SamplePhotos.jpeg])
    let id = PhotoBytesRule.sha256(SamplePhotos.jpeg)
    let file = fixture.photosDirectory.appendingPathComponent("\(id).jpg")
    #expect(try Data(contentsOf: file) == SamplePhotos.jpeg)
    #expect(try permissions(fixture.photosDirectory) == 0o700)
    #expect(try permissions(file) == 0o600)
    let detail = try await fixture.wounds.wound(wound)
    #expect(detail.assessments.first?.assessment.photoIDs == [id])
    let fetched = try await fixture.wounds.photo(id)
    #expect(fetched.photo == Photo(id: id, format: .jpeg, byteCount: SamplePhotos.jpeg.count))
    #expect(fetched.bytes == SamplePhotos.jpeg)
    let entries = try await fixture.outbox()
    #expect(entries.map(\.entityType) == ["wound", "assessment", "photo"])
    let payload = try WireCoding.decoder.decode(Wire.PhotoAttachment.self, from: entries[2].payload)
    #expect(payload.sha256 == id && payload.assessmentId == RecordID(assessment.rawValue))
    #expect(payload.format == .jpeg)
  }

  /// Issue 30's screens draw a stored photo: its pixels, a small photo as it is (a JPEG of
  /// 8 by 8 decoded whole, not at an eighth), from the copy made when it was added.
  @Test func aStoredPhotosPixelsAreDecoded() async throws {
    let fixture = try WoundFixture()
    let wound = try await fixture.openWound()
    try await fixture.assess(wound, photos: [SamplePhotos.jpeg, SamplePhotos.png])
    let jpeg = try await fixture.wounds.photoPixels(PhotoBytesRule.sha256(SamplePhotos.jpeg))
    #expect((jpeg.width, jpeg.height, jpeg.channels) == (8, 8, 3))
    let png = try await fixture.wounds.photoPixels(PhotoBytesRule.sha256(SamplePhotos.png))
    #expect((png.width, png.height, png.channels) == (1, 1, 4))
    #expect(Array(png.pixel(x: 0, y: 0)) == [200, 80, 60, 255])
    // A photo damaged on the disk (its size kept, so the decoder meets it), its copy gone: a
    // named failure, never a crash.
    let id = PhotoBytesRule.sha256(SamplePhotos.png)
    try (SamplePhotos.png.prefix(40) + Data(count: SamplePhotos.png.count - 40)).write(
      to: fixture.photosDirectory.appendingPathComponent("\(id).png")
    )
    try FileManager.default.removeItem(at: fixture.photosDirectory.appendingPathComponent("fitted"))
    await #expect(throws: PhotoUnreadable.self) { try await fixture.wounds.photoPixels(id) }
  }

  @Test func theSameBytesAreStoredOnceAndAttachedOncePerAssessment() async throws {
    let fixture = try WoundFixture()
    let wound = try await fixture.openWound(openedOn: WoundFixture.day(-2))
    let first = try await fixture.assess(wound, daysAfterStart: -1, photos: [SamplePhotos.png])
    let second = try await fixture.assess(wound)
    try await fixture.wounds.attachPhoto(SamplePhotos.png, to: first)
    try await fixture.wounds.attachPhoto(SamplePhotos.png, to: second)
    try await fixture.wounds.attachPhoto(SamplePhotos.otherJPEG, to: second)
    #expect(try await fixture.count("photo") == 2)
    #expect(try await fixture.count("assessment_photo") == 3)
    let files = try FileManager.default.contentsOfDirectory(atPath: fixture.photosDirectory.path)
      .filter { $0 != "fitted" }
    #expect(
      files.sorted()
        == [
          "\(PhotoBytesRule.sha256(SamplePhotos.otherJPEG)).jpg",
          "\(PhotoBytesRule.sha256(SamplePhotos.png)).png",
        ].sorted()
    )
    #expect(try await fixture.outbox().filter { $0.entityType == "photo" }.count == 3)
    let detail = try await fixture.wounds.wound(wound)
    #expect(detail.assessments.map(\.assessment.photoIDs.count) == [1, 2])
  }

  /// The files go before the rows; rows refused after them (the wound closed, checked in the
  /// write transaction) take the files this command wrote with them: no file nothing names.
  /// A file a row names already (the same bytes of an earlier assessment) stays.
  @Test func filesWrittenForRowsThatAreRefusedAreRemoved() async throws {
    let fixture = try WoundFixture()
    let wound = try await fixture.openWound()
    try await fixture.assess(wound, photos: [SamplePhotos.png])
    try await fixture.wounds.close(wound, reason: "moved away")
    await #expect(throws: RuleViolation.self) {
      try await fixture.assess(wound, photos: [SamplePhotos.png, SamplePhotos.jpeg])
    }
    let files = try FileManager.default.contentsOfDirectory(atPath: fixture.photosDirectory.path)
    #expect(files.sorted() == ["\(PhotoBytesRule.sha256(SamplePhotos.png)).png", "fitted"])
    // The copies made of the photos go with them.
    let copies = try FileManager.default.contentsOfDirectory(
      atPath: fixture.photosDirectory.appendingPathComponent("fitted").path
    )
    #expect(copies == ["\(PhotoBytesRule.sha256(SamplePhotos.png)).fit"])
    #expect(try await fixture.count("photo") == 1)
  }

  @Test(arguments: [SamplePhotos.gif, Data(), Data([0xFF, 0xD8])])
  func bytesThatAreNeitherJPEGNorPNGAreRefused(bytes: Data) async throws {
    let fixture = try WoundFixture()
    let wound = try await fixture.openWound()
    let before = try await fixture.outbox()
    let refusal = await #expect(throws: RuleViolation.self) {
      try await fixture.assess(wound, photos: [SamplePhotos.jpeg, bytes])
    }
    #expect(refusal?.field == "photo")
    #expect(try await fixture.count("assessment") == 0)
    #expect(try await fixture.count("photo") == 0)
    #expect(try await fixture.outbox() == before)
    #expect(!FileManager.default.fileExists(atPath: fixture.photosDirectory.path))
  }

  /// Issue 28: magic bytes are not a photo. A JPEG cut short, a PNG signature and nothing
  /// else: refused naming `photo` with the decoder's words, nothing written.
  @Test(arguments: [SamplePhotos.jpeg.prefix(100), SamplePhotos.png.prefix(8)])
  func bytesThatDoNotDecodeAreRefused(bytes: Data) async throws {
    let fixture = try WoundFixture()
    let wound = try await fixture.openWound()
    let before = try await fixture.outbox()
    let refusal = await #expect(throws: RuleViolation.self) {
      try await fixture.assess(wound, photos: [SamplePhotos.jpeg, Data(bytes)])
    }
    #expect(refusal?.field == "photo")
    #expect(refusal?.reason.hasPrefix("does not decode as a") == true)
    #expect(try await fixture.count("assessment") == 0)
    #expect(try await fixture.outbox() == before)
    #expect(!FileManager.default.fileExists(atPath: fixture.photosDirectory.path))
  }

  @Test func aPhotoOverTheCapIsRefusedAndOneAtTheCapAccepted() async throws {
    let fixture = try WoundFixture()
    let wound = try await fixture.openWound()
    let assessment = try await fixture.assess(wound)
    let padding = WoundFixture.photoLimit - SamplePhotos.jpeg.count
    let atCap = SamplePhotos.jpeg + Data(repeating: 0, count: padding)
    let overCap = atCap + Data([0])
    let refusal = await #expect(throws: RuleViolation.self) {
      try await fixture.wounds.attachPhoto(overCap, to: assessment)
    }
    #expect(refusal?.field == "photo")
    try await fixture.wounds.attachPhoto(atCap, to: assessment)
    #expect(try await fixture.count("assessment_photo") == 1)
  }

  @Test func unknownAssessmentsAndPhotosAreLookupErrors() async throws {
    let fixture = try WoundFixture()
    let unknown = Assessment.ID()
    await #expect(throws: WoundLookupError.assessmentNotFound(unknown)) {
      try await fixture.wounds.attachPhoto(SamplePhotos.jpeg, to: unknown)
    }
    await #expect(throws: WoundLookupError.photoNotFound("abc")) {
      try await fixture.wounds.photo("abc")
    }
    #expect(try await fixture.count("photo") == 0)
  }

  @Test func magicBytesDecideTheFormat() {
    #expect(PhotoFormat(magicBytesOf: SamplePhotos.jpeg) == .jpeg)
    #expect(PhotoFormat(magicBytesOf: SamplePhotos.png) == .png)
    #expect(PhotoFormat(magicBytesOf: SamplePhotos.png.prefix(7)) == nil)
    #expect(PhotoFormat(magicBytesOf: SamplePhotos.gif) == nil)
  }
}
