import CoreTerminal
import CoreTesting
import Foundation
import Testing

@testable import FeaturePatients

@MainActor
struct PatientFormViewTests {
  let layout = PatientFormView(styling: .plain)
  typealias Field = PatientFormViewData.Field

  static let allAnswers = [
    Field(label: "Given name", value: "Marie"),
    Field(label: "Family name", value: "Dupont"),
    Field(label: "Birth date", value: "1942-05-14"),
    Field(label: "Sex", value: "female"),
    Field(label: "Address", value: "12 rue des Lilas, 69003 Lyon"),
    Field(label: "Phone", value: "—"),
    Field(label: "Identifier", value: "—"),
    Field(label: "Physician", value: "Dr Martin"),
    Field(label: "Phys. phone", value: "—"),
    Field(label: "Allergies", value: "penicillin, latex"),
    Field(
      label: "Notes",
      value: "Lives alone; daughter visits on Sundays. Key under the blue pot."
    ),
  ]

  func asking(
    _ label: String,
    hint: String,
    draft: String,
    position: String,
    answered: Int,
    problem: String? = nil,
    title: String = "New patient"
  ) -> PatientFormViewData {
    PatientFormViewData(
      title: title,
      content: .asking(.init(label: label, hint: hint, draft: draft, position: position)),
      answered: Array(Self.allAnswers.prefix(answered)),
      problem: problem
    )
  }

  @Test func loading() {
    assertLines(of: layout, for: .loading(title: "Edit patient"))
  }

  @Test func editingAnUnknownPatient() {
    let failed = PatientFormViewData(
      title: "Edit patient",
      content: .failed(message: "No patient with id \(Fixtures.id(5).uuidString.lowercased())."),
      answered: [],
      problem: nil
    )
    assertLines(of: layout, for: failed)
  }

  @Test func firstQuestion() {
    assertLines(
      of: layout,
      for: asking("Given name", hint: "required", draft: "", position: "1 of 11", answered: 0)
    )
  }

  @Test func birthDateAskedAgain() {
    let data = asking(
      "Birth date",
      hint: "YYYY-MM-DD",
      draft: "14/05/1942",
      position: "3 of 11",
      answered: 2,
      problem: "Birth date: \"14/05/1942\" is not a date written YYYY-MM-DD"
    )
    assertLines(of: layout, for: data)
  }

  @Test func editPrefilled() {
    let data = asking(
      "Address",
      hint: "optional",
      draft: "12 rue des Lilas, 69003 Lyon",
      position: "5 of 11",
      answered: 4,
      title: "Edit Dupont, Marie"
    )
    assertLines(of: layout, for: data)
  }

  @Test func longDraftWraps() {
    let notes = String(repeating: "Wound dressing every other day; ", count: 4)
    let data = asking("Notes", hint: "optional", draft: notes, position: "11 of 11", answered: 10)
    assertLines(of: layout, for: data)
  }

  @Test func summary() {
    let data = PatientFormViewData(
      title: "New patient",
      content: .confirming,
      answered: Self.allAnswers,
      problem: nil
    )
    assertLines(of: layout, for: data)
  }

  @Test func summaryAfterAFailedSave() {
    let data = PatientFormViewData(
      title: "New patient",
      content: .confirming,
      answered: Self.allAnswers,
      problem: "Could not save: SQLite error 5: database is locked"
    )
    assertLines(of: layout, for: data)
  }

  @Test func keysWhileAsking() {
    let data = asking(
      "Given name",
      hint: "required",
      draft: "Mari",
      position: "1 of 11",
      answered: 0
    )
    #expect(layout.isEditingText(data))
    #expect(layout.action(for: .character("e"), in: data) == .editDraft("Marie"))
    #expect(layout.action(for: .character("q"), in: data) == .editDraft("Mariq"))
    #expect(layout.action(for: .backspace, in: data) == .editDraft("Mar"))
    #expect(layout.action(for: .enter, in: data) == .submit)
    #expect(layout.action(for: .escape, in: data) == .cancel)
  }

  @Test func keysOnTheSummary() {
    let data = PatientFormViewData(
      title: "New patient",
      content: .confirming,
      answered: [],
      problem: nil
    )
    #expect(!layout.isEditingText(data))
    #expect(layout.action(for: .enter, in: data) == .save)
    #expect(layout.action(for: .escape, in: data) == .cancel)
    #expect(layout.action(for: .character("x"), in: data) == nil)
  }
}
