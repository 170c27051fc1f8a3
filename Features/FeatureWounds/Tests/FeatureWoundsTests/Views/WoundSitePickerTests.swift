import CoreTesting
import CoreVIPER
import Foundation
import LibPatient
import LibWound
import Testing

@testable import FeatureWounds

/// The wound form's site question offers the body map: `map` shows it with a letter on each
/// site the map has a place for, a letter picks that site, a wrong one is refused naming the
/// field; and the screens as the nurse sees them.
@MainActor
struct WoundSitePickerTests {
  let view = RecordingView<QuestionFormViewData>()
  let layout = QuestionFormView(styling: .plain)

  func onTheSiteQuestion() async -> (QuestionFormPresenter<WoundForm>, StubWoundFormInteractor) {
    let interactor = StubWoundFormInteractor()
    let form = WoundForm(
      patientID: Fixtures.patientID(100),
      interactor: interactor,
      router: RecordingFormExitRouter(),
      today: { CalendarDate("2025-06-15")! },
      makeID: { Fixtures.id(5) }
    )
    let presenter = QuestionFormPresenter(form: form)
    presenter.view = view
    await presenter.start()
    await type(presenter, "pressure-injury")
    return (presenter, interactor)
  }

  func type(_ presenter: QuestionFormPresenter<WoundForm>, _ text: String) async {
    await presenter.handle(.edit(.insert(text)))
    await presenter.handle(.submit)
  }

  var question: QuestionFormViewData.Question? {
    guard case .asking(let question) = view.last?.content else { return nil }
    return question
  }

  @Test func theMapOffersEverySiteWithAPlaceOnItByLetter() {
    #expect(BodySitePicker.sites.count == 18)
    #expect(BodySitePicker.letters.first == "a" && BodySitePicker.letters.last == "r")
    #expect(!BodySitePicker.sites.contains(.other))
    #expect(!BodySitePicker.sites.contains(.bilateralLowerLeg))
    // Each letter stands on its site's place, as the body map's one table puts it.
    let picture = BodySitePicker.picture(styling: .plain)
    for (letter, site) in zip(BodySitePicker.letters, BodySitePicker.sites) {
      guard case .cell(let side, let row, let column) = BodyMap.places(site)[0] else {
        Issue.record("\(site) has no place")
        continue
      }
      let offset = side == .front ? 0 : BodyMapArt.figureWidth + BodyMapArt.gap
      let line = Array(picture[row - 3 + 1])
      #expect(String(line[offset + column]) == letter, "\(site)")
    }
  }

  @Test func mapShowsTheBodyMapAndKeepsTheQuestion() async {
    let (presenter, _) = await onTheSiteQuestion()
    #expect(question?.label == "Site" && question?.picture.isEmpty == true)
    await type(presenter, "map")
    #expect(question?.label == "Site")
    #expect(question?.picture == BodySitePicker.picture(styling: .plain))
    #expect(question?.choiceKeys == BodySitePicker.letters)
    #expect(question?.hint == "a letter on the map, or a name")
    #expect(view.last?.problem == nil)
  }

  @Test func aLetterPicksItsSite() async throws {
    let (presenter, interactor) = await onTheSiteQuestion()
    await type(presenter, "map")
    await type(presenter, "C")
    #expect(question?.label == "Clock")
    #expect(view.last?.answered.last?.value == "left-heel")
    for text in ["", "stage-2", "", ""] { await type(presenter, text) }
    await presenter.handle(.save)
    #expect(try #require(interactor.opened.first).site == .leftHeel)
  }

  @Test func aNameStillAnswersWhileTheMapShows() async {
    let (presenter, _) = await onTheSiteQuestion()
    await type(presenter, "map")
    await type(presenter, "bilateral-heel")
    #expect(view.last?.answered.last?.value == "bilateral-heel")
  }

  @Test func aWrongPickIsRefusedNamingTheField() async {
    let (presenter, _) = await onTheSiteQuestion()
    await type(presenter, "map")
    await type(presenter, "z")
    #expect(question?.label == "Site")
    #expect(
      view.last?.problem == "Site: \"z\" is neither a letter on the map (a-r) nor a site's name"
    )
    #expect(question?.picture.isEmpty == false, "the map stays to pick again")
  }

  @Test func withoutTheMapALetterIsANameAsBefore() async {
    let (presenter, _) = await onTheSiteQuestion()
    await type(presenter, "a")
    #expect(view.last?.answered.last?.value == "abdomen", "a unique beginning of a name")
  }

  @Test func theMapInTheForm() async {
    let (presenter, _) = await onTheSiteQuestion()
    await type(presenter, "map")
    await presenter.handle(.edit(.insert("c")))
    assertLines(of: layout, for: presenter.viewData)
  }

  @Test func theMapWithAWrongPick() async {
    let (presenter, _) = await onTheSiteQuestion()
    await type(presenter, "map")
    await type(presenter, "z")
    assertLines(of: layout, for: presenter.viewData)
  }

  @Test func theMapOnANarrowTerminal() async {
    let (presenter, _) = await onTheSiteQuestion()
    await type(presenter, "map")
    assertLines(of: layout, for: presenter.viewData, widths: [40], rows: 40)
  }
}
