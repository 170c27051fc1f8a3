/// A list's rows as its view prints them, each formatted by the presenter's rule when the view
/// reads it: a list of 10,000 patients formats the twenty rows on screen, not all of them, at
/// every key.
///
/// ```swift
/// let rows = FormattedRows(summaries) { summary in Row(name: summary.name, …) }
/// ```
public struct FormattedRows<Row: Sendable>: RandomAccessCollection, Sendable {
  private let total: Int
  private let format: @Sendable (Int) -> Row

  /// `count` rows; `format` gives row `index`.
  public init(count: Int, format: @escaping @Sendable (Int) -> Row) {
    self.total = count
    self.format = format
  }

  /// One row per element of `source`, formatted by `format`.
  public init<Source: RandomAccessCollection & Sendable>(
    _ source: Source,
    format: @escaping @Sendable (Source.Element) -> Row
  ) where Source.Index == Int {
    self.init(count: source.count) { format(source[source.startIndex + $0]) }
  }

  /// Rows already formatted (tests, short lists).
  public init(_ rows: [Row]) {
    self.init(count: rows.count) { rows[$0] }
  }

  /// The first row's index: always 0.
  public var startIndex: Int { 0 }
  /// One past the last row: the number of rows.
  public var endIndex: Int { total }
  /// Row `position`, formatted now (each read formats it again: read only what is shown).
  public subscript(position: Int) -> Row { format(position) }
}

extension FormattedRows: Equatable where Row: Equatable {
  /// Row by row: for tests and short lists, never compared at every key.
  public static func == (lhs: FormattedRows, rhs: FormattedRows) -> Bool {
    lhs.elementsEqual(rhs)
  }
}

extension FormattedRows: ExpressibleByArrayLiteral {
  /// Rows already formatted, written as an array literal (tests).
  public init(arrayLiteral elements: Row...) {
    self.init(elements)
  }
}
