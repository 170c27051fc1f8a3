import CoreTerminal

extension String {
  /// A message on one line, with CoreTerminal's `visibleControls` (a message reaches this
  /// screen from other nurses through the server: nothing a terminal would act on is printed):
  /// each newline the nurse typed shows as `␤`, so the text stays on its line.
  var plainLine: String {
    split(separator: "\n", omittingEmptySubsequences: false).map { String($0).visibleControls() }
      .joined(separator: "\u{2424}")
  }
}
