import CoreContract
import CorePhoto
import Foundation
import Testing

/// The one rule a photo's bytes meet in the app, on the server and in the fake: each check in
/// its order, each refusal naming its field.
struct PhotoBytesRuleTests {
  static let jpeg = { try! PhotoDecodingTests.fixture("green.jpg") }()

  @Test func aPhotoIsNamedByTheLowercaseHexSHA256OfItsBytes() {
    #expect(
      PhotoBytesRule.sha256(Data())
        == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
    )
    #expect(
      PhotoBytesRule.sha256(Data("abc".utf8))
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
    )
  }

  @Test func wholeBytesGiveTheirFormatWhateverIsAskedOfThem() throws {
    let name = PhotoBytesRule.sha256(Self.jpeg)
    #expect(try PhotoBytesRule.format(of: Self.jpeg, field: "photo") == .jpeg)
    #expect(
      try PhotoBytesRule.format(of: Self.jpeg, field: "body", declared: .jpeg, sha256: name)
        == .jpeg
    )
  }

  @Test func eachRefusalNamesItsFieldInTheRulesOrder() {
    let jpeg = Self.jpeg
    let truncated = jpeg.prefix(jpeg.count / 2)
    func refusal(_ check: () throws -> PhotoFormat) -> String? {
      do {
        _ = try check()
        return nil
      } catch {
        return (error as? RuleViolation)?.description
      }
    }
    #expect(
      refusal { try PhotoBytesRule.format(of: jpeg, field: "photo", byteLimit: 100) }
        == "photo: is larger than 100 bytes"
    )
    #expect(
      refusal { try PhotoBytesRule.format(of: jpeg, field: "photo", byteLimit: 3 << 20) } == nil
    )
    #expect(
      refusal { try PhotoBytesRule.format(of: Data("GIF89a".utf8), field: "body") }
        == "body: is not a JPEG or PNG image"
    )
    // A wrong Content-Type is named before a wrong hash, and a wrong hash before decoding.
    #expect(
      refusal {
        try PhotoBytesRule.format(of: truncated, field: "body", declared: .png, sha256: "0")
      } == "Content-Type: differs from the image's format"
    )
    #expect(
      refusal {
        try PhotoBytesRule.format(of: truncated, field: "body", declared: .jpeg, sha256: "0")
      } == "sha256: is not the SHA-256 of the bytes"
    )
    let name = PhotoBytesRule.sha256(truncated)
    #expect(
      refusal {
        try PhotoBytesRule.format(of: truncated, field: "body", declared: .jpeg, sha256: name)
      }?.hasPrefix("body: does not decode as a JPEG image") == true
    )
  }
}
