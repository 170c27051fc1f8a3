import CoreTerminal
import CoreTesting
import CoreVIPER
import Foundation
import Testing

@testable import FeaturePatients

/// docs/manual.md's keys tables of the patient screens say what their `?` says, in every
/// state the screen has: both come from the screen's key bindings.
@MainActor
struct PatientManualKeysTests {
  let manual: ManualKeys

  init() throws { manual = try ManualKeys.read() }

  @Test func thePatientList() {
    let layout = PatientListView(styling: .plain)
    var list = PatientListViewData(
      title: "Patients",
      countLabel: "3 patients",
      content: .rows(FormattedRows(PatientListViewTests.threeRows)),
      selectedIndex: 0,
      showsStatus: false,
      searchText: "",
      isEditingSearch: false,
      crossings: ManualKeys.appCrossings,
      showsBadges: true
    )
    var states = [list]
    list.showsStatus = true
    states.append(list)
    list.searchText = "dup"
    states.append(list)
    list.isEditingSearch = true
    states.append(list)
    let help = states.flatMap { layout.keyHelp(for: $0) }
    let problems = manual.differences(screen: "The patient list", help: help)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test func aPatient() {
    let layout = PatientDetailView(styling: .plain)
    var record = PatientDetailViewData.Record(
      fields: [],
      bradenHistory: [],
      archiveVerb: "archive"
    )
    record.opensWounds = true
    record.opensMessages = true
    var archived = record
    archived.archiveVerb = "unarchive"
    let states = [
      PatientDetailViewData(title: "Dupont, Marie", status: "", content: .patient(record)),
      PatientDetailViewData(title: "Dupont, Marie", status: "", content: .patient(archived)),
      PatientDetailViewData(
        title: "Dupont, Marie",
        status: "",
        content: .patient(record),
        question: "Archive Dupont, Marie? (y/n)"
      ),
    ]
    let help = states.flatMap { layout.keyHelp(for: $0) }
    let problems = manual.differences(screen: "A patient", help: help)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }
}
