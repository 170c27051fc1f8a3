import CoreTerminal
import CoreTesting
import CoreVIPER
import Foundation
import LibPatient
import LibWound
import Testing

@testable import FeatureWounds

/// The screens WoundsNavigation builds, over a real library on a temporary SQLite store:
/// the wiring the presenter tests stub out.
@MainActor
struct NavigationTests {
  let temporary: TemporaryStore
  let wounds: WoundLibrary
  let navigator = RecordingNavigator()
  let navigation: WoundsNavigation
  nonisolated static let now = Fixtures.noon("2025-06-15")

  init() async throws {
    temporary = try TemporaryStore(migrations: PatientLibrary.migrations + WoundLibrary.migrations)
    let clock: @Sendable () -> Date = { Self.now }
    let patients = PatientLibrary.live(store: temporary.store, now: clock)
    let details = PatientDetails(
      givenName: "Marie",
      familyName: "Dupont",
      birthDate: CalendarDate("1942-05-14")!,
      sex: .female
    )
    try await patients.add(NewPatient(id: Fixtures.patientID(100), details: details))
    wounds = WoundLibrary.live(
      store: temporary.store,
      settings: WoundSettings(timeZone: Fixtures.utc),
      now: clock
    )
    try await wounds.open(
      NewWound(
        id: Fixtures.id(1),
        patientID: Fixtures.patientID(100),
        openedOn: CalendarDate("2025-05-01")!,
        details: WoundDetails(type: .venousLegUlcer, site: .leftLowerLeg)
      )
    )
    for assessment in Fixtures.healing {
      try await wounds.record(
        NewAssessment(
          id: assessment.id,
          woundID: assessment.woundID,
          takenAt: assessment.takenAt,
          findings: assessment.findings
        )
      )
    }
    navigation = WoundsNavigation(
      library: wounds,
      navigator: navigator,
      now: clock,
      styling: .plain,
      charset: .ascii,
      timeZone: Fixtures.utc,
      makeWoundID: { Fixtures.id(77) },
      makeAssessmentID: { Fixtures.id(77) }
    )
  }

  @Test func onceModePrintsTheListWithItsFlags() async {
    let screen = navigation.woundList(
      patientID: Fixtures.patientID(100),
      patientName: "Dupont, Marie"
    )
    let lines = await Navigator.renderOnce(screen, size: .standard)
    #expect(lines.first?.hasPrefix("Wounds of Dupont, Marie") == true)
    #expect(lines.contains { $0.contains("VLU") && $0.contains("OVERDUE") })
  }

  @Test func onceModePrintsTheDetailWithItsChart() async {
    let lines = await Navigator.renderOnce(
      navigation.woundDetail(id: Fixtures.id(1)),
      size: .standard
    )
    #expect(
      lines.contains { $0.hasPrefix("Trajectory  On a healing trajectory. Judged on day 28") }
    )
    #expect(lines.contains { $0.contains("2025-05-29") && $0.contains("50.0%") })
    #expect(lines.contains { $0.contains("PUSH score") })
  }

  @Test func theFormRecordsAnAssessmentTheDetailThenShows() async throws {
    let detail = navigation.woundDetail(id: Fixtures.id(1))
    await detail.start()
    let form = navigation.assessmentForm(woundID: Fixtures.id(1))
    await form.start()
    #expect(form.render(size: .standard).contains("> _"), "measurements are never pre-filled")
    // Now, length, width, three blanks, tissue kept from the last visit, exudate amount, its
    // type and the periwound kept, odour, pain, infection, dressing kept, notes, no photo;
    // then save.
    let answers = ["", "3", "2", "", "", "", "", "light", "", "", "n", "", "", "", "", "", ""]
    for answer in answers {
      for character in answer { await form.handle(.character(character)) }
      await form.handle(.enter)
    }
    #expect(navigator.pops == 1)
    let saved = try await wounds.wound(Fixtures.id(1))
    #expect(saved.latest?.assessment.id == Fixtures.id(77))
    #expect(
      await eventually {
        detail.render(size: .standard).contains { $0.hasPrefix("› 96af9a3d  2025-06-15") }
      }
    )
  }
}
