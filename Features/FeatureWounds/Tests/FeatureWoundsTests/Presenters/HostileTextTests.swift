import Foundation
import Testing

@testable import FeatureWounds

/// A pulled record is stored as the server sent it: whatever it holds, the wound screens
/// print no character a terminal would obey.
@MainActor
struct HostileTextTests {
  @Test func aLocationShowsItsControlCharactersAsSymbols() {
    let wound = Fixtures.wound(description: "above the\u{1B}[2J ankle\n\u{9B}")
    let formatter = WoundDetailFormatter(charset: .unicode, timeZone: Fixtures.utc)
    let fields = formatter.loaded(Fixtures.history(wound, []), selected: nil).fields
    #expect(fields.first { $0.label == "Location" }?.value == "above the␛[2J ankle �")
  }

  @Test func thePatientsNameInTheTitleLikewise() {
    let presenter = WoundListPresenter(
      patientID: Fixtures.patientID(100),
      patientName: "Dupont, Ma\u{7}rie\u{202E}",
      interactor: StubWoundListInteractor(.success([])),
      router: StubWoundListRouter(),
      timeZone: Fixtures.utc
    )
    #expect(presenter.viewData.title == "Wounds of Dupont, Ma␇rie�")
  }
}
