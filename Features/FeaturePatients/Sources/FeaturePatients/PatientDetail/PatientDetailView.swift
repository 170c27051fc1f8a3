import CoreTerminal
import CoreVIPER

/// A patient's record as terminal lines: the pending question or last notice under the title,
/// where a long record cannot push it off the screen, then labelled fields and the Braden
/// history.
struct PatientDetailView: ViewLayout {
  var styling: Styling

  /// The longest label ("Phys. phone") and a space.
  private static let labelWidth = 12

  func lines(for data: PatientDetailViewData, size: TerminalSize) -> [String] {
    let width = size.columns
    let skeleton = ScreenSkeleton(width: width, styling: styling)
    var lines = skeleton.head(data.title, detail: data.status)
    if let question = data.question {
      lines += TerminalText.wrap(question, width: width).map(styling.bold) + [""]
    }
    if let notice = data.notice {
      lines += TerminalText.wrap(notice, width: width) + [""]
    }
    switch data.content {
    case .loading:
      lines += skeleton.loading
    case .notFound(let message), .failed(let message):
      lines += skeleton.failure(message)
    case .patient(let record):
      lines += recordLines(record, width: width)
    }
    return lines
  }

  private func recordLines(_ record: PatientDetailViewData.Record, width: Int) -> [String] {
    var lines = record.fields.flatMap { field in
      TerminalText.field(
        field.label,
        field.value,
        labelWidth: Self.labelWidth,
        width: width,
        styling: styling
      )
    }
    if !record.bradenHistory.isEmpty {
      lines += ["", styling.bold("Braden history")]
      lines += record.bradenHistory.map { "  \($0)".truncated(toWidth: width) }
    }
    if !record.wounds.isEmpty {
      lines += ["", styling.bold("Wounds")]
      lines += record.wounds.map { "  \($0)".truncated(toWidth: width) }
    }
    return lines
  }

  func action(for key: Key, in data: PatientDetailViewData) -> PatientDetailAction? {
    bindings(data).action(for: key)
  }

  func keyHelp(for data: PatientDetailViewData) -> [KeyHelp] {
    bindings(data).keyHelp()
  }

  /// The keys of each state, declared once for the actions and `?`.
  func bindings(_ data: PatientDetailViewData) -> [KeyBinding<PatientDetailAction>] {
    if data.question != nil {
      return KeyBinding.question(yes: .confirm, no: .decline)
    }
    var keys: [KeyBinding<PatientDetailAction>] = []
    if case .patient(let record) = data.content {
      keys += [
        KeyBinding([.character("e")], KeyHelp("e", "edit", short: "edit"), .edit),
        KeyBinding(
          [.character("b")],
          KeyHelp("b", "Braden assessment", short: "Braden"),
          .record(.braden)
        ),
        KeyBinding([.character("a")], KeyHelp("a", "ABPI"), .record(.abpi)),
        KeyBinding([.character("c")], KeyHelp("c", "photo consent"), .record(.photoConsent)),
        KeyBinding([.character("x")], KeyHelp("x", record.archiveVerb), .toggleArchive),
        KeyBinding([.character("d")], KeyHelp("d", "merge a duplicate into her"), .mergeDuplicate),
      ]
      if record.opensWounds {
        keys.append(
          KeyBinding([.character("w")], KeyHelp("w", "wounds", short: "wounds"), .openWounds)
        )
      }
      if record.opensMessages {
        keys.append(
          KeyBinding([.character("m")], KeyHelp("m", "messages", short: "messages"), .openMessages)
        )
      }
    }
    return keys + [KeyBinding([.escape, .character("q")], KeyHelp("esc q", "back"), .back)]
  }
}
