extension InfectionScreening {
  /// "NERDS 2/5 (debris, smell) · STONEES 1/7 (smell)", with " · fever" when it was recorded:
  /// the signs counted, worded once for the screens, the report and the export.
  public var countsText: String {
    func names(_ signs: [ScreeningSign]) -> String {
      signs.isEmpty ? "" : " (" + signs.map(\.words).joined(separator: ", ") + ")"
    }
    var text =
      "NERDS \(localCount)/5\(names(localSigns))"
      + " · STONEES \(deepCount)/7\(names(deepSigns))"
    if fever { text += " · fever" }
    return text
  }

  /// Each verdict as a sentence with what to do ("Deep infection suspected: tell the physician
  /// today."); empty when neither holds.
  public var verdictSentences: [String] {
    verdicts.map { $0.words.prefix(1).uppercased() + $0.words.dropFirst() + "." }
  }
}
