import Foundation
import Testing

/// The docs a clone explains itself with: every relative link in the repository's Markdown
/// names a file that exists and, when it names a section, a heading that file has; and every
/// `docs/….md` a Swift source cites exists. A renamed heading or a moved doc fails here rather
/// than leaving a reader at a dead link.
@Suite("Doc links")
struct DocLinksTests {
  let tree = SourceTree.repository

  @Test func everyRelativeLinkInTheDocsLeadsToAFileAndItsHeading() {
    var broken: [String] = []
    for file in markdownFiles() {
      for link in Self.links(in: Self.withoutCodeBlocks(tree.contents(file))) {
        guard !link.contains(":") || link.hasPrefix("#") else { continue }  // https:, mailto:
        let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let target = parts[0].isEmpty ? file : Self.resolve(String(parts[0]), from: file)
        let url = tree.root.appendingPathComponent(target)
        guard FileManager.default.fileExists(atPath: url.path) else {
          broken.append("\(file): \(link): no file \(target)")
          continue
        }
        if parts.count == 2, target.hasSuffix(".md"),
          !Self.anchors(in: tree.contents(target)).contains(String(parts[1]))
        {
          broken.append("\(file): \(link): no heading #\(parts[1]) in \(target)")
        }
      }
    }
    #expect(broken.isEmpty, "\(broken.joined(separator: "\n"))")
  }

  @Test func everyDocTheSourcesCiteIsInTheRepository() {
    var missing: Set<String> = []
    for folder in ["App", "Core", "Libraries", "Features", "Tools", "Tests"] {
      for file in tree.swiftFiles(under: folder) {
        for match in tree.contents(file).matches(of: /docs\/[A-Za-z0-9_-]+\.md/) {
          let doc = String(match.output)
          if !FileManager.default.fileExists(atPath: tree.root.appendingPathComponent(doc).path) {
            missing.insert("\(file): \(doc)")
          }
        }
      }
    }
    #expect(missing.isEmpty, "\(missing.sorted().joined(separator: "\n"))")
  }

  @Test func headingsBecomeTheAnchorsGitHubMakes() {
    let anchors = Self.anchors(
      in:
        "# Speed\n## The day's round (`Tools/bench-today`)\n## Targets\n## Targets\n```\n# not\n```"
    )
    #expect(anchors == ["speed", "the-days-round-toolsbench-today", "targets", "targets-1"])
  }

  /// The tracked Markdown files: the README, docs/ and each tool's README.
  private func markdownFiles() -> [String] {
    let docs =
      (try? FileManager.default.contentsOfDirectory(
        atPath: tree.root.appendingPathComponent("docs").path
      )) ?? []
    return ["README.md", "Tools/Server/README.md"]
      + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
  }

  /// The targets of the Markdown links `[text](target)` in `text`.
  private static func links(in text: String) -> [String] {
    text.matches(of: /\]\(([^)\s]+)\)/).map { String($0.output.1) }
  }

  /// `text` without its fenced code blocks, where a `#` or a `](` is not Markdown.
  private static func withoutCodeBlocks(_ text: String) -> String {
    var kept: [Substring] = []
    var inCode = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        inCode.toggle()
      } else if !inCode {
        kept.append(line)
      }
    }
    return kept.joined(separator: "\n")
  }

  /// The anchors GitHub gives a document's headings: lower case, letters, digits, `-` and `_`
  /// kept, spaces made `-`, the rest dropped; a repeated one numbered from 1.
  static func anchors(in text: String) -> [String] {
    var seen: [String: Int] = [:]
    var anchors: [String] = []
    for line in withoutCodeBlocks(text).split(separator: "\n") {
      guard let heading = line.firstMatch(of: /^#{1,6}\s+(.*)$/) else { continue }
      let slug = String(
        heading.output.1.lowercased().compactMap { character -> Character? in
          if character == " " { return "-" }
          return character.isLetter || character.isNumber || character == "-"
            || character == "_" ? character : nil
        }
      )
      let count = seen[slug, default: 0]
      seen[slug] = count + 1
      anchors.append(count == 0 ? slug : "\(slug)-\(count)")
    }
    return anchors
  }

  /// `link` as a path from the repository's root, read from the folder of `file`.
  private static func resolve(_ link: String, from file: String) -> String {
    var parts = file.split(separator: "/").dropLast().map(String.init)
    for part in link.split(separator: "/") {
      switch part {
      case ".": continue
      case "..": if !parts.isEmpty { parts.removeLast() }
      default: parts.append(String(part))
      }
    }
    return parts.joined(separator: "/")
  }
}
