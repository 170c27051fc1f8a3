import Foundation

/// A reader of Tools/Server/openapi.yaml as the project writes it: block mappings indented by
/// two spaces, properties one per line, lists in flow style. Enough to compare the document with
/// CoreContract without a YAML library; a layout it cannot read makes the tests fail, not pass.
struct OpenAPIDocument {
  let text: String
  let lines: [Substring]

  /// The server's own document, found beside this package's sources.
  static let nurseServer: OpenAPIDocument = {
    let package = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let text = (try? String(contentsOf: package.appending(path: "openapi.yaml"), encoding: .utf8))
    return OpenAPIDocument(text: text ?? "")
  }()

  init(text: String) {
    self.text = text
    lines = text.split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// The HTTP methods the document gives `path`.
  func methods(of path: String) -> Set<String> {
    Set(children(of: "  \(path):", indent: 4).filter { $0 != "parameters" })
  }

  /// The property names of a schema under `components/schemas`.
  func properties(of schema: String) -> Set<String> {
    guard let start = index(of: "    \(schema):") else { return [] }
    let body = blockLines(from: start, indent: 4)
    guard let offset = body.firstIndex(where: { $0 == "      properties:" }) else { return [] }
    let keys = blockLines(from: start + 1 + offset, indent: 6).compactMap { key(of: $0, indent: 8) }
    return Set(keys)
  }

  /// The text of a schema, or of one of its properties.
  func block(of name: String, in schema: String? = nil) -> String {
    guard let schema else {
      let body = index(of: "    \(name):").map { blockLines(from: $0, indent: 4) } ?? []
      return body.joined(separator: "\n")
    }
    guard let start = index(of: "    \(schema):") else { return "" }
    let body = blockLines(from: start, indent: 4)
    guard let line = body.firstIndex(where: { key(of: $0, indent: 8) == name }) else { return "" }
    let property = [body[line]] + body[(line + 1)...].prefix { indentation(of: $0) > 8 }
    return property.joined(separator: "\n")
  }

  /// The first `enum` list of a schema's property, without `null`.
  func enumeration(of property: String, in schema: String) -> [String] {
    let text = block(of: property, in: schema)
    guard let start = text.range(of: "enum:"),
      let open = text[start.upperBound...].firstIndex(of: "["),
      let close = text[open...].firstIndex(of: "]")
    else { return [] }
    return text[text.index(after: open)..<close]
      .split(separator: ",")
      .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
      .filter { $0 != "null" && !$0.isEmpty }
  }

  private func index(of line: String) -> Int? {
    lines.firstIndex { $0 == line }
  }

  private func children(of line: String, indent: Int) -> [String] {
    guard let start = index(of: line) else { return [] }
    return blockLines(from: start, indent: indent - 2).compactMap { key(of: $0, indent: indent) }
  }

  /// The lines below `start` more indented than `indent`, blank lines included.
  private func blockLines(from start: Int, indent: Int) -> [Substring] {
    Array(
      lines[(start + 1)...].prefix { $0.allSatisfy(\.isWhitespace) || indentation(of: $0) > indent }
    )
  }

  private func key(of line: Substring, indent: Int) -> String? {
    guard indentation(of: line) == indent, let colon = line.firstIndex(of: ":") else { return nil }
    let name = line[line.startIndex..<colon].trimmingCharacters(in: .whitespaces)
    return name.hasPrefix("-") || name.hasPrefix("#") ? nil : name
  }

  private func indentation(of line: Substring) -> Int {
    line.prefix { $0 == " " }.count
  }
}
