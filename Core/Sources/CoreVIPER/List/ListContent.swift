/// What a list screen shows under its title, the same four states on every list: waiting for
/// its data, nothing to show (and why), a failure, or its rows.
///
/// ```swift
/// typealias Content = ListContent<Row>
/// let content: Content = items.isEmpty ? .empty(message: "No wounds.") : .rows(FormattedRows(rows))
/// ```
public enum ListContent<Row: Sendable>: Sendable {
  /// The data is on its way ("Loading…").
  case loading
  /// Nothing to show: `message` says why; `hint` which key to press, shown on a terminal and
  /// left out of a screen printed once (nobody is at the keys of a pipe).
  case empty(message: String, hint: String? = nil)
  /// Why the list has no data, shown in red.
  case failed(message: String)
  /// The rows, formatted as the view reads them (only the ones on screen).
  case rows(FormattedRows<Row>)

  /// Rows already formatted (a short list, tests).
  public static func rows(_ rows: [Row]) -> Self { .rows(FormattedRows(rows)) }

  /// The rows, nil in the other states.
  public var rows: FormattedRows<Row>? {
    guard case .rows(let rows) = self else { return nil }
    return rows
  }

  /// Row `index` (the selected one), nil without rows or when `index` is nil or past the end.
  public func row(at index: Int?) -> Row? {
    guard let rows, let index, rows.indices.contains(index) else { return nil }
    return rows[index]
  }
}

extension ListContent: Equatable where Row: Equatable {}
