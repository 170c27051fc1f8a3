import CoreVIPER

/// A settle screen (the conflicts, the refused changes), ready to print: the items the nurse
/// settles one by one, the selection, a question waiting for a yes and what the last choice
/// did. Every string is already formatted by the presenter and safe to print.
struct SettleListViewData<Item: Equatable & Sendable>: Equatable, Sendable {
  /// One item of the list, as the screen declares it.
  typealias Row = Item

  typealias Content = ListContent<Row>

  /// What the last choice did, or why it failed.
  enum Notice: Equatable, Sendable {
    case done(String)
    case failed(String)
  }

  /// "3 fields", "1 change".
  var countLabel: String
  var content: Content
  /// Index into the rows of the selected one; nil when there are none.
  var selectedIndex: Int?
  /// "… (y/n)" while waiting for an answer.
  var question: String?
  var notice: Notice?

  /// The selected item, which the screen's keys settle.
  var selectedRow: Row? { content.row(at: selectedIndex) }

  static var loading: Self { Self(countLabel: "", content: .loading) }
}

extension SettleListViewData {
  /// A settle screen's data for what its presenter read: loading, the failure, or the items
  /// (`counted`: the count beside the title; `empty`: what an empty list says) with the
  /// selection, and always the question waiting and what the last choice did.
  static func showing<Read>(
    _ state: LoadState<[Read]>,
    counted: (Int) -> String,
    empty: String,
    row: (Read) -> Row,
    selectedIndex: Int,
    question: String?,
    notice: Notice?
  ) -> Self {
    switch state {
    case .loading:
      return .loading
    case .failed(let message):
      return Self(countLabel: "", content: .failed(message: message), notice: notice)
    case .loaded(let items):
      return Self(
        countLabel: counted(items.count),
        content: items.isEmpty ? .empty(message: empty) : .rows(items.map(row)),
        selectedIndex: items.isEmpty ? nil : selectedIndex,
        question: question,
        notice: notice
      )
    }
  }
}
