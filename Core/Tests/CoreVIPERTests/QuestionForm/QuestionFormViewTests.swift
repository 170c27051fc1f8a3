import CoreTerminal
import CoreTesting
import CoreVIPER
import Testing

/// The one question form every form of the app draws with.
@MainActor
struct QuestionFormViewTests {
  let layout = QuestionFormView(styling: .plain)
  typealias Field = QuestionFormViewData.Field

  static let answers = [
    Field(label: "Given name", value: "Marie"),
    Field(label: "Family name", value: "Dupont"),
    Field(label: "Birth date", value: "1942-05-14"),
    Field(label: "Sex", value: "female"),
  ]

  func asking(
    _ question: QuestionFormViewData.Question,
    answered: Int = 4,
    problem: String? = nil
  ) -> QuestionFormViewData {
    QuestionFormViewData(
      title: "Edit Dupont, Marie",
      content: .asking(question),
      answered: Array(Self.answers.prefix(answered)),
      problem: problem
    )
  }

  static func address(_ draft: String, cursor: Int? = nil) -> QuestionFormViewData.Question {
    .init(
      label: "Address",
      hint: "optional",
      draft: draft,
      cursor: cursor,
      holdsLines: true,
      position: "5 of 11",
      canGoBack: true
    )
  }

  @Test func preFilled() {
    assertLines(of: layout, for: asking(Self.address("12 rue des Lilas, 69003 Lyon")))
  }

  @Test func preFilledFromTheLastVisit() {
    let question = QuestionFormViewData.Question(
      label: "Tissue %",
      hint: "e.g. granulation=70, slough=30; sums to 100",
      draft: "granulation=70, slough=30",
      fromLastVisit: true,
      position: "6 of 14",
      canGoBack: true
    )
    assertLines(of: layout, for: asking(question, answered: 0))
  }

  @Test func cursorMidText() {
    assertLines(of: layout, for: asking(Self.address("12 rue des Lilas", cursor: 7)))
  }

  @Test func aPastedTwoLineAddressWithTheCursorOnItsSecondLine() {
    let draft = "12 rue des Lilas\n69003 Lyon"
    assertLines(of: layout, for: asking(Self.address(draft, cursor: 17)))
  }

  @Test func refused() {
    let question = QuestionFormViewData.Question(
      label: "Birth date",
      hint: "YYYY-MM-DD",
      draft: "14/05/1942",
      position: "3 of 11",
      canGoBack: true
    )
    let problem = "Birth date: \"14/05/1942\" is not a date written YYYY-MM-DD"
    assertLines(of: layout, for: asking(question, answered: 2, problem: problem))
  }

  @Test func controlCharactersShowAsSymbols() {
    let question = QuestionFormViewData.Question(
      label: "Phone",
      hint: "optional",
      draft: "04\u{1B}[2J 78\u{7}",
      cursor: 2,
      position: "6 of 11",
      canGoBack: true
    )
    let problem = "Phone: holds a control character (␛); remove it"
    let lines = layout.lines(for: asking(question, problem: problem), size: .standard)
    #expect(lines.contains("> 04␛[2J 78␇"))
    #expect(lines.allSatisfy { !$0.contains("\u{1B}") })
  }

  @Test func narrowTerminal() {
    let draft = "Wound dressing every other day; the daughter does the shopping on Tuesdays."
    assertLines(of: layout, for: asking(Self.address(draft, cursor: 30)), widths: [30])
  }

  @Test func aLongTextOnAShortTerminalKeepsTheCursorInView() {
    let draft = String(repeating: "Dressing every other day. ", count: 12)
    let data = asking(Self.address(draft, cursor: 5))
    let lines = layout.lines(for: data, size: TerminalSize(columns: 40, rows: 12))
    #expect(lines.count <= 11, "room is left for the Navigator's footer")
    #expect(lines.contains("> Dressing every other day. Dressing "))
    #expect(lines.contains("       ^"))
    #expect(lines.last?.hasPrefix("⏎ next") == true)
  }

  @Test func editingFromTheSummary() {
    var question = Self.address("12 rue des Lilas")
    question.canGoBack = false
    question.returnsToSummary = true
    let data = QuestionFormViewData(
      title: "New patient",
      content: .asking(question),
      answered: Self.answers,
      problem: nil
    )
    assertLines(of: layout, for: data)
  }

  @Test func summaryWithTheSecondAnswerPicked() {
    let answers =
      Self.answers + [
        Field(label: "Address", value: "12 rue des Lilas\n69003 Lyon"),
        Field(label: "Notes", value: "Lives alone; daughter visits on Sundays. Key under the pot."),
      ]
    let data = QuestionFormViewData(
      title: "New patient",
      content: .confirming(selected: 1),
      answered: answers,
      problem: "Could not save: SQLite error 5: database is locked"
    )
    assertLines(of: layout, for: data)
  }

  @Test func loading() {
    assertLines(of: layout, for: .loading(title: "Edit patient"), widths: [60])
  }

  @Test func failed() {
    let failed = QuestionFormViewData(
      title: "Edit patient",
      content: .failed(message: "No patient with id 1234abcd.")
    )
    assertLines(of: layout, for: failed, widths: [60])
  }

