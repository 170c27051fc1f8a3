import CoreTerminal
import CoreTesting
import Foundation
import LibWound
import Testing

@testable import FeatureWounds

/// Issue 30, item 2: a front and a back silhouette with each open wound's number on its site.
@MainActor
struct BodyMapTests {
  func mark(_ label: String, _ site: BodySite, attention: Bool = false) -> BodyMapMark {
    BodyMapMark(label: label, site: site, needsAttention: attention, legend: site.rawValue)
  }

  /// The map's rows: the header, then the figures' rows.
  func row(_ lines: [String], _ figureRow: Int) -> [Character] {
    Array(lines[1 + figureRow].prefix(BodyMapArt.width))
  }

  @Test func everyStructureAndSideHasAPlaceOnTheFigures() {
    for site in BodySite.allCases {
      let places = BodyMap.places(site)
      #expect(places.count == (site.laterality == .bilateral ? 2 : 1), "\(site)")
      for case .cell(_, let row, let column) in places {
        #expect(BodyMapArt.figure.indices.contains(row), "\(site)")
        #expect((0..<BodyMapArt.figureWidth).contains(column), "\(site)")
      }
      if site.structure == .other { #expect(places == [.elsewhere]) }
    }
    for structure in BodyStructure.allCases where structure.isPaired {
      #expect(BodyMap.place(structure, .left) != BodyMap.place(structure, .right), "\(structure)")
    }
  }

  /// On the back view the patient's left is on the viewer's left: a left-heel wound is drawn
  /// on the back figure's heel on the left, under the `L` of its header.
  @Test func aLeftHeelWoundIsOnTheLeftHeelOfTheBackView() {
    #expect(BodyMap.places(.leftHeel) == [.cell(.back, row: 17, column: 6)])
    let lines = BodyMapArt.lines([mark("1", .leftHeel)], width: 80, styling: .plain)
    let backStart = BodyMapArt.figureWidth + BodyMapArt.gap
    let heel = row(lines, 17)
    #expect(heel[backStart + 6] == "1")
    #expect(!heel[..<backStart].contains("1"), "not on the front view")
    let middle = backStart + BodyMapArt.figureWidth / 2
    #expect(heel[middle...].allSatisfy { $0 != "1" }, "not on her right")
    #expect(Array(lines[0])[backStart] == "L", "the back view's left-hand side is her left")
    // Her right heel is on the other side; on the front her right is on the viewer's left.
    #expect(BodyMap.places(.rightHeel) == [.cell(.back, row: 17, column: 10)])
    #expect(BodyMap.places(.rightLowerLeg) == [.cell(.front, row: 13, column: 6)])
    #expect(Array(lines[0])[0] == "R")
  }

  @Test func bilateralLegUlcersAreMarkedOnBothLegs() {
    let lines = BodyMapArt.lines([mark("2", .bilateralLowerLeg)], width: 80, styling: .plain)
    let shin = row(lines, 13)
    #expect(shin[6] == "2" && shin[10] == "2")
  }

  @Test func plainModeMarksWithoutColourAndColourSaysTheConcern() {
    let marks = [mark("1", .sacrum, attention: true), mark("2", .leftHeel)]
    let plain = BodyMapArt.lines(marks, width: 80, styling: .plain)
    #expect(!plain.joined().contains("\u{1B}"))
    let styled = BodyMapArt.lines(marks, width: 80, styling: Styling(isEnabled: true))
    #expect(styled[1 + 8].contains(Styling(isEnabled: true).red("1")))
    #expect(styled[1 + 17].contains(Styling(isEnabled: true).green("2")))
  }

  @Test func twoWoundsOnOneSiteShowAPlusAndTheLegendListsBoth() {
    let marks = [mark("1", .sacrum), mark("2", .sacrum), mark("3", .other)]
    let lines = BodyMapArt.lines(marks, width: 80, styling: .plain)
    #expect(row(lines, 8)[BodyMapArt.figureWidth + BodyMapArt.gap + 8] == "+")
    let text = lines.joined(separator: "\n")
    #expect(text.contains("1 sacrum") && text.contains("2 sacrum"))
    #expect(text.contains("3 other (elsewhere)"))
  }

  static let rows = [
    WoundListViewData.Row(
      id: Fixtures.id(1),
      shortID: "00000001",
      type: "VLU",
      site: "left lower leg",
      lastAssessed: "2026-11-20",
      area: "4.5",
      push: "9",
      flag: "",
      needsAttention: false
    ),
    WoundListViewData.Row(
      id: Fixtures.id(2),
      shortID: "00000002",
      type: "PI 3",
      site: "left heel",
      lastAssessed: "2026-11-01",
      area: "2.0",
      push: "7",
      flag: "OVERDUE",
      needsAttention: true
    ),
  ]

  static var list: WoundListViewData {
    WoundListViewData(
      title: "Wounds of Dupont, Marie",
      countLabel: "2 wounds",
      content: .rows(rows),
      selectedIndex: 0,
      bodyMap: [
        BodyMapMark(
          label: "1",
          site: .leftLowerLeg,
          needsAttention: false,
          legend: "VLU left lower leg"
        ),
        BodyMapMark(label: "2", site: .leftHeel, needsAttention: true, legend: "PI 3 left heel"),
      ],
      showsBodyMap: true
    )
  }

  @Test func aPatientsWoundsOnTheBodyMap() {
    assertLines(of: WoundListView(styling: .plain), for: Self.list, widths: [80, 50])
  }

  @Test func bTogglesTheMapAndTheMapTakesNoListKeys() {
    let layout = WoundListView(styling: .plain)
    var list = Self.list
    #expect(layout.action(for: .character("b"), in: list) == .toggleBodyMap)
    #expect(layout.action(for: .enter, in: list) == nil, "no row shows to open")
    #expect(layout.keyHelp(for: list).map(\.action).contains("show the list"))
    list.showsBodyMap = false
    #expect(layout.keyHelp(for: list).map(\.action).contains("show the body map"))
  }

  @Test func theWoundListNumbersItsOpenWoundsOnTheMap() async {
    let view = RecordingView<WoundListViewData>()
    let router = StubWoundListRouter()
    let open = Fixtures.wound(site: .leftHeel)
    let healed = Fixtures.wound(2, site: .sacrum, status: .healed(on: CalendarDateFixture.june10))
    let presenter = WoundListPresenter(
      patientID: Fixtures.patientID(9),
      patientName: "Dupont, Marie",
      interactor: StubWoundListInteractor(
        .success([
          WoundListItem(wound: healed), WoundListItem(wound: open, isOverdue: true),
        ])
      ),
      router: router,
      timeZone: Fixtures.utc
    )
    presenter.view = view
    await presenter.start()
    await presenter.handle(.toggleBodyMap)
    #expect(view.last?.showsBodyMap == true)
    #expect(view.last?.bodyMap.map(\.label) == ["1"])
    #expect(view.last?.bodyMap.first?.site == .leftHeel)
    #expect(view.last?.bodyMap.first?.needsAttention == true)
  }

  @Test func aWoundShowsItselfOnTheMapWhileOpen() async {
    let view = RecordingView<WoundDetailViewData>()
    let heel = Fixtures.wound(site: .leftHeel)
    let presenter = WoundDetailPresenter(
      id: Fixtures.id(1),
      interactor: StubWoundDetailInteractor(first: .success(Fixtures.history(heel, []))),
      router: StubWoundDetailRouter(),
      charset: .ascii,
      timeZone: Fixtures.utc
    )
    presenter.view = view
    await presenter.start()
    #expect(await eventually { view.last?.loaded != nil })
    await presenter.handle(.toggleBodyMap)
    let data = view.last
    #expect(data?.showsBodyMap == true)
    #expect(data?.loaded?.bodyMap.map(\.site) == [.leftHeel])
    let lines = WoundDetailView(styling: .plain).lines(for: data!, size: .standard)
    #expect(lines.contains { $0.hasPrefix("L     BACK") || $0.contains("L     BACK      R") })
    let layout = WoundDetailView(styling: .plain)
    #expect(layout.keyHelp(for: data!).map(\.action).contains("show the visits"))

    let healed = Fixtures.wound(site: .leftHeel, status: .healed(on: CalendarDateFixture.june10))
    let closed = WoundDetailFormatter(charset: .ascii, timeZone: Fixtures.utc)
      .loaded(Fixtures.history(healed, []), selected: nil)
    #expect(closed.bodyMap.isEmpty, "only open wounds are marked")
  }
}
