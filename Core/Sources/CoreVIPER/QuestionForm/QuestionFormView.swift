import CoreTerminal

/// A question form as terminal lines: the answers so far, then the question with what is
/// typed and its cursor, or the summary with the answer Enter would edit (or its Save line)
/// marked.
///
/// Every form of the app uses this one layout through `QuestionFormPresenter`, so a key does
/// the same in each of them.
public struct QuestionFormView: ViewLayout {
  /// How titles, labels, problems and the cursor are decorated.
  public var styling: Styling

  /// The longest label ("Exudate type") and a space.
  static let labelWidth = 13
  /// The summary's gutter, holding `›` before the selected answer (as a list marks its row).
  static let gutter = TextTable.selectionMarker

  /// A layout decorated with `styling`: `.plain` for NO_COLOR and text snapshots.
  public init(styling: Styling) {
    self.styling = styling
  }

  public func lines(for data: QuestionFormViewData, size: TerminalSize) -> [String] {
    let width = size.columns
    let head = ScreenSkeleton(width: width, styling: styling)
      .head(data.title, detail: detail(data.content))
    var answers = answerLines(data, width: width)
    var tail: [String] = []
    if let problem = data.problem {
      tail += [""] + TerminalText.wrap(problem, width: width).map(styling.red)
    }
    if data.confirmingDiscard {
      tail += ["", styling.bold("Discard these answers? (y/n)")]
    }
    tail += ["", TerminalText.footer(hints(data), width: width, styling: styling)]
    var body: [String] = []
    switch data.content {
    case .loading:
      body.append(styling.dim("Loading…"))
    case .failed(let message):
      body += TerminalText.wrap(message, width: width).map(styling.red)
    case .asking(let question):
      // The question and the footer matter most: on a short terminal the first answers go
      // (they were checked already), then the rows of a long text away from the cursor.
      let room = max(1, size.rows - 1)  // the Navigator's own footer takes the last row
      body = questionLines(question, width: width, room: room - head.count - tail.count - 1)
      let spare = max(0, room - head.count - body.count - tail.count - 1)
      answers = Array(answers.suffix(spare))
      if !answers.isEmpty { body.insert("", at: 0) }
    case .confirming(let selected):
      // A summary taller than the terminal shows the lines around the one picked, so that the
      // picked answer and the keys are always on screen.
      let room = max(1, size.rows - 1 - head.count - tail.count)
      if answers.count > room {
        let picked = summary(data, selected: selected, width: width).picked
        let start = min(max(0, picked - room + 1), answers.count - room)
        answers = Array(answers[start..<(start + room)])
      }
    case .saving:
      break
    }
    return (head + answers + body + tail).map { $0.truncated(toWidth: width) }
  }

  private func answerLines(_ data: QuestionFormViewData, width: Int) -> [String] {
    guard case .confirming(let selected) = data.content else {
      return data.answered.flatMap { field(label: $0.label, value: $0.value, width: width) }
    }
    return summary(data, selected: selected, width: width).lines
  }

  /// The summary's lines, each answer in the gutter that marks the one picked, then the Save
  /// line; and which line is marked.
  private func summary(_ data: QuestionFormViewData, selected: Int?, width: Int)
    -> (lines: [String], picked: Int)
  {
    let gutter = Self.gutter.displayWidth
    let blank = String(repeating: " ", count: gutter)
    var lines: [String] = []
    var picked = 0
    for (index, answer) in data.answered.enumerated() {
      if index == selected { picked = lines.count }
      let answerLines = field(label: answer.label, value: answer.value, width: width - gutter)
      for (number, line) in answerLines.enumerated() {
        let marked = index == selected && number == 0
        lines.append((marked ? styling.bold(Self.gutter) : blank) + line)
      }
    }
    // The last line to pick: Enter on it saves, as `s` does anywhere on the summary.
    if selected == nil { picked = lines.count }
    lines.append(selected == nil ? styling.bold(Self.gutter + "Save") : blank + "Save")
    return (lines, picked)
  }

  private func field(label: String, value: String, width: Int) -> [String] {
    TerminalText.field(label, value, labelWidth: Self.labelWidth, width: width, styling: styling)
  }

