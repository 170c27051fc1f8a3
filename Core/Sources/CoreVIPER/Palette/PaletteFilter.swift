/// Which commands a typed text finds, best first: its name holding the text (the earlier the
/// better), or its key being the text, then its name holding the text's letters in order
/// (`vph` finds "view its photos"). Case never matters. An empty text finds them all, in the
/// order the screen declares them.
enum PaletteFilter {
  static func matches(_ commands: [PaletteCommand], query: String) -> [PaletteCommand] {
    let query = query.lowercased()
    guard query.contains(where: { $0 != " " }) else { return commands }
    let ranked = commands.enumerated().compactMap { index, command in
      rank(command, query: query).map { (rank: $0, index: index, command: command) }
    }
    return ranked.sorted { ($0.rank, $0.index) < ($1.rank, $1.index) }.map(\.command)
  }

  /// Lower is better; nil when the command does not match.
  static func rank(_ command: PaletteCommand, query: String) -> Int? {
    let name = command.name.lowercased()
    if command.keys.lowercased().split(separator: " ").contains(Substring(query)) { return 0 }
    if let range = name.firstRange(of: query) {
      return 1 + name.distance(from: name.startIndex, to: range.lowerBound)
    }
    return isSubsequence(query, of: name) ? 1_000 : nil
  }

  /// Whether every character of `query`, spaces left out, appears in `text` in order.
  static func isSubsequence(_ query: String, of text: String) -> Bool {
    var rest = text[...]
    for character in query where character != " " {
      guard let found = rest.firstIndex(of: character) else { return false }
      rest = rest[rest.index(after: found)...]
    }
    return true
  }
}
