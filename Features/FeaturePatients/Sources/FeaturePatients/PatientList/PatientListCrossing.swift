import CoreVIPER

/// A screen of another flow that one key on the patient list opens: the team sync screen, the
/// care team's inbox, the wound alerts, the day's round. The app builds the screen; this flow
/// only knows the key, what it is for, and how to ask for the screen.
public struct PatientListCrossing {
  /// The key that opens it. The list's own keys (↑/↓ j/k, g/G, ⏎, a, /, q) come first, so a
  /// crossing on one of them would never be reached.
  public let key: Character
  /// What the key opens, as the list's help shows it, e.g. "the team's messages".
  public let purpose: String
  /// Builds the screen when the nurse presses the key.
  public let screen: @MainActor () -> Screen

  /// - Parameters:
  ///   - key: the key on the patient list.
  ///   - purpose: what it opens, for the help line.
  ///   - screen: builds the other flow's screen.
  public init(key: Character, purpose: String, screen: @escaping @MainActor () -> Screen) {
    self.key = key
    self.purpose = purpose
    self.screen = screen
  }

  /// The key as the view data carries it: help text, no closure.
  var help: KeyHelp { KeyHelp(String(key), purpose) }
}
