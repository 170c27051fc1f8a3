import CoreTerminal
import CoreTesting
import Foundation
import Testing

@testable import FeatureWounds

@MainActor
struct AssessmentFormViewTests {
  let layout = QuestionFormView(styling: .plain)
  static let title = "Assess Venous leg ulcer · left lower leg"

  static let answered = [
    QuestionFormViewData.Field(label: "Length cm", value: "4.0"),
    QuestionFormViewData.Field(label: "Width cm", value: "3.0"),
    QuestionFormViewData.Field(label: "Depth cm", value: "—"),
  ]

  static func question(_ draft: String) -> QuestionFormViewData.Question {
    QuestionFormViewData.Question(
      label: "Tissue %",
      hint: "e.g. granulation=70, slough=30; sums to 100",
      draft: draft,
      position: "6 of 14"
    )
  }

  @Test func loading() {
    assertLines(of: layout, for: .loading)
  }

  @Test func error() {
    let data = QuestionFormViewData(
      title: Self.title,
      content: .failed(message: "No wound with id 9e3779b1."),
      answered: [],
      problem: nil
    )
    assertLines(of: layout, for: data)
  }

  @Test func askingPreFilled() {
    var question = Self.question("granulation=70, slough=30")
    question.fromLastVisit = true
    let data = QuestionFormViewData(
      title: Self.title,
      content: .asking(question),
      answered: Self.answered,
      problem: nil
    )
    assertLines(of: layout, for: data)
  }

  @Test func askedAgainWithTheProblem() {
    let data = QuestionFormViewData(
      title: Self.title,
      content: .asking(Self.question("granulation=70, slough=20")),
      answered: Self.answered,
      problem: "Tissue %: sums to 90, not 100"
    )
    assertLines(of: layout, for: data)
  }

  @Test func summaryWithLongNotes() {
    var answered = Self.answered
    answered.append(
      .init(
        label: "Notes",
        value: "Edges rolled on the medial side; the daughter asks whether the compression"
          + " bandage can be taken off at night. Told her no, and why."
      )
    )
    answered += [.init(label: "Area", value: "12.0 cm²"), .init(label: "PUSH", value: "13")]
    let data = QuestionFormViewData(
      title: Self.title,
      content: .confirming,
      answered: answered,
      problem: nil
    )
    assertLines(of: layout, for: data)
  }

  @Test func keysMapToActions() {
    let asking = QuestionFormViewData(
      title: Self.title,
      content: .asking(Self.question("g=7")),
      answered: [],
      problem: nil
    )
    #expect(layout.action(for: .character("0"), in: asking) == .editDraft("g=70"))
    #expect(layout.action(for: .backspace, in: asking) == .editDraft("g="))
    #expect(layout.action(for: .enter, in: asking) == .submit)
    #expect(layout.action(for: .escape, in: asking) == .cancel)
    #expect(layout.isEditingText(asking))
    let confirming = QuestionFormViewData(
      title: Self.title,
      content: .confirming,
      answered: [],
      problem: nil
    )
    #expect(layout.action(for: .enter, in: confirming) == .save)
    #expect(layout.action(for: .escape, in: confirming) == .cancel)
  }
}
