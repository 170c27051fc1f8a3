import LibWound

/// One open wound on the body map: its number, where it is, and whether it calls for the
/// nurse (red when styled), with the words that say which wound the number is.
struct BodyMapMark: Equatable, Sendable {
  /// "1": the wound's number, as the map's legend lists it.
  var label: String
  /// Where it is.
  var site: BodySite
  /// Overdue, off track or a deep infection suspected: red; else green.
  var needsAttention: Bool
  /// "VLU left lower leg", for the legend; control characters already made visible.
  var legend: String
}

/// Which silhouette a place is on.
enum BodyView: Hashable, Sendable {
  /// Facing the viewer: the patient's right is on the viewer's left.
  case front
  /// Seen from behind: the patient's left is on the viewer's left.
  case back
}

/// Where a site is drawn: a cell of the front or back silhouette (`BodyMapArt`), or, for a
/// site the body map has no place for (`other`: the description says where), the legend's
/// "elsewhere".
enum BodyMapPlace: Hashable, Sendable {
  case cell(BodyView, row: Int, column: Int)
  case elsewhere
}

/// The one table from a body structure and side to its place on the map.
enum BodyMap {
  /// The places of `site`: one, or two for a bilateral site (the left and the right).
  static func places(_ site: BodySite) -> [BodyMapPlace] {
    switch site.laterality {
    case .bilateral: [place(site.structure, .left), place(site.structure, .right)]
    case .left, .right, .none: [place(site.structure, site.laterality)]
    }
  }

  /// The place of `structure` on `side` (`.left`, `.right`, or `.none` on the midline).
  static func place(_ structure: BodyStructure, _ side: Laterality) -> BodyMapPlace {
    switch structure {
    case .abdomen: .cell(.front, row: 7, column: 8)
    case .trochanter: front(row: 9, side, viewersLeft: 5, viewersRight: 11)
    case .lowerLeg: front(row: 13, side, viewersLeft: 6, viewersRight: 10)
    case .malleolus: front(row: 16, side, viewersLeft: 5, viewersRight: 11)
    case .foot: front(row: 17, side, viewersLeft: 6, viewersRight: 10)
    case .toe: front(row: 18, side, viewersLeft: 3, viewersRight: 13)
    case .back: .cell(.back, row: 5, column: 8)
    case .sacrum: .cell(.back, row: 8, column: 8)
    case .coccyx: .cell(.back, row: 9, column: 8)
    case .ischium: back(row: 10, side, viewersLeft: 6, viewersRight: 10)
    case .heel: back(row: 17, side, viewersLeft: 6, viewersRight: 10)
    case .other: .elsewhere
    }
  }

  /// On the front view the patient's right is on the viewer's left.
  private static func front(row: Int, _ side: Laterality, viewersLeft: Int, viewersRight: Int)
    -> BodyMapPlace
  {
    .cell(.front, row: row, column: side == .right ? viewersLeft : viewersRight)
  }

  /// On the back view the patient's left is on the viewer's left.
  private static func back(row: Int, _ side: Laterality, viewersLeft: Int, viewersRight: Int)
    -> BodyMapPlace
  {
    .cell(.back, row: row, column: side == .left ? viewersLeft : viewersRight)
  }
}
