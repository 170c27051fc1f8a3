/// The one line a form leaves behind on the screen the nurse returns to (through
/// `Navigating.pop(saying:)`), worded the same way by every form.
public enum SavedNotice {
  /// "Saved: Dupont, Marie's phone", "Saved: Dupont, Marie's phone and address", "Saved:
  /// Dupont, Marie (nothing changed)".
  /// - Parameters:
  ///   - subject: whose record ("Dupont, Marie", "the care plan").
  ///   - changed: the labels of the answers an edit changed, in the form's order.
  public static func edited(_ subject: String, changed: [String]) -> String {
    guard !changed.isEmpty else { return "Saved: \(subject) (nothing changed)" }
    // Past three, a count: the line must fit on the bottom row.
    let named =
      changed.count > 3
      ? "\(changed.count) answers" : list(changed.map { $0.lowercased() })
    return "Saved: \(subject)'s \(named)"
  }

  /// "Saved: new patient Dupont, Marie", "Saved: assessment of Venous leg ulcer · left lower
  /// leg": a record made by the form.
  public static func added(_ what: String) -> String {
    "Saved: \(what)"
  }

  /// "phone", "phone and address", "phone, address and notes".
  static func list(_ words: [String]) -> String {
    guard let last = words.last, words.count > 1 else { return words.first ?? "" }
    return words.dropLast().joined(separator: ", ") + " and " + last
  }
}
