import CoreTerminal
import CoreTesting
import Testing

@testable import CoreVIPER

/// docs/manual.md's keys tables of every form and of the keys that work everywhere say what
/// `?` says: both come from the form's key bindings and the Navigator's own list.
@MainActor
struct ManualKeysTests {
  let manual: ManualKeys

  init() throws { manual = try ManualKeys.read() }

  func expectAgreement(_ screen: String, _ help: [KeyHelp]) {
    let problems = manual.differences(screen: screen, help: help)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test func everywhere() {
    expectAgreement("Everywhere", KeyHelpOverlay.globalKeys)
  }

  @Test func aForm() {
    let answers = [QuestionFormViewData.Field(label: "Given name", value: "Marie")]
    func question(back: Bool, toSummary: Bool = false) -> QuestionFormViewData.Question {
      .init(
        label: "Address",
        hint: "optional",
        draft: "",
        position: "2 of 11",
        canGoBack: back,
        returnsToSummary: toSummary
      )
    }
    let contents: [QuestionFormViewData.Content] = [
      .asking(question(back: true)), .confirming(selected: 0), .confirming(selected: nil),
      .asking(question(back: false, toSummary: true)),
    ]
    var states = contents.map {
      QuestionFormViewData(title: "New patient", content: $0, answered: answers)
    }
    states.append(
      QuestionFormViewData(
        title: "New patient",
        content: .confirming(selected: 0),
        answered: answers,
        confirmingDiscard: true
      )
    )
    let layout = QuestionFormView(styling: .plain)
    expectAgreement("A form", states.flatMap { layout.keyHelp(for: $0) })
  }

  @Test func aTableOfTheManualIsReadAsWritten() {
    let manual = ManualKeys(
      markdown: """
        ## The interactive app
        ### Keys of each screen
        #### A list
        | keys | does |
        |---|---|
        | `⏎` | open |
        | `esc q` | back |
        ### Next section
        #### Not a screen
        | `x` | nothing |
        """
    )
    #expect(manual.tables.keys.sorted() == ["A list"])
    let help = [KeyHelp("⏎", "open"), KeyHelp("esc q", "back")]
    #expect(manual.differences(screen: "A list", help: help).isEmpty)
    let problems = manual.differences(screen: "A list", help: [KeyHelp("⏎", "open the row")])
    #expect(problems.count == 4, "two keys, then the table to paste")
    #expect(problems[0] == "A list: `⏎` open the row is missing from docs/manual.md")
    #expect(problems[1].contains("lists `⏎` open, which the screen lacks"))
    #expect(manual.differences(screen: "Nowhere", help: help).count == 1)
  }
}
