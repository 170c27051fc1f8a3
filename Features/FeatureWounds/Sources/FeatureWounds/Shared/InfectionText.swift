import LibWound

/// Words an assessment's infection screening (LibWound's `InfectionScreeningRule`, computed
/// once there): the verdicts, and the NERDS and STONEES signs counted.
enum InfectionText {
  /// "Deep infection suspected: tell the physician today.", both verdicts when both hold, or
  /// "No verdict." when neither does.
  static func verdicts(_ screening: InfectionScreening) -> String {
    let sentences = screening.verdictSentences
    return sentences.isEmpty ? "No verdict." : sentences.joined(separator: " ")
  }

  /// "deep infection suspected", "local infection likely, deep infection suspected" or
  /// "no verdict": the verdicts without what to do, for a visit whose advice is shown above.
  static func verdictNames(_ screening: InfectionScreening) -> String {
    let verdicts = screening.verdicts
    guard !verdicts.isEmpty else { return "no verdict" }
    return verdicts.map { String($0.words.prefix { $0 != ":" }) }.joined(separator: ", ")
  }

  /// "NERDS 2/5 (debris, smell) · STONEES 1/7 (smell)", with "· fever" when recorded.
  static func counts(_ screening: InfectionScreening) -> String { screening.countsText }

  /// The verdicts with what to do, then the counts: the form's summary before saving.
  static func summary(_ screening: InfectionScreening) -> String {
    "\(verdicts(screening)) \(counts(screening))"
  }

  /// The verdicts' names, then the counts: one visit of a wound's detail.
  static func visit(_ screening: InfectionScreening) -> String {
    "\(verdictNames(screening)) · \(counts(screening))"
  }
}
