/// A screen of another flow that one key opens from a flow's home screens (the patient list,
/// the day's round): the team sync screen, the care team's inbox, the wound alerts. The app
/// builds the screen; a flow only knows the key, what it is for, and how to ask for it, so
/// the same keys open the same screens wherever the nurse starts from.
public struct Crossing {
  /// The key that opens it. A screen's own keys come first, so a crossing on one of them
  /// would never be reached.
  public let key: Character
  /// What the key opens, as the list's help shows it, e.g. "the team's messages".
  public let purpose: String
  /// What it opens in a word, for a bottom bar ("messages"); nil leaves it to `?`.
  public let label: String?
  /// Builds the screen when the nurse presses the key.
  public let screen: @MainActor () -> Screen

  /// - Parameters:
  ///   - key: the key that opens it.
  ///   - purpose: what it opens, for the help line.
  ///   - label: what it opens in a word, for a screen's bottom bar.
  ///   - screen: builds the other flow's screen.
  public init(
    key: Character,
    purpose: String,
    label: String? = nil,
    screen: @escaping @MainActor () -> Screen
  ) {
    self.key = key
    self.purpose = purpose
    self.label = label
    self.screen = screen
  }

  /// The key as a view data carries it: help text (and its bottom-bar word), no closure.
  public var help: KeyHelp { KeyHelp(String(key), purpose, short: label) }
}
