import CoreHTTP
import Foundation
import Testing

/// The session file is written by the project's JSON writer and read back by `JSONDecoder`.
@Suite("Session file")
struct SessionFileTests {
  @Test func aSavedSessionIsReadBackAsItWasToTheSecond() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("session-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = SessionFile(url: folder.appendingPathComponent("nurse/session.json"))
    #expect(try file.load() == nil)
    let session = ServerSession(
      server: URL(string: "https://team.example.org:8443/base")!,
      username: "anna",
      team: "north",
      token: "t\"o/k\\en",
      expiresAt: Date(timeIntervalSince1970: 1_780_000_000),
      lastSyncAt: Date(timeIntervalSince1970: 1_779_990_000)
    )
    try file.save(session)
    #expect(try file.load() == session)
    let text = try String(contentsOf: file.url, encoding: .utf8)
    #expect(text.contains(#""server" : "https://team.example.org:8443/base""#))
    #expect(text.contains(#""expiresAt" : "2026-05-28T20:26:40Z""#))
  }
}
