/// Small building blocks of a screen's lines: title, rule, labelled fields, wrapped
/// paragraphs and the footer of key hints. Each returns lines no wider than `width` cells.
public enum TerminalText {
  /// A bold title on the left and an optional dim detail (a count, "offline") on the right.
  /// The title is cut first when both do not fit.
  public static func title(
    _ title: String,
    detail: String? = nil,
    width: Int,
    styling: Styling = .plain
  ) -> String {
    guard let detail, !detail.isEmpty, detail.displayWidth + 2 < width else {
      return styling.bold(title.truncated(toWidth: width))
    }
    let room = width - detail.displayWidth - 1
    let left = title.truncated(toWidth: room)
    let gap = String(repeating: " ", count: width - left.displayWidth - detail.displayWidth)
    return styling.bold(left) + gap + styling.dim(detail)
  }

  /// A horizontal line across the width.
  public static func rule(width: Int, styling: Styling = .plain) -> String {
    styling.dim(String(repeating: "─", count: max(0, width)))
  }

  /// Key hints joined by " · ", e.g. `↑/↓ move · ⏎ open · q back`. Hints that do not fit are
  /// left out whole rather than cut in the middle.
  public static func footer(
    _ hints: [(keys: String, action: String)],
    width: Int,
    styling: Styling = .plain
  ) -> String {
    var plainWidth = 0
    var parts: [String] = []
    for hint in hints {
      let part = "\(hint.keys) \(hint.action)"
      let added = part.displayWidth + (parts.isEmpty ? 0 : 3)
      guard plainWidth + added <= width else { break }
      plainWidth += added
      parts.append(styling.bold(hint.keys) + " " + styling.dim(hint.action))
    }
    return parts.joined(separator: styling.dim(" · "))
  }

  /// A paragraph broken at spaces into lines of at most `width` cells. Line breaks in the
  /// text are kept; a word longer than the width is split.
  public static func wrap(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var current = ""
      for word in paragraph.split(separator: " ") {
        var word = String(word)
        while word.displayWidth > width {
          if !current.isEmpty { lines.append(current); current = "" }
          let (head, tail) = word.splitAtWidth(width)
          lines.append(head)
          word = tail
        }
        if current.isEmpty {
          current = word
        } else if current.displayWidth + 1 + word.displayWidth <= width {
          current += " " + word
        } else {
          lines.append(current)
          current = word
        }
      }
      lines.append(current)
    }
    return lines
  }

  /// A label in a column of `labelWidth` cells followed by its value, wrapped under itself:
  /// the lines of a detail screen.
  public static func field(
    _ label: String,
    _ value: String,
    labelWidth: Int,
    width: Int,
    styling: Styling = .plain
  ) -> [String] {
    let valueWidth = max(1, width - labelWidth - 1)
    let indent = String(repeating: " ", count: labelWidth + 1)
    let values = wrap(value, width: valueWidth)
    return values.enumerated().map { index, line in
      let prefix = index == 0 ? styling.dim(label.padded(toWidth: labelWidth)) + " " : indent
      return (prefix + line).trimmingTrailingSpaces
    }
  }
}

extension String {
  /// The longest prefix fitting `width` cells (at least one character) and the rest.
  func splitAtWidth(_ width: Int) -> (String, String) {
    var used = 0
    var index = startIndex
    while index < endIndex {
      let cells = self[index].displayWidth
      if used + cells > width, index > startIndex { break }
      used += cells
      index = self.index(after: index)
    }
    return (String(self[..<index]), String(self[index...]))
  }
}
