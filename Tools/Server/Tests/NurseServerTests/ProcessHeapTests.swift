import Foundation
import Testing

@testable import NurseServer

#if canImport(Glibc)
  import Glibc
#endif

/// `ProcessHeap`: the server's C heap gives back what it freed (docs/speed.md, "The server's
/// memory").
@Suite("Process heap")
struct ProcessHeapTests {
  #if canImport(Glibc)
    @Test func theArenasAreLimited() {
      #expect(ProcessHeap.configure())
    }

    /// 64 MB of small blocks freed below one still held stay in the heap (glibc gives back the
    /// top of a heap only); a trim returns them to the system.
    @Test func aTrimReturnsFreedMemoryHeldBelowALiveBlock() throws {
      let count = 256 * 1024
      var blocks: [UnsafeMutableRawPointer] = []
      blocks.reserveCapacity(count)
      for _ in 0..<count {
        let block = try #require(malloc(256))
        memset(block, 1, 256)  // touched: resident
        blocks.append(block)
      }
      let pin = try #require(malloc(256))  // above them all: the heap's top stays in use
      for block in blocks { free(block) }
      let held = try Self.residentBytes()
      ProcessHeap.trim()
      let trimmed = try Self.residentBytes()
      free(pin)
      #expect(held - trimmed > 32 * 1024 * 1024, "held \(held), after the trim \(trimmed)")
    }

    private static func residentBytes() throws -> Int {
      let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
      let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") })
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      let kilobytes = try #require(Int(fields[1]))
      return kilobytes * 1024
    }
  #endif
}
