import CoreVIPER
import Foundation

/// The keys tables of docs/manual.md ("### Keys of each screen", one "#### Screen" table of
/// `| keys | does |` each), read so that a test holds each screen's key help, which its key
/// bindings make, to what the manual says: the manual cannot promise a key a screen lacks.
public struct ManualKeys: Sendable {
  /// Each screen's rows, by the screen's heading.
  public let tables: [String: [KeyHelp]]

  /// The tables of `markdown`, the text of docs/manual.md.
  public init(markdown: String) {
    var tables: [String: [KeyHelp]] = [:]
    var inSection = false
    var screen: String?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("### ") || line.hasPrefix("## ") {
        inSection = line == "### Keys of each screen"
        screen = nil
      } else if inSection, line.hasPrefix("#### ") {
        let name = String(line.dropFirst(5))
        screen = name
        tables[name] = []
      } else if let name = screen, line.hasPrefix("|") {
        let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst()
          .map { $0.trimmingCharacters(in: .whitespaces) }
        guard cells.count >= 2, cells[0] != "keys", !cells[0].hasPrefix("---") else { continue }
        tables[name, default: []].append(KeyHelp(Self.unquoted(cells[0]), cells[1]))
      }
    }
    self.tables = tables
  }

  /// docs/manual.md of the repository holding `file` (a test's `#filePath`), read.
  public static func read(from file: String = #filePath) throws -> ManualKeys {
    var directory = URL(fileURLWithPath: file).deletingLastPathComponent()
    while directory.path != "/" {
      let manual = directory.appendingPathComponent("docs/manual.md")
      if FileManager.default.fileExists(atPath: manual.path) {
        return ManualKeys(markdown: try String(contentsOf: manual, encoding: .utf8))
      }
      directory.deleteLastPathComponent()
    }
    throw CocoaError(.fileNoSuchFile)
  }

  /// How the manual's table for `screen` differs from `help`, the keys the screen shows in
  /// its states, one sentence per key, then the table to paste (empty when they agree; the
  /// manual may order its rows as it reads best).
  public func differences(screen: String, help: [KeyHelp]) -> [String] {
    let shown = Self.unique(help.map { KeyHelp($0.keys, $0.action) })
    guard let documented = tables[screen] else {
      return ["\(screen): docs/manual.md has no \"#### \(screen)\" keys table"]
    }
    var problems: [String] = []
    for key in shown where !documented.contains(key) {
      problems.append("\(screen): `\(key.keys)` \(key.action) is missing from docs/manual.md")
    }
    for key in documented where !shown.contains(key) {
      problems.append(
        "\(screen): docs/manual.md lists `\(key.keys)` \(key.action), which the screen lacks"
      )
    }
    if !problems.isEmpty {
      problems.append("\(screen): the table `?` shows:\n" + Self.table(shown))
    }
    return problems
  }

  /// The table docs/manual.md should hold for `help`: what a failing test prints, so the
  /// manual is mended by pasting it.
  public static func table(_ help: [KeyHelp]) -> String {
    (["| keys | does |", "|---|---|"] + unique(help).map { "| `\($0.keys)` | \($0.action) |" })
      .joined(separator: "\n")
  }

  /// The crossings the app hands the home screens (the patient list, Today), as their key help
  /// shows them: what the manual documents for those screens.
  public static let appCrossings = [
    KeyHelp("s", "sync with the team", short: "sync"),
    KeyHelp("!", "wounds overdue or off track", short: "alerts"),
    KeyHelp("i", "the team's messages", short: "messages"),
  ]

  /// The keys of several states of a screen, each once, in the order first met.
  public static func unique(_ help: [KeyHelp]) -> [KeyHelp] {
    var seen: [KeyHelp] = []
    for key in help where !seen.contains(key) { seen.append(key) }
    return seen
  }

  private static func unquoted(_ cell: String) -> String {
    cell.count >= 2 && cell.hasPrefix("`") && cell.hasSuffix("`")
      ? String(cell.dropFirst().dropLast()) : cell
  }
}
