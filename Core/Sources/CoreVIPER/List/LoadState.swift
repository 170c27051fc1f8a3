/// What a presenter holds of the data its screen reads: nothing yet, the data, or why it could
/// not be read. The one shape of every screen's loading, so a presenter declares only its data.
///
/// ```swift
/// private var content = LoadState<[WoundListItem]>.loading
/// ```
public enum LoadState<Value: Sendable>: Sendable {
  /// The read is on its way.
  case loading
  /// The data read.
  case loaded(Value)
  /// Why the data could not be read, in words for the nurse.
  case failed(String)

  /// The data read; nil while loading or failed.
  public var value: Value? {
    guard case .loaded(let value) = self else { return nil }
    return value
  }
}
