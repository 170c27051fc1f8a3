import Foundation
import Testing

@testable import CoreHTTP

@Suite("Where a password may be sent")
struct ServerURLTests {
  @Test(arguments: [
    "https://team.example.org", "https://10.0.0.5:8443", "http://127.0.0.1:8080",
    "http://localhost:8080", "http://[::1]:8080", "http://127.8.9.10", "http://api.localhost",
  ])
  func encryptedOrThisMachineIsAccepted(text: String) throws {
    #expect(try ServerURL.parse(text, allowingPlainHTTP: false).absoluteString == text)
  }

  @Test(arguments: [
    "http://team.example.org", "http://10.0.0.5:8080", "http://128.0.0.1",
    "http://127.0.0.1.example.org", "http://localhost.example.org", "http://[::2]",
  ])
  func plainHTTPToAnotherMachineIsRefusedUnlessInsecure(text: String) throws {
    #expect(throws: ServerURL.Refusal.self) {
      try ServerURL.parse(text, allowingPlainHTTP: false)
    }
    #expect(try ServerURL.parse(text, allowingPlainHTTP: true).absoluteString == text)
  }

  @Test func theRefusalSaysWhyAndWhatToDo() {
    do {
      _ = try ServerURL.parse("http://team.example.org", allowingPlainHTTP: false)
      Issue.record("accepted")
    } catch {
      #expect(error.description.contains("unencrypted"))
      #expect(error.description.contains("https://"))
      #expect(error.description.contains("--insecure"))
    }
  }

  @Test(arguments: ["ftp://team.example.org", "team.example.org", "https://", ""])
  func anythingButAnHTTPURLIsRefusedEvenInsecure(text: String) {
    #expect(throws: ServerURL.Refusal.self) {
      try ServerURL.parse(text, allowingPlainHTTP: true)
    }
  }
}
