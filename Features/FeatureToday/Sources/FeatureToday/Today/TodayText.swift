import CoreTerminal
import Foundation
import LibPatient
import LibWound

/// How the Today screen words a round entry: names and addresses with control characters made
/// visible (text from colleagues is hostile), the reasons in LibWound's words, the badges.
enum TodayText {
  static func name(_ entry: RoundEntry) -> String {
    "\(entry.familyName), \(entry.givenName)".visibleControls()
  }

  /// "75011 3 rue Oberkampf": the postal code, then the address's first line as written.
  static func place(_ entry: RoundEntry) -> String {
    let firstLine =
      entry.address?.split(whereSeparator: { $0.isNewline || $0 == "," }).first.map(String.init)
      ?? ""
    let line = firstLine.trimmingCharacters(in: .whitespaces).visibleControls()
    return [entry.place.postalCode, line.isEmpty ? nil : line].compactMap { $0 }
      .joined(separator: " ")
  }

  /// "3 rue Oberkampf, 75011 Paris": the address as written, its lines joined.
  static func address(_ entry: RoundEntry) -> String {
    let lines = (entry.address ?? "").split(whereSeparator: \.isNewline)
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    return lines.joined(separator: ", ").visibleControls()
  }

  static func row(_ entry: RoundEntry, position: Int) -> TodayViewData.Row {
    var badges: [String] = []
    if entry.hasInfectionSigns { badges.append("INFECTION") }
    if entry.isOverdue { badges.append("OVERDUE") }
    if entry.unreadCount > 0 { badges.append("\(entry.unreadCount) UNREAD") }
    if entry.isVisited { badges.append("VISITED") }
    if entry.missed != nil { badges.append("MISSED") }
    if !entry.isVisited, entry.missed == nil, let attempt = entry.visits.last {
      // Seen at the door but not done: say why, as she recorded it.
      badges.append(attempt.outcome.words.uppercased())
    }
    return TodayViewData.Row(
      id: entry.patientID,
      position: String(position),
      name: name(entry),
      place: place(entry),
      address: address(entry),
      due: (missedWords(entry)
        + entry.reasons.filter { if case .unreadMessages = $0 { false } else { true } }
        .map(\.description)).joined(separator: " · "),
      badges: badges,
      isUrgent: entry.isOverdue || entry.hasInfectionSigns
    )
  }

  /// "missed: not at home" on a past day's round she was missed on; "missed yesterday: no
  /// reason recorded" carried from the day before. First, so a row cut short still says it.
  static func missedWords(_ entry: RoundEntry) -> [String] {
    [
      entry.missed.map { "missed: \($0.why)" },
      entry.missedBefore.map { "missed yesterday: \($0.why)" },
    ].compactMap { $0 }
  }

  /// "17:53": the time of day a visit or a record was made, in the nurse's time zone.
  static func clock(_ date: Date, timeZone: TimeZone) -> String {
    String(TypedTime.shown(date, timeZone: timeZone).suffix(5))
  }

  /// "by anna, 17:53", or "17:53" when nobody is named: who recorded something, and when.
  static func byLine(_ author: String?, at date: Date, timeZone: TimeZone) -> String {
    let time = clock(date, timeZone: timeZone)
    guard let author, !author.isEmpty else { return time }
    return "by \(author.visibleControls()), \(time)"
  }

  /// "at 09:12 by anna", or "at 09:12" when nobody is named: a visit of the day.
  static func atLine(_ author: String?, at date: Date, timeZone: TimeZone) -> String {
    let time = "at \(clock(date, timeZone: timeZone))"
    guard let author, !author.isEmpty else { return time }
    return "\(time) by \(author.visibleControls())"
  }

  /// The patient as the visit sheet takes her: her name and the dressings due, in the
  /// round's words.
  static func sheetPatient(_ entry: RoundEntry) -> VisitSheetPatient {
    VisitSheetPatient(
      id: entry.patientID,
      name: name(entry),
      dressingsDue: entry.reasons.compactMap { reason in
        guard case .dressingChange(let wound, _, _) = reason else { return nil }
        return VisitSheetPatient.DressingDue(woundID: wound, due: reason.description)
      }
    )
  }

  /// The round's supplies by layer, each product with its count (the plans' text made
  /// visible).
  static func supplies(_ lines: [SupplyLine]) -> [TodayViewData.SupplySection] {
    let titles: [SupplyKind: String] = [
      .primary: "Primary dressings", .secondary: "Secondary dressings",
      .compression: "Compression (one per leg)",
    ]
    return SupplyKind.allCases.compactMap { kind in
      let ofKind = lines.filter { $0.kind == kind }
      guard !ofKind.isEmpty, let title = titles[kind] else { return nil }
      return TodayViewData.SupplySection(
        title: title,
        items: ofKind.map {
          TodayViewData.SupplyItem(count: String($0.count), product: $0.product.visibleControls())
        }
      )
    }
  }

  /// "Today, Sunday 2025-06-15", or the day asked for.
  static func title(day: CalendarDate, isToday: Bool) -> String {
    let weekday = day.weekday.rawValue.capitalized
    return isToday ? "Today, \(weekday) \(day)" : "Round of \(weekday) \(day)"
  }
}
