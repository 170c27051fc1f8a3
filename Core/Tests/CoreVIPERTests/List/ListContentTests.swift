import CoreTerminal
import CoreVIPER
import Testing

@Suite struct ListContentTests {
  private let skeleton = ScreenSkeleton(width: 20, styling: .plain)

  @Test func theSelectedRowIsReadOnlyFromRows() {
    let content = ListContent<String>.rows(["a", "b"])
    #expect(content.row(at: 1) == "b")
    #expect(content.row(at: 2) == nil)
    #expect(content.row(at: nil) == nil)
    #expect(ListContent<String>.loading.row(at: 0) == nil)
    #expect(ListContent<String>.empty(message: "none").rows == nil)
  }

  @Test func aListWithoutRowsShowsItsStateInTheirPlace() {
    #expect(skeleton.lines(for: ListContent<String>.loading, printed: false) == ["Loading…"])
    #expect(
      skeleton.lines(for: ListContent<String>.failed(message: "gone"), printed: false) == ["gone"]
    )
    #expect(skeleton.lines(for: ListContent<String>.rows(["a"]), printed: false) == nil)
  }

  @Test func anEmptyListsHintIsLeftOutWhenPrinted() {
    let empty = ListContent<String>.empty(message: "No wounds.", hint: "Press a.")
    #expect(skeleton.lines(for: empty, printed: false) == ["No wounds. Press a."])
    #expect(skeleton.lines(for: empty, printed: true) == ["No wounds."])
  }
}

@Suite struct ListWindowEdgeTests {
  private let table = TextTable(columns: [.init("NAME", width: .flexible(minimum: 4))])

  @Test func onTheFirstRowNothingIsAbove() {
    let window = ListWindow(count: 50, selected: 0, room: 10)
    #expect(window.rows == 0..<10)
    #expect(window.hiddenAbove == 0)
    #expect(window.hiddenBelow == 40)
    #expect(window.moreAbove(width: 20, styling: .plain) == nil)
    #expect(window.moreBelow(width: 20, styling: .plain) == "  ↓ 40 more")
  }

  @Test func onTheLastRowNothingIsBelow() {
    let window = ListWindow(count: 50, selected: 49, room: 10)
    #expect(window.rows == 41..<50)
    #expect(window.hiddenBelow == 0)
    #expect(window.moreAbove(width: 20, styling: .plain) == "  ↑ 41 more")
    #expect(window.moreBelow(width: 20, styling: .plain) == nil)
  }

  @Test func aWindowLargerThanTheListShowsItWholeAndSaysNoMore() {
    let window = ListWindow(count: 3, selected: 2, room: 10)
    #expect(window.rows == 0..<3)
    #expect(window.position == nil)
    #expect(window.moreAbove(width: 20, styling: .plain) == nil)
    #expect(window.moreBelow(width: 20, styling: .plain) == nil)
  }

  @Test func anEmptyListHasAnEmptyWindow() {
    for window in [
      ListWindow(count: 0, selected: 0, room: 10), ListWindow(count: 0, selected: 3, shown: 4),
    ] {
      #expect(window.rows == 0..<0)
      #expect(window.hiddenAbove == 0 && window.hiddenBelow == 0)
      #expect(window.position == nil)
      #expect(window.row(clickedAt: 3, top: 3) == nil)
    }
  }

  @Test func aWindowOfShownRowsKeepsThemAllAndScrollsByOne() {
    #expect(ListWindow(count: 20, selected: 4, shown: 4).rows == 1..<5)
    #expect(ListWindow(count: 20, selected: 3, shown: 4).rows == 0..<4)
    #expect(ListWindow(count: 20, selected: 2, shown: 4).rows == 0..<4)
    #expect(ListWindow(count: 20, selected: 19, shown: 4).rows == 16..<20)
    #expect(ListWindow(count: 4, selected: 3, shown: 4).position == nil)
  }

  @Test func aClickCountsTheMoreLineOnceScrolled() {
    let top = ListWindow(count: 50, selected: 0, room: 10)
    #expect(top.row(clickedAt: 3, top: 3) == 0)
    #expect(top.row(clickedAt: 2, top: 3) == nil)
    let scrolled = ListWindow(count: 50, selected: 20, room: 10)
    #expect(scrolled.row(clickedAt: 3, top: 3) == nil, "the ↑ line")
    #expect(scrolled.row(clickedAt: 4, top: 3) == scrolled.rows.lowerBound)
  }

  @Test func theTablePutsTheMoreLinesAroundItsRows() {
    let window = ListWindow(count: 6, selected: 3, shown: 2)
    let cells = window.rows.map { [String($0)] }
    let lines = window.render(
      table,
      cells: cells,
      width: 20,
      selected: 3,
      styling: .plain,
      showsBelow: true
    )
    let drawn = table.render(cells, width: 20, selected: 1, styling: .plain)
    #expect(lines == [drawn[0], "  ↑ 2 more"] + drawn.dropFirst() + ["  ↓ 2 more"])
    #expect(drawn.count == 3)
  }
}
