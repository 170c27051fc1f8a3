import CoreTerminal
import CoreVIPER

/// A question form as terminal lines: the answers so far, then the question with what is
/// typed, or the summary to confirm.
struct QuestionFormView: ViewLayout {
  var styling: Styling

  /// The longest label ("Exudate type") and a space.
  private static let labelWidth = 13

  func lines(for data: QuestionFormViewData, size: TerminalSize) -> [String] {
    let width = size.columns
    var lines = [
      TerminalText.title(data.title, detail: detail(data.content), width: width, styling: styling),
      TerminalText.rule(width: width, styling: styling),
    ]
    lines += data.answered.flatMap {
      TerminalText.field(
        $0.label,
        $0.value,
        labelWidth: Self.labelWidth,
        width: width,
        styling: styling
      )
    }
    switch data.content {
    case .loading:
      lines.append(styling.dim("Loading…"))
    case .failed(let message):
      lines += TerminalText.wrap(message, width: width).map(styling.red)
    case .asking(let question):
      if !data.answered.isEmpty { lines.append("") }
      let asked = "\(question.label) (\(question.hint))"
      if asked.displayWidth <= width {
        lines.append(styling.bold(question.label) + " " + styling.dim("(\(question.hint))"))
      } else {
        // A long hint (every stage, every wound type) is wrapped rather than cut.
        lines += TerminalText.wrap(asked, width: width)
      }
      let draft = TerminalText.wrap(question.draft + "_", width: max(1, width - 2))
      lines += draft.enumerated().map { ($0.offset == 0 ? "> " : "  ") + $0.element }
      if question.fromLastVisit {
        lines.append(styling.yellow("  last visit's value: Enter keeps it, or type today's"))
      }
    case .confirming, .saving:
      break
    }
    if let problem = data.problem {
      lines += [""] + TerminalText.wrap(problem, width: width).map(styling.red)
    }
    lines += ["", TerminalText.footer(hints(data.content), width: width, styling: styling)]
    return lines.map { $0.truncated(toWidth: width) }
  }

  private func detail(_ content: QuestionFormViewData.Content) -> String? {
    switch content {
    case .asking(let question): return question.position
    case .confirming: return "check and save"
    case .saving: return "saving…"
    case .loading, .failed: return nil
    }
  }

  private func hints(_ content: QuestionFormViewData.Content) -> [(keys: String, action: String)] {
    switch content {
    case .asking: return [("⏎", "next (keeps the value shown)"), ("esc", "cancel")]
    case .confirming: return [("⏎", "save"), ("esc", "cancel")]
    case .saving: return []
    case .loading, .failed: return [("esc", "back")]
    }
  }

  func action(for key: Key, in data: QuestionFormViewData) -> QuestionFormAction? {
    switch data.content {
    case .asking(let question):
      switch key {
      case .character(let character): return .editDraft(question.draft + String(character))
      case .backspace, .delete: return .editDraft(String(question.draft.dropLast()))
      case .enter: return .submit
      case .escape: return .cancel
      default: return nil
      }
    case .confirming:
      switch key {
      case .enter: return .save
      case .escape, .character("q"): return .cancel
      default: return nil
      }
    case .loading, .failed:
      switch key {
      case .escape, .character("q"): return .cancel
      default: return nil
      }
    case .saving:
      return nil
    }
  }

  func keyHelp(for data: QuestionFormViewData) -> [KeyHelp] {
    hints(data.content).map { KeyHelp($0.keys, $0.action) }
  }

  func isEditingText(_ data: QuestionFormViewData) -> Bool { data.isAsking }
}
