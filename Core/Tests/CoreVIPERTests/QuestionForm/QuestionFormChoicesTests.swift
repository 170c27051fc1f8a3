import CoreTerminal
import CoreTesting
import CoreVIPER
import Testing

/// A one-question form whose answer is one of a few colours.
@MainActor
final class ColourForm: QuestionForm {
  enum Field: Hashable, Sendable { case colour }
  static let colours = ["red", "green", "blue", "deep-purple", "yellow"]

  let title = "Paint"
  let needsLoading = false
  let fields: [Field] = [.colour]
  private(set) var colour = ""

  func load() async -> String? { nil }
  func label(of field: Field) -> String { "Colour" }
  func hint(of field: Field) -> String { "a name or its number" }
  func holdsLines(_ field: Field) -> Bool { false }
  func choices(of field: Field) -> [String] { Self.colours }
  func answer(_ field: Field) -> String { colour }
  func shownAnswer(_ field: Field) -> String { colour }

  func submit(_ text: String, for field: Field) -> String? {
    guard Self.colours.contains(text) else {
      return "Colour: \"\(text)\" is not one of \(Self.colours.joined(separator: ", "))"
    }
    colour = text
    return nil
  }

  func save(changed: [Field]) async -> QuestionFormSaveResult<Field> { .saved }
  func cancel() {}
}

/// A question with a list of valid values: listed and numbered, a number answers with its
/// value, anything else goes to the form as typed.
@MainActor
struct QuestionFormChoicesTests {
  func answering(_ typed: String) async -> (ColourForm, QuestionFormPresenter<ColourForm>) {
    let form = ColourForm()
    let presenter = QuestionFormPresenter(form: form)
    for character in typed { await presenter.handle(.edit(.insert(String(character)))) }
    await presenter.handle(.submit)
    return (form, presenter)
  }

  @Test func theQuestionCarriesItsChoices() {
    let presenter = QuestionFormPresenter(form: ColourForm())
    guard case .asking(let question) = presenter.viewData.content else {
      Issue.record("not asking")
      return
    }
    #expect(question.choices == ColourForm.colours)
  }

  @Test func aNumberAnswersWithItsValue() async {
    let (form, _) = await answering(" 4 ")
    #expect(form.colour == "deep-purple")
  }

  @Test func theValueItselfIsKept() async {
    let (form, _) = await answering("blue")
    #expect(form.colour == "blue")
  }

  @Test(arguments: ["0", "6", "teal"])
  func aNumberOutOfTheListOrAnUnknownValueIsRefusedListingThemAll(_ typed: String) async {
    let (form, presenter) = await answering(typed)
    #expect(form.colour == "")
    #expect(
      presenter.viewData.problem
        == "Colour: \"\(typed)\" is not one of red, green, blue, deep-purple, yellow"
    )
  }

  @Test func listedInColumnsUnderTheQuestion() {
    let data = QuestionFormViewData(
      title: "Paint",
      content: .asking(
        .init(
          label: "Colour",
          hint: "a name or its number",
          draft: "4",
          choices: ColourForm.colours,
          position: "1 of 1"
        )
      )
    )
    assertLines(of: QuestionFormView(styling: .plain), for: data, widths: [60, 30])
  }
}
