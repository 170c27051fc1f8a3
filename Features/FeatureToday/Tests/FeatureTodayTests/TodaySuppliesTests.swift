import CoreTerminal
import CoreTesting
import CoreVIPER
import Foundation
import LibWound
import Testing

@testable import FeatureToday

/// The round's supplies on Today (`u`, and `nurse today --supplies` printed once): the
/// products by layer in place of the patients, and back.
@MainActor
struct TodaySuppliesTests {
  let view = RecordingView<TodayViewData>()
  let router = StubTodayRouter()
  let layout = TodayView(styling: .plain)

  static let supplies = [
    SupplyLine(kind: .primary, product: "alginate", count: 12, woundIDs: []),
    SupplyLine(kind: .primary, product: "Foam 10x10", count: 2, woundIDs: []),
    SupplyLine(kind: .secondary, product: "crepe bandage", count: 1, woundIDs: []),
    SupplyLine(kind: .compression, product: "full compression", count: 1, woundIDs: []),
    SupplyLine(
      kind: .secondary,
      product: "an absorbent pad with a long name that wraps on a narrow screen",
      count: 3,
      woundIDs: []
    ),
  ]

  func presenter(_ round: DayRound, showsSupplies: Bool = false) -> TodayPresenter {
    let presenter = TodayPresenter(
      day: nil,
      interactor: StubTodayInteractor(.success(round)),
      router: router,
      title: { TodayText.title(day: $0 ?? RoundSamples.day, isToday: $0 == nil) },
      timeZone: RoundSamples.utc,
      showsSupplies: showsSupplies
    )
    presenter.view = view
    return presenter
  }

  func item(_ count: String, _ product: String) -> TodayViewData.SupplyItem {
    TodayViewData.SupplyItem(count: count, product: product)
  }

  var round: DayRound {
    var round = RoundSamples.round
    round.supplies = Self.supplies
    return round
  }

  @Test func uShowsTheSuppliesByLayerAndUAgainTheRound() async throws {
    let presenter = presenter(round)
    await presenter.start()
    await presenter.handle(.supplies)
    let data = try #require(view.last)
    #expect(data.countLabel == "supplies, 5 products")
    #expect(data.selectedID == nil)
    #expect(
      data.supplies
        == [
          .init(
            title: "Primary dressings",
            items: [item("12", "alginate"), item("2", "Foam 10x10")]
          ),
          .init(
            title: "Secondary dressings",
            items: [
              item("1", "crepe bandage"),
              item("3", "an absorbent pad with a long name that wraps on a narrow screen"),
            ]
          ),
          .init(title: "Compression (one per leg)", items: [item("1", "full compression")]),
        ]
    )
    // On the supplies, `u` is marked for the bottom line: it goes back to the patients.
    let keys = layout.keyTable(for: data, size: .standard)
    #expect(keys.first { $0.help?.keys == "u" }?.help?.short == "round")
    #expect(layout.action(for: .character("u"), in: data) == .supplies)
    #expect(layout.action(for: .enter, in: data) == nil)
    await presenter.handle(.supplies)
    guard case .rows(let rows) = view.last?.content else {
      Issue.record("the round is not back")
      return
    }
    #expect(rows.count == 3)
  }

  @Test func aProductNamedWithControlCharactersIsShownVisible() async throws {
    var round = round
    round.supplies = [SupplyLine(kind: .primary, product: "foam\u{1B}[2J", count: 1, woundIDs: [])]
    let presenter = presenter(round, showsSupplies: true)
    await presenter.start()
    let data = try #require(view.last)
    guard let sections = data.supplies else {
      Issue.record("no supplies")
      return
    }
    #expect(sections.first?.items.first?.product.contains("\u{1B}") == false)
  }

  @Test func theSupplies() async {
    let presenter = presenter(round, showsSupplies: true)
    await presenter.start()
    assertLines(of: layout, for: presenter.viewData, widths: [80, 30])
  }

  @Test func noSupplies() async {
    let presenter = presenter(RoundSamples.round, showsSupplies: true)
    await presenter.start()
    assertLines(of: layout, for: presenter.viewData)
  }
}
