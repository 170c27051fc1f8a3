extension String {
  /// The first eight characters of an id, as the lists and the command line show it.
  var idPrefix: String { String(prefix(8)) }
}
