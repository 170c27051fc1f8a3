import CoreTerminal
import CoreTesting
import Foundation
import LibPatient
import LibWound
import Testing

@testable import FeatureToday

/// Text snapshots of the handover screen in each state: loading, empty, some changes, a mark
/// just made, hostile names, many patients, a narrow terminal.
@MainActor
struct HandoverViewTests {
  let layout = HandoverView(styling: .plain)

  func data(_ patients: [PatientHandover], selected: Int = 0, status: String? = nil)
    -> HandoverViewData
  {
    HandoverViewData(
      showsAll: false,
      content: .patients(patients.map(HandoverSamples.text.patient)),
      selectedIndex: selected,
      status: status
    )
  }

  @Test func loading() {
    assertLines(of: layout, for: .loading)
  }

  @Test func empty() {
    assertLines(of: layout, for: HandoverViewData(showsAll: true, content: .empty))
  }

  @Test func someChanges() {
    let paul = HandoverSamples.patient(
      HandoverSamples.paul,
      given: "Paul",
      family: "Martin",
      since: HandoverSince(HandoverSamples.at(-3 * 24 * 60), .lastSeen),
      changes: [
        HandoverChange(
          at: HandoverSamples.at(-2 * 24 * 60),
          by: nil,
          event: .plan(
            woundID: Wound.ID(),
            site: .rightLowerLeg,
            primaryDressing: "foam",
            isNew: true
          )
        )
      ]
    )
    assertLines(
      of: layout,
      for: data([HandoverSamples.patient(), paul], selected: 1, status: "Marked seen: Roy, Ann")
    )
  }

  @Test func hostileNames() {
    let hostile = HandoverSamples.patient(
      given: "Ma\u{1B}[2Jrie",
      family: "Du\u{202E}pont",
      changes: [
        HandoverChange(
          at: HandoverSamples.at(-5),
          by: "an\u{7}na",
          event: .message(body: "line one\nline two\u{1B}[31m")
        )
      ]
    )
    assertLines(of: layout, for: data([hostile]))
  }

  @Test func manyPatientsKeepTheSelectedOneInView() {
    let patients = (0..<8).map { index in
      HandoverSamples.patient(
        Patient.ID(),
        given: "Patient",
        family: "Number \(index)",
        changes: HandoverSamples.sampleChanges
      )
    }
    assertLines(of: layout, for: data(patients, selected: 6), widths: [80])
  }

  @Test func narrow() {
    assertLines(of: layout, for: data([HandoverSamples.patient()]), widths: [40])
  }

  @Test func printedOnceNoPatientIsSelected() {
    let printed = TerminalSize(columns: 80, rows: 24, isPrinted: true)
    let lines = layout.lines(for: data([HandoverSamples.patient()]), size: printed)
    #expect(!lines.contains { $0.contains("›") })
    #expect(lines[2] == "Dupont, Marie · since your visit at 08:00")
  }

  @Test func keysMarkSeenOnlyWhereAPatientIsSelected() {
    let size = TerminalSize(columns: 80, rows: 24)
    let shown = data([HandoverSamples.patient()])
    #expect(
      layout.action(for: .character("x"), in: shown, size: size) == .markSeen(HandoverSamples.marie)
    )
    #expect(layout.action(for: .character("a"), in: shown, size: size) == .toggleScope)
    let empty = HandoverViewData(showsAll: false, content: .empty)
    #expect(layout.action(for: .character("x"), in: empty, size: size) == nil)
  }
}
