import CoreTerminal
import LibWound

/// The wound form's body map: every site the map has a place for (`BodyMap`, the one table),
/// each marked with a letter the nurse types to pick it. A bilateral site has no one place to
/// mark and `other` none at all: both are typed by name, as before.
enum BodySitePicker {
  /// The sites offered, in the form's order (`BodySite.allCases`).
  static let sites: [BodySite] = BodySite.allCases.filter { site in
    site.laterality != .bilateral && BodyMap.places(site) != [.elsewhere]
  }

  /// "a", "b", …: one a site, in the order of `sites`.
  static let letters: [String] = sites.indices.map { String(UnicodeScalar(UInt8(97 + $0))) }

  /// The answer `map` asks for the body map.
  static let request = "map"

  /// The silhouettes from the shoulders down with each site's letter on its place.
  static func picture(styling: Styling) -> [String] {
    let marks = zip(letters, sites).map { letter, site in
      BodyMapMark(label: letter, site: site, needsAttention: false, legend: site.rawValue)
    }
    return BodyMapArt.figures(marks, styling: styling, from: 3)
  }

  /// "a-r": the letters, as a refusal names them.
  static var letterRange: String { "\(letters.first!)-\(letters.last!)" }
}
