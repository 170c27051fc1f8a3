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
    var lines = [
      TerminalText.title(data.title, detail: data.status, width: width, styling: styling),
      TerminalText.rule(width: width, styling: styling),
    ]
    if let question = data.question {
      lines += TerminalText.wrap(question, width: width).map(styling.bold) + [""]
    }
    if let notice = data.notice {
      lines += TerminalText.wrap(notice, width: width) + [""]
    }
    switch data.content {
    case .loading:
      lines.append(styling.dim("Loading…"))
    case .notFound(let message), .failed(let message):
      lines += TerminalText.wrap(message, width: width).map(styling.red)
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
    if data.question != nil {
      switch key {
      case .character("y"), .character("Y"): return .confirm
      case .character("n"), .character("N"), .escape: return .decline
      default: return nil
      }
    }
    switch key {
    case .character("e") where data.isLoaded: return .edit
    case .character("x") where data.isLoaded: return .toggleArchive
    case .character("b") where data.isLoaded: return .assessBraden
    case .character("w") where data.opensWounds: return .openWounds
    case .character("m") where data.opensMessages: return .openMessages
    case .escape, .character("q"): return .back
    default: return nil
    }
  }

  func keyHelp(for data: PatientDetailViewData) -> [KeyHelp] {
    if data.question != nil {
      return [KeyHelp("y", "yes"), KeyHelp("n esc", "no")]
    }
    guard case .patient(let record) = data.content else { return [KeyHelp("esc q", "back")] }
    return [
      KeyHelp("e", "edit"), KeyHelp("b", "Braden assessment"), KeyHelp("x", record.archiveVerb),
    ]
      + (record.opensWounds ? [KeyHelp("w", "wounds")] : [])
      + (record.opensMessages ? [KeyHelp("m", "messages")] : [])
      + [KeyHelp("esc q", "back")]
  }
}
