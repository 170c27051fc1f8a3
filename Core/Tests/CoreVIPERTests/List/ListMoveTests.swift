import CoreTerminal
import CoreVIPER
import Testing

@Suite struct ListMoveTests {
  @Test(arguments: [
    (Key.up, ListMove.up), (.character("k"), .up), (.down, .down), (.character("j"), .down),
    (.pageUp, .pageUp(rows: 20)), (.pageDown, .pageDown(rows: 20)), (.home, .first),
    (.character("g"), .first), (.end, .last), (.character("G"), .last), (.wheelUp, .up),
    (.wheelDown, .down),
  ])
  func everyListKeyIsAMove(key: Key, move: ListMove) {
    #expect(ListMove(key: key, page: 20) == move)
  }

  @Test func otherKeysAreNoMove() {
    #expect(ListMove(key: .enter, page: 20) == nil)
    #expect(ListMove(key: .character("a"), page: 20) == nil)
  }

  @Test func aPageIsAtLeastOneRow() {
    #expect(ListMove(key: .pageDown, page: 0) == .pageDown(rows: 1))
  }

  @Test func movesStopAtTheEnds() {
    #expect(ListMove.up.index(from: 0, count: 10) == 0)
    #expect(ListMove.down.index(from: 9, count: 10) == 9)
    #expect(ListMove.pageDown(rows: 20).index(from: 3, count: 10) == 9)
    #expect(ListMove.pageUp(rows: 20).index(from: 3, count: 10) == 0)
    #expect(ListMove.pageDown(rows: 20).index(from: 3, count: 10_000) == 23)
    #expect(ListMove.pageUp(rows: 20).index(from: 30, count: 10_000) == 10)
    #expect(ListMove.first.index(from: 5_000, count: 10_000) == 0)
    #expect(ListMove.last.index(from: 0, count: 10_000) == 9_999)
  }

  @Test func anEmptyListStaysOnZero() {
    for move in [ListMove.up, .down, .pageUp(rows: 5), .pageDown(rows: 5), .first, .last] {
      #expect(move.index(from: 0, count: 0) == 0)
    }
  }
}

@Suite struct ListWindowTests {
  /// Issue 27, item 11: a long list never said where the selection stood.
  @Test func aListLongerThanItsRoomGivesThePositionAndAWholeOneNone() {
    #expect(ListWindow(count: 43, selected: 28, room: 20).position == "29/43")
    #expect(ListWindow(count: 43, selected: 0, room: 20).position == "1/43")
    #expect(ListWindow(count: 12, selected: 3, room: 20).position == nil)
    #expect(ListWindow(count: 43, selected: 28, room: 43).position == nil, "once-mode: all shown")
  }

  @Test func startsAtTheTop() {
    let window = ListWindow(count: 10_000, selected: 5, room: 20)
    #expect(window.rows == 0..<20)
    #expect(window.hiddenAbove == 0)
  }

  @Test func scrollsToKeepTheSelectionOnItsLastRowUnderAMoreLine() {
    let window = ListWindow(count: 10_000, selected: 20, room: 20)
    #expect(window.rows == 2..<21)
    #expect(window.hiddenAbove == 2)
  }

  @Test func theLastRowsFitWhole() {
    let window = ListWindow(count: 10_000, selected: 9_999, room: 20)
    #expect(window.rows == 9_981..<10_000)
  }

  @Test func aShortListIsWhole() {
    #expect(ListWindow(count: 3, selected: 2, room: 20).rows == 0..<3)
    #expect(ListWindow(count: 0, selected: 0, room: 20).rows == 0..<0)
  }

  @Test func aRoomAsTallAsTheListShowsEveryRow() {
    #expect(ListWindow(count: 500, selected: 0, room: 100_000).rows == 0..<500)
  }

  @Test func aClickedRowIsTheRowSelectedWithinTheList() {
    #expect(ListMove.row(7).index(from: 2, count: 10) == 7)
    #expect(ListMove.row(70).index(from: 2, count: 10) == 9)
    #expect(
      ListMove(key: .click(line: 3, column: 0), page: 20) == nil,
      "a list reads a click itself"
    )
  }

  @Test func theHelpComesFromTheBindings() {
    #expect(ListMove.keyHelp.map(\.keys) == ["↑/↓ j/k wheel", "PgUp/PgDn", "Home g / End G"])
    #expect(ListMove.bindings(page: 7).action(for: .pageDown) == .pageDown(rows: 7))
  }

  @Test func aClickPicksARowAndOnThePickedRowDoesWhatEnterDoes() {
    let bindings = [KeyBinding([.enter], KeyHelp("⏎", "open"), "open")]
    let move = { (move: ListMove) in "\(move)" }
    #expect(ListClick.action(on: 4, selected: 2, bindings: bindings, move: move) == "row(4)")
    #expect(ListClick.action(on: 2, selected: 2, bindings: bindings, move: move) == "open")
    #expect(ListClick.action(on: nil, selected: 2, bindings: bindings, move: move) == nil)
    #expect(ListClick.action(on: 2, selected: 2, bindings: [], move: move) == nil)
  }

  @Test func aWindowSaysWhichRowALineShows() {
    let window = ListWindow(count: 43, selected: 28, room: 10)
    #expect(window.row(atOffset: 0) == window.rows.lowerBound)
    #expect(window.row(atOffset: window.rows.count - 1) == 28)
    #expect(window.row(atOffset: window.rows.count) == nil)
    #expect(window.row(atOffset: -1) == nil)
    #expect(window.position == "29/43")
  }
}
