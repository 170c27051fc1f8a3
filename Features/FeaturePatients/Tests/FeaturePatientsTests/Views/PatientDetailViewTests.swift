import CoreTerminal
import CoreTesting
import Foundation
import Testing

@testable import FeaturePatients

@MainActor
struct PatientDetailViewTests {
  let layout = PatientDetailView(styling: .plain)
  typealias Field = PatientDetailViewData.Field

  static let fields = [
    Field("ID", Fixtures.id(1).uuidString.lowercased()),
    Field("Name", "Dupont, Marie"),
    Field("Born", "1942-05-14 (83)"),
    Field("Sex", "female"),
    Field("Address", "12 rue des Lilas, 69003 Lyon"),
    Field("Phone", "04 78 00 00 01"),
    Field("Identifier", "2420569123456"),
    Field("Physician", "Dr Martin"),
    Field("Phys. phone", "04 78 00 00 02"),
    Field("Allergies", "penicillin, latex"),
    Field("Notes", "Lives alone; daughter visits on Sundays. Key under the blue pot by the door."),
    Field("Status", "active"),
    Field("Braden", "14 moderate risk, 2025-06-01"),
  ]

  func data(
    _ content: PatientDetailViewData.Content,
    title: String = "Dupont, Marie",
    status: String = "active",
    question: String? = nil,
    notice: String? = nil
  ) -> PatientDetailViewData {
    PatientDetailViewData(
      title: title,
      status: status,
      content: content,
      question: question,
      notice: notice
    )
  }

  var record: PatientDetailViewData.Record {
    PatientDetailViewData.Record(
      fields: Self.fields,
      bradenHistory: ["2025-06-01  14 moderate", "2025-05-01  17 mild", "2025-04-01  19 no risk"],
      archiveVerb: "archive"
    )
  }

  @Test func loading() {
    assertLines(of: layout, for: .loading)
  }

  @Test func notFound() {
    let message = "No patient with id \(Fixtures.id(5).uuidString.lowercased())."
    assertLines(of: layout, for: data(.notFound(message: message), title: "Patient", status: ""))
  }

  @Test func error() {
    let message = "Could not read the patient: SQLite error 10: disk I/O error"
    assertLines(of: layout, for: data(.failed(message: message), title: "Patient", status: ""))
  }

  @Test func patient() {
    assertLines(of: layout, for: data(.patient(record)))
  }

  @Test func withWounds() {
    var withWounds = record
    withWounds.wounds = [
      "venous-leg-ulcer  left-lower-leg  12.0 cm²  PUSH 13  overdue  off track",
      "pressure-injury stage-2  sacrum  healed",
    ]
    withWounds.opensWounds = true
    assertLines(of: layout, for: data(.patient(withWounds)))
  }

  @Test func neverAssessed() {
    var bare = record
    bare.bradenHistory = []
    bare.fields = Self.fields.map {
      ["Name", "ID", "Born", "Sex", "Status"].contains($0.label) ? $0 : Field($0.label, "—")
    }
    bare.fields[12] = Field("Braden", "not assessed")
    assertLines(of: layout, for: data(.patient(bare)))
  }

  @Test func longName() {
    let name = "Fernández de la Vega-Santamaría, María Guadalupe Inmaculada Concepción"
    var long = record
    long.fields[1] = Field("Name", name)
    assertLines(of: layout, for: data(.patient(long), title: name))
  }

  @Test func askingToArchive() {
    assertLines(of: layout, for: data(.patient(record), question: "Archive Dupont, Marie? (y/n)"))
  }

  @Test func archived() {
    var archived = record
    archived.archiveVerb = "unarchive"
    archived.fields[11] = Field("Status", "archived")
    let notice = "Archived: no longer in the patient list; nothing is deleted."
    assertLines(of: layout, for: data(.patient(archived), status: "archived", notice: notice))
  }

  @Test func keysMapToActions() {
    let shown = data(.patient(record))
    #expect(layout.action(for: .character("e"), in: shown) == .edit)
    #expect(layout.action(for: .character("b"), in: shown) == .record(.braden))
    #expect(layout.action(for: .character("a"), in: shown) == .record(.abpi))
    #expect(layout.action(for: .character("c"), in: shown) == .record(.photoConsent))
    #expect(layout.action(for: .character("x"), in: shown) == .toggleArchive)
    #expect(layout.action(for: .character("d"), in: shown) == .mergeDuplicate)
    #expect(layout.action(for: .escape, in: shown) == .back)
    #expect(layout.action(for: .character("q"), in: shown) == .back)
    #expect(layout.action(for: .character("y"), in: shown) == nil)
    #expect(
      layout.keyHelp(for: shown).map(\.action) == [
        "edit", "Braden assessment", "ABPI", "photo consent", "archive",
        "merge a duplicate into her", "back",
      ]
    )
  }

  @Test func keysAnswerTheQuestion() {
    let asking = data(.patient(record), question: "Archive Dupont, Marie? (y/n)")
    #expect(layout.action(for: .character("y"), in: asking) == .confirm)
    #expect(layout.action(for: .character("n"), in: asking) == .decline)
    #expect(layout.action(for: .escape, in: asking) == .decline)
    #expect(layout.action(for: .character("x"), in: asking) == nil)
  }

  @Test func nothingToEditWhenNotFound() {
    let missing = data(.notFound(message: "No patient."), title: "Patient", status: "")
    #expect(layout.action(for: .character("e"), in: missing) == nil)
    #expect(layout.action(for: .character("b"), in: missing) == nil)
    #expect(layout.action(for: .character("x"), in: missing) == nil)
    #expect(layout.action(for: .character("q"), in: missing) == .back)
  }
}