  private func questionLines(
    _ question: QuestionFormViewData.Question,
    width: Int,
    room: Int
  ) -> [String] {
    var lines: [String] = []
    let asked = "\(question.label) (\(question.hint))"
    if asked.displayWidth <= width {
      lines.append(styling.bold(question.label) + " " + styling.dim("(\(question.hint))"))
    } else {
      // A long hint (every stage, every wound type) is wrapped rather than cut.
      lines += TerminalText.wrap(asked, width: width)
    }
    var marker: [String] = []
    if question.fromLastVisit {
      marker.append(styling.yellow("  last visit's value: Enter keeps it, or type today's"))
    }
    if question.picture.isEmpty {
      let choices = QuestionFormChoices.lines(
        question.choices,
        keys: question.choiceKeys,
        width: width - 2,
        styling: styling
      )
      if !choices.isEmpty { marker += [""] + choices.map { "  " + $0 } }
    } else {
      // No blank line above: a body map is tall, and the question must stay on screen.
      marker += QuestionFormChoices.lines(
        question.choices,
        keys: question.choiceKeys,
        beside: question.picture,
        width: width,
        styling: styling
      )
    }
    // Wrapped under itself, after the "> " prompt; only the rows around the cursor when the
    // whole text does not fit.
    let draft = DraftLines(question, width: width - 2, styling: styling)
    let rows = draft.window(rows: max(2, room - lines.count - marker.count))
    lines += rows.enumerated().map { ($0.offset == 0 ? "> " : "  ") + $0.element }
    return lines + marker
  }

  private func detail(_ content: QuestionFormViewData.Content) -> String? {
    switch content {
    case .asking(let question): return question.position
    case .confirming: return "check and save"
    case .saving: return "saving…"
    case .loading, .failed: return nil
    }
  }

  private func hints(_ data: QuestionFormViewData) -> [KeyHelp] {
    bindings(data).keyHelp()
  }

  /// The keys of each state, declared once for the footer, `?` and the actions.
  private func bindings(_ data: QuestionFormViewData) -> [KeyBinding<QuestionFormAction>] {
    if data.confirmingDiscard {
      return KeyBinding.question(
        yes: .discard,
        no: .keepEditing,
        yesHelp: KeyHelp("y", "discard"),
        noHelp: KeyHelp("n/esc", "keep the answers")
      )
    }
    switch data.content {
    case .asking(let question) where question.returnsToSummary:
      return [
        KeyBinding([.enter], KeyHelp("⏎", "back to the summary"), .submit),
        KeyBinding([.escape], KeyHelp("esc", "undo"), .cancel),
      ]
    case .asking(let question):
      let back = KeyBinding(
        [.up, .backTab],
        KeyHelp("↑/shift-tab", "previous"),
        QuestionFormAction.back
      )
      return [KeyBinding([.enter], KeyHelp("⏎", "next"), QuestionFormAction.submit)]
        + (question.canGoBack ? [back] : [])
        + [KeyBinding([.escape], KeyHelp("esc", "cancel"), .cancel)]
    case .confirming(let selected):
      // Enter edits the answer picked, or saves on the Save line; `s` saves from anywhere.
      let enter =
        selected == nil
        ? KeyBinding([.enter], KeyHelp("⏎", "save"), QuestionFormAction.save)
        : KeyBinding([.enter, .character("e")], KeyHelp("⏎/e", "edit"), .editSelected)
      let save = KeyBinding(
        [.character("s")],
        selected == nil ? nil : KeyHelp("s", "save"),
        QuestionFormAction.save
      )
      let pick =
        data.answered.isEmpty
        ? []
        : [
          KeyBinding([.up, .character("k")], KeyHelp("↑/↓", "pick"), .select(by: -1)),
          KeyBinding([.down, .character("j")], nil, QuestionFormAction.select(by: 1)),
        ]
      // As on every list, Home and End go to the first answer and the last line (Save); last
      // in the help, so a narrow footer keeps Esc.
      let jump =
        data.answered.isEmpty
        ? []
        : [
          KeyBinding(
            [.home, .character("g")],
            KeyHelp("Home/End", "first / Save"),
            QuestionFormAction.select(by: -data.answered.count - 1)
          ),
          KeyBinding([.end, .character("G")], nil, .select(by: data.answered.count + 1)),
        ]
      return [enter, save] + pick
        + [KeyBinding([.escape, .character("q")], KeyHelp("esc", "cancel"), .cancel)] + jump
    case .saving: return []
    case .loading, .failed:
      return [KeyBinding([.escape, .character("q")], KeyHelp("esc", "back"), .cancel)]
    }
  }

  /// The form's key table in this state.
  public func keyTable(for data: QuestionFormViewData, size: TerminalSize)
    -> [KeyBinding<QuestionFormAction>]
  {
    bindings(data)
  }

  public func action(for key: Key, in data: QuestionFormViewData) -> QuestionFormAction? {
    if let action = bindings(data).action(for: key) { return action }
    guard data.isAsking, !data.confirmingDiscard else { return nil }
    return TextEdit(key: key).map(QuestionFormAction.edit)
  }

  public func keyHelp(for data: QuestionFormViewData) -> [KeyHelp] {
    guard data.isAsking, !data.confirmingDiscard else { return hints(data) }
    return hints(data) + TextEdit.keyHelp
  }

  /// Typing, and answering y or n to discarding: `?` is a character then, not the help.
  public func isEditingText(_ data: QuestionFormViewData) -> Bool {
    data.isAsking || data.confirmingDiscard
  }
}
