import Foundation
import Testing

@testable import LibWound

@Suite("SHA-256 against the NIST vectors")
struct SHA256Tests {
  @Test func emptyInput() {
    #expect(
      SHA256.hex(Data())
        == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
    )
  }

  @Test func abc() {
    #expect(
      SHA256.hex(Data("abc".utf8))
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
    )
  }

  @Test func twoBlocks() {
    let message = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
    #expect(
      SHA256.hex(Data(message.utf8))
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    )
  }

  @Test func paddingThatSpillsIntoAnotherBlock() {
    // 55 bytes fit the length in one block; 56 need a second one.
    #expect(
      SHA256.hex(Data(repeating: 0x61, count: 56))
        == "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"
    )
    #expect(
      SHA256.hex(Data(repeating: 0x61, count: 1000))
        == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3"
    )
  }
}
