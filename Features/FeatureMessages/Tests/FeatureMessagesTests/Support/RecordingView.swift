import CoreVIPER

/// Stands in for a screen's view in presenter tests: keeps every ViewData displayed.
@MainActor
final class RecordingView<ViewData>: ViewDisplaying {
  private(set) var displayed: [ViewData] = []

  var last: ViewData? { displayed.last }

  func display(_ data: ViewData) {
    displayed.append(data)
  }
}
