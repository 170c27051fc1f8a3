import Foundation
import Testing

@testable import FeatureSync

/// `nurse sync`'s progress line: redrawn in place on a terminal, never drawn when piped.
@Suite("Sync progress line")
struct SyncProgressLineTests {
  let start = Date(timeIntervalSince1970: 1_800_000_000)

  @Test func theLineSaysRecordsPhotoBytesRateAndTimeLeft() {
    let info = SyncProgressInfo(
      sent: 3,
      received: 12,
      photoUp: true,
      photoDone: 1_200_000,
      photoTotal: 3_000_000,
      bytesPerSecond: 240_000,
      secondsLeft: 7.5
    )
    #expect(info.line == "3 sent, 12 received · photo up 1.2 of 3.0 MB, 240 kB/s, 8 s left")
    let down = SyncProgressInfo(received: 1, photoUp: false, photoDone: 0, photoTotal: 500_000)
    #expect(down.line == "0 sent, 1 received · photo down 0.0 of 0.5 MB")
  }

  @Test func aRetryInProgressIsSaid() {
    let info = SyncProgressInfo(sent: 2, photoUp: true, photoTotal: 10, retryIn: 3.2)
    #expect(info.line == "2 sent, 0 received · connection lost, retrying in 4 s")
  }

  @Test func onATerminalItIsRedrawnOnOneLineAndErasedAtTheEnd() throws {
    var line = SyncProgressLine(isTerminal: true, interval: 0.5)
    let drawn = line.draw(SyncProgressInfo(sent: 1), at: start)
    let first = try #require(drawn)
    #expect(first == "\rsync: 1 sent, 0 received\u{1B}[K")
    #expect(!first.contains("\n"), "one line, redrawn in place")
    #expect(line.draw(SyncProgressInfo(sent: 2), at: start + 0.1) == nil, "too soon")
    #expect(
      line.draw(SyncProgressInfo(sent: 2, retryIn: 4), at: start + 0.2)
        == "\rsync: 2 sent, 0 received · connection lost, retrying in 4 s\u{1B}[K",
      "a retry is shown at once"
    )
    #expect(line.draw(SyncProgressInfo(sent: 3), at: start + 0.3) != nil, "and its end")
    #expect(line.draw(SyncProgressInfo(sent: 3), at: start + 0.9) != nil)
    #expect(line.finish() == "\r\u{1B}[K")
    #expect(line.finish() == nil)
  }

  @Test func aLongLineIsCutToTheTerminalsWidth() throws {
    var line = SyncProgressLine(isTerminal: true, width: 30)
    let info = SyncProgressInfo(sent: 1, photoUp: true, photoDone: 1, photoTotal: 2_000_000)
    let drawn = line.draw(info, at: start)
    let text = try #require(drawn)
    #expect(text == "\rsync: 1 sent, 0 received · ph\u{1B}[K")
  }

  @Test func pipedItDrawsNothing() {
    var line = SyncProgressLine(isTerminal: false)
    #expect(line.draw(SyncProgressInfo(sent: 1), at: start) == nil)
    #expect(line.draw(SyncProgressInfo(sent: 1, retryIn: 2), at: start + 5) == nil)
    #expect(line.finish() == nil)
  }
}
