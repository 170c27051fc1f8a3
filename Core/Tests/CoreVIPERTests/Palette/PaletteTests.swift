import CoreTerminal
import CoreTesting
import Testing

@testable import CoreVIPER

/// Issue 30, item 3: `:` opens a palette of every action of the screen and the global ones,
/// filtered as she types; the palette, `?` and the bottom bar all read the screen's one key
/// table.
@MainActor
@Suite("Command palette")
struct PaletteTests {
  func command(_ keys: String, _ name: String) -> PaletteCommand {
    PaletteCommand(keys: keys, name: name) {}
  }

  @Test func theScreensPaletteIsItsKeyTable() {
    let (screen, _) = sampleScreen()
    let table = SampleLayout().keyTable(for: "Wound", size: .standard)
    let named = table.compactMap(\.help)
    #expect(screen.commands.map(\.keys) == named.map(\.keys))
    #expect(screen.commands.map(\.name) == named.map(\.action))
    #expect(screen.keyHelp == named)
    #expect(
      screen.commands.map(\.key) == [
        .up, .character("a"), .character("v"), .character("p"), .escape,
      ]
    )
  }

  @Test func theBottomBarIsTheFirstFourTheTableMarks() {
    let bar = SampleLayout().barKeys(for: "Wound")
    #expect(
      bar == [
        KeyHelp("↑/↓", "pick"), KeyHelp("a", "assess"), KeyHelp("v", "photos"),
        KeyHelp("p", "plan"),
      ]
    )
  }

  @Test func aFilterFindsNamesHoldingItFirstThenLettersInOrderWhateverTheCase() {
    let commands = [
      command("a", "assess the wound"), command("v", "view its photos"),
      command("p", "plan its care"), command("s", "sync with the team"),
    ]
    let names = { (query: String) in PaletteFilter.matches(commands, query: query).map(\.name) }
    #expect(names("") == commands.map(\.name))
    #expect(names("PHO") == ["view its photos"])
    #expect(names("its") == ["view its photos", "plan its care"])
    #expect(names("vph") == ["view its photos"])
    #expect(
      names("s") == ["sync with the team", "assess the wound", "view its photos", "plan its care"]
    )
    #expect(names("xyz").isEmpty)
  }

  @Test func enterRunsThePickedCommandAndEscRunsNone() async {
    let (screen, sample) = sampleScreen()
    let router = RecordingPaletteRouter()
    let palette = PalettePresenter(commands: screen.commands, router: router)
    for character in "photo" { await palette.handle(.type(character)) }
    await palette.handle(.run)
    #expect(router.ran == ["view its photos"])
    #expect(sample.actions == [.photos])
    await palette.handle(.clear)
    await palette.handle(.select(by: 1))
    await palette.handle(.run)
    #expect(sample.actions == [.photos, .assess])
    await palette.handle(.close)
    #expect(router.closed == 1 && sample.actions.count == 2)
  }

  @Test func nothingFoundRunsNothing() async {
    let (screen, sample) = sampleScreen()
    let router = RecordingPaletteRouter()
    let palette = PalettePresenter(commands: screen.commands, router: router)
    for character in "zz" { await palette.handle(.type(character)) }
    await palette.handle(.run)
    #expect(router.ran.isEmpty && sample.actions.isEmpty)
  }

  static let data = PaletteViewData(
    query: "",
    rows: [
      .init(keys: "↑/↓", name: "pick a visit"), .init(keys: "a", name: "assess the wound"),
      .init(keys: "v", name: "view its photos"), .init(keys: "p", name: "plan its care"),
      .init(keys: "esc q", name: "back"), .init(keys: "s", name: "sync with the team"),
      .init(keys: "", name: "the day's round"),
    ],
    selected: 0,
    total: 7
  )

  @Test func unfiltered() {
    assertLines(of: PaletteView(styling: .plain), for: Self.data)
  }

  @Test func filtered() {
    var data = Self.data
    data.query = "its"
    data.rows = [
      .init(keys: "v", name: "view its photos"), .init(keys: "p", name: "plan its care"),
    ]
    data.selected = 1
    assertLines(of: PaletteView(styling: .plain), for: data)
  }

  @Test func empty() {
    var data = Self.data
    data.query = "xyz\u{1B}"
    data.rows = []
    data.selected = nil
    let lines = PaletteView(styling: .plain).lines(for: data, size: .standard)
    #expect(!lines.joined().contains("\u{1B}"), "a control character typed is shown, not sent")
    assertLines(of: PaletteView(styling: .plain), for: data)
  }

  @Test func everyPrintableKeyIsTypedIntoTheFilter() {
    let layout = PaletteView(styling: .plain)
    #expect(layout.action(for: .character("?"), in: Self.data) == .type("?"))
    #expect(layout.action(for: .character("q"), in: Self.data) == .type("q"))
    #expect(layout.action(for: .escape, in: Self.data) == .close)
    #expect(layout.isEditingText(Self.data))
  }
}
