import CoreTerminal
import CoreVIPER
import Foundation
import Testing

/// A terminal with no TTY behind it: tests send events and read back what was drawn.
@MainActor
final class FakeTerminal: TerminalDevice {
  var size: TerminalSize
  private(set) var writes: [String] = []
  private(set) var isOpen = false
  private(set) var restoreCount = 0
  private var continuation: AsyncStream<TerminalEvent>.Continuation?

  init(size: TerminalSize = TerminalSize(columns: 40, rows: 6)) {
    self.size = size
  }

  func open() throws -> AsyncStream<TerminalEvent> {
    let (stream, continuation) = AsyncStream<TerminalEvent>.makeStream()
    self.continuation = continuation
    isOpen = true
    return stream
  }

  func write(_ text: String) { writes.append(text) }

  func restore() {
    if isOpen { restoreCount += 1 }
    isOpen = false
    continuation?.finish()
  }

  func send(_ event: TerminalEvent) { continuation?.yield(event) }
  func press(_ keys: Key...) { keys.forEach { send(.key($0)) } }
  func endInput() { continuation?.finish() }

  /// What the terminal shows after every write: a whole frame (`ESC [H` first) replaces it,
  /// a redraw of changed rows (`ESC [row;1H ESC [2K line`) replaces those rows.
  var screen: [String] {
    var rows: [String] = []
    for write in writes {
      if write.hasPrefix("\u{1B}[H") {
        rows = write.dropFirst(3).replacingOccurrences(of: "\u{1B}[2K", with: "")
          .components(separatedBy: "\r\n")
      } else {
        for (row, line) in Self.rowWrites(write) where rows.indices.contains(row) {
          rows[row] = line
        }
      }
    }
    return rows
  }

  /// The rows a redraw of changed rows writes, 0-based.
  static func rowWrites(_ write: String) -> [(Int, String)] {
    let marker = /\x1B\[(\d+);1H\x1B\[2K/
    let matches = write.matches(of: marker)
    return matches.enumerated().map { index, match in
      let end = index + 1 < matches.count ? matches[index + 1].range.lowerBound : write.endIndex
      return (Int(match.output.1)! - 1, String(write[match.range.upperBound..<end]))
    }
  }
}

/// A screen that shows a title and records what happened to it.
@MainActor
final class StubScreen: Screen {
  let name: String
  var lines: [String]
  var keyHelp: [KeyHelp] = [KeyHelp("j/k", "move"), KeyHelp("q", "back")]
  var isEditingText = false
  var barKeys: [KeyHelp]?
  var onChange: (@MainActor () -> Void)?
  private(set) var keys: [Key] = []
  private(set) var startCount = 0
  /// What a key does beyond being recorded (e.g. a router call).
  var onKey: (@MainActor (Key) async -> Void)?
  /// Suspends `start()` until the test continues it, to see the loading state.
  var startGate: CheckedContinuation<Void, Never>?
  var holdsStart = false

  init(_ name: String, lines: [String]? = nil) {
    self.name = name
    self.lines = lines ?? [name]
  }

  func start() async {
    startCount += 1
    if holdsStart { await withCheckedContinuation { startGate = $0 } }
  }

  func render(size: TerminalSize) -> [String] { lines }

  func handle(_ key: Key) async {
    keys.append(key)
    await onKey?(key)
  }

  /// Changes what the screen shows and tells the Navigator, as `TerminalView.display` does.
  func show(_ lines: [String]) {
    self.lines = lines
    onChange?()
  }
}

/// Waits (yielding to the main actor's other work) until `condition` holds, or fails. It
/// returns as soon as the condition holds, so the bound is generous: a 2-core machine running
/// other builds once took over 2 s to draw a palette.
@MainActor
func eventually(
  _ condition: () -> Bool,
  timeout: Duration = .seconds(20),
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  let clock = ContinuousClock()
  let deadline = clock.now + timeout
  while !condition() && clock.now < deadline {
    try? await Task.sleep(for: .milliseconds(2))
  }
  #expect(condition(), "condition never became true", sourceLocation: sourceLocation)
}
