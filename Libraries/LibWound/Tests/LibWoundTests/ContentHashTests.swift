import Foundation
import Testing

@testable import LibWound

@Suite("Photos are named by their SHA-256")
struct ContentHashTests {
  @Test func namesAreLowercaseHexSHA256() {
    #expect(
      ContentHash.hex(Data()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
    )
    #expect(
      ContentHash.hex(Data("abc".utf8))
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
    )
  }
}