  @Test func theCursorInReverseVideoWhereStylesAreOn() {
    let styled = QuestionFormView(styling: .ansi)
    let atEnd = styled.lines(for: asking(Self.address("Lyon")), size: .standard)
    #expect(atEnd.contains("> Lyon\u{1B}[7m \u{1B}[0m"))
    let mid = styled.lines(for: asking(Self.address("Lyon", cursor: 1)), size: .standard)
    #expect(mid.contains("> L\u{1B}[7my\u{1B}[0mon"))
  }

  @Test func keysWhileAsking() {
    let data = asking(Self.address("Lyon", cursor: 2))
    #expect(layout.isEditingText(data))
    #expect(layout.action(for: .character("q"), in: data) == .edit(.insert("q")))
    #expect(layout.action(for: .paste("a\nb"), in: data) == .edit(.insert("a\nb")))
    #expect(layout.action(for: .control("w"), in: data) == .edit(.deleteWordBackward))
    #expect(layout.action(for: .enter, in: data) == .submit)
    #expect(layout.action(for: .up, in: data) == .back)
    #expect(layout.action(for: .backTab, in: data) == .back)
    #expect(layout.action(for: .escape, in: data) == .cancel)
    #expect(layout.keyHelp(for: data).contains(KeyHelp("↑/shift-tab", "previous")))
    #expect(layout.keyHelp(for: data).contains(KeyHelp("Ctrl-W", "delete the word before")))
    var first = Self.address("")
    first.canGoBack = false
    #expect(layout.action(for: .up, in: asking(first)) == nil)
  }

  @Test func discardingAsksYesOrNoAndNothingElseCounts() {
    var data = asking(Self.address("Lyon"))
    data.confirmingDiscard = true
    let lines = layout.lines(for: data, size: .standard)
    #expect(lines.contains("Discard these answers? (y/n)"))
    #expect(lines.last?.contains("y discard") == true)
    #expect(layout.isEditingText(data), "? and q are answers here, not the help or a quit")
    #expect(layout.action(for: .character("y"), in: data) == .discard)
    #expect(layout.action(for: .character("n"), in: data) == .keepEditing)
    #expect(layout.action(for: .escape, in: data) == .keepEditing)
    #expect(layout.action(for: .character("q"), in: data) == nil)
    #expect(layout.action(for: .enter, in: data) == nil)
  }

  @Test func keysOnTheSummary() {
    let data = QuestionFormViewData(
      title: "Edit Dupont, Marie",
      content: .confirming(selected: 0),
      answered: Self.answers
    )
    #expect(!layout.isEditingText(data))
    #expect(layout.action(for: .enter, in: data) == .editSelected, "Enter edits the answer picked")
    #expect(layout.action(for: .character("e"), in: data) == .editSelected)
    #expect(layout.action(for: .character("s"), in: data) == .save)
    #expect(layout.action(for: .down, in: data) == .select(by: 1))
    #expect(layout.action(for: .character("k"), in: data) == .select(by: -1))
    #expect(layout.action(for: .escape, in: data) == .cancel)
    #expect(layout.action(for: .character("x"), in: data) == nil)
    #expect(layout.action(for: .home, in: data) == .select(by: -5))
    #expect(layout.action(for: .character("G"), in: data) == .select(by: 5))
    #expect(
      layout.keyHelp(for: data) == [
        KeyHelp("⏎/e", "edit"), KeyHelp("s", "save"), KeyHelp("↑/↓", "pick"),
        KeyHelp("esc", "cancel"), KeyHelp("Home/End", "first / Save"),
      ]
    )
    let onSave = QuestionFormViewData(
      title: "New patient",
      content: .confirming(selected: nil),
      answered: Self.answers
    )
    #expect(layout.action(for: .enter, in: onSave) == .save, "Enter on the Save line saves")
    #expect(layout.action(for: .character("s"), in: onSave) == .save)
    #expect(layout.keyHelp(for: onSave).first == KeyHelp("⏎", "save"))
  }

  @Test func aLongSummaryOnAShortTerminalKeepsThePickedAnswerAndTheKeys() {
    let answers = (1...30).map { Field(label: "Answer \($0)", value: "value \($0)") }
    let size = TerminalSize(columns: 60, rows: 12)
    for (selected, marked) in [(0, "› Answer 1 "), (20, "› Answer 21 "), (nil, "› Save")] {
      let lines = layout.lines(
        for: QuestionFormViewData(
          title: "Edit",
          content: .confirming(selected: selected),
          answered: answers
        ),
        size: size
      )
      #expect(lines.count <= 11, "the Navigator's row is left")
      #expect(lines.contains { $0.hasPrefix(marked) }, "\(marked) shown")
      #expect(lines.last?.contains("pick") == true, "the keys shown")
    }
  }

  @Test func summaryWithItsSaveLinePicked() {
    let data = QuestionFormViewData(
      title: "New patient",
      content: .confirming(selected: nil),
      answered: Self.answers + [Field(label: "Age", value: "83")]
    )
    assertLines(of: layout, for: data)
  }
}
