import CoreTerminal
import CoreVIPER

/// The handover as terminal lines: the scope and its count, then each patient with what
/// colleagues recorded since her start, oldest first, the selected patient marked. From 60
/// columns a change is one line (when, who, what, wrapped under itself); below, when and who
/// stand on a line of their own above what.
struct HandoverView: ViewLayout {
  var styling: Styling

  func lines(for data: HandoverViewData, size: TerminalSize) -> [String] {
    let width = size.columns
    var count: String?
    if case .patients(let patients) = data.content {
      count = patients.count == 1 ? "1 patient" : "\(patients.count) patients"
    }
    let skeleton = ScreenSkeleton(width: width, styling: styling)
    var lines = skeleton.head("Handover · \(data.scope)", detail: count)
    switch data.content {
    case .loading:
      lines += skeleton.loading
    case .failed(let message):
      lines += skeleton.failure(message)
    case .empty:
      lines += TerminalText.wrap(
        "Nothing new from colleagues since you last saw them.",
        width: width
      )
    case .patients(let patients):
      lines += window(patients, selected: data.selectedIndex ?? 0, size: size)
    }
    if let status = data.status { lines.append(styling.dim(status.truncated(toWidth: width))) }
    return lines
  }

  /// The patients' lines that fit, from the selected patient's name when they do not all.
  private func window(_ patients: [HandoverViewData.Patient], selected: Int, size: TerminalSize)
    -> [String]
  {
    var all: [String] = []
    var starts: [Int] = []
    for (index, patient) in patients.enumerated() {
      starts.append(all.count)
      // Printed once (to a pipe), no patient is selected.
      let isSelected = !size.isPrinted && index == selected
      all += block(patient, isSelected: isSelected, printed: size.isPrinted, width: size.columns)
    }
    let room = Self.room(size)
    guard all.count > room else { return all }
    let start = min(starts[min(selected, starts.count - 1)], all.count - room)
    return Array(all[start..<start + room])
  }

  private func block(
    _ patient: HandoverViewData.Patient,
    isSelected: Bool,
    printed: Bool,
    width: Int
  ) -> [String] {
    let marker = printed ? "" : isSelected ? TextTable.selectionMarker : "  "
    let name = isSelected ? styling.bold(patient.name) : patient.name
    var lines = ["\(marker)\(name) · \(styling.dim(patient.since))".truncated(toWidth: width)]
    for change in patient.changes {
      let head = "    \(change.when)  \(change.who)"
      if width < 60 {
        lines.append(head.truncated(toWidth: width))
        lines += TerminalText.wrap(change.what, width: max(10, width - 6)).map { "      \($0)" }
        continue
      }
      let indent = String(repeating: " ", count: head.displayWidth + 2)
      let wrapped = TerminalText.wrap(change.what, width: max(10, width - indent.count))
      for (index, line) in wrapped.enumerated() {
        lines.append(((index == 0 ? head + "  " : indent) + line).truncated(toWidth: width))
      }
    }
    return lines
  }

  /// Lines under the title and rule, above the status and the Navigator's footer.
  private static func room(_ size: TerminalSize) -> Int { max(2, size.rows - 4) }

  /// The screen's keys, declared once: the actions, `?`, the command palette (`:`) and the
  /// bottom bar (the first four with a short word) all read them.
  func keyTable(for data: HandoverViewData, size: TerminalSize) -> [KeyBinding<HandoverAction>] {
    var keys: [KeyBinding<HandoverAction>] = []
    if let id = data.selectedID {
      keys += [
        KeyBinding(
          [.character("x")],
          KeyHelp("x", "mark her changes seen, on your other devices too", short: "seen"),
          .markSeen(id)
        )
      ]
      keys += ListMove.bindings(page: 1).map { $0.map(HandoverAction.move) }
    }
    let scope =
      !data.showsAll
      ? KeyHelp("a", "every patient of the team", short: "team")
      : KeyHelp("a", "the patients of your round only", short: "round")
    return keys + [
      KeyBinding([.character("a")], scope, .toggleScope),
      KeyBinding([.escape, .character("q")], KeyHelp("esc q", "back", short: "back"), .back),
    ]
  }

  func action(for key: Key, in data: HandoverViewData, size: TerminalSize) -> HandoverAction? {
    keyTable(for: data, size: size).action(for: key)
  }
}
