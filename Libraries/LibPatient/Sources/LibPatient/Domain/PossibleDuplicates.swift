import CoreContract
import Foundation
import Tagged

/// What tells one patient from another: the fields the possible-duplicate rule compares.
public struct PatientIdentity: Hashable, Sendable, Identifiable {
  /// The patient's id.
  public var id: Patient.ID
  /// Her given name, as typed.
  public var givenName: String
  /// Her family name, as typed.
  public var familyName: String
  /// Her date of birth.
  public var birthDate: CalendarDate
  /// Her phone, as typed.
  public var phone: String?
  /// Her external identifier, as typed.
  public var identifier: String?
  /// Whether she is listed or archived: an archived patient is a candidate too.
  public var status: PatientStatus

  /// An identity with every field given.
  public init(
    id: Patient.ID,
    givenName: String,
    familyName: String,
    birthDate: CalendarDate,
    phone: String? = nil,
    identifier: String? = nil,
    status: PatientStatus = .active
  ) {
    self.id = id
    self.givenName = givenName
    self.familyName = familyName
    self.birthDate = birthDate
    self.phone = phone
    self.identifier = identifier
    self.status = status
  }

  /// The identity of a patient with `details`.
  public init(id: Patient.ID, details: PatientDetails, status: PatientStatus = .active) {
    self.init(
      id: id,
      givenName: details.givenName,
      familyName: details.familyName,
      birthDate: details.birthDate,
      phone: details.phone,
      identifier: details.identifier,
      status: status
    )
  }
}

/// Why two patients may be one person (docs/clinical-rules.md "Possible duplicate patients").
public enum DuplicateCriterion: String, CaseIterable, Hashable, Sendable {
  /// Both have an identifier, equal once spaces are removed and case folded.
  case identifier
  /// The same birth date, and names within one edit each, either way round.
  case birthDateAndNames = "birth-date-and-names"
  /// Phones with the same last 9 digits, and family names within one edit.
  case phoneAndFamilyName = "phone-and-family-name"

  /// The criterion in a nurse's words.
  public var text: String {
    switch self {
    case .identifier: "the same identifier"
    case .birthDateAndNames: "the same birth date and nearly the same names"
    case .phoneAndFamilyName: "the same phone and nearly the same family name"
    }
  }
}

/// A patient another may duplicate, and why.
public struct PossibleDuplicate: Hashable, Sendable {
  /// The patient already in the store.
  public var patient: PatientIdentity
  /// The first criterion that holds.
  public var criterion: DuplicateCriterion

  /// A candidate and why.
  public init(patient: PatientIdentity, criterion: DuplicateCriterion) {
    self.patient = patient
    self.criterion = criterion
  }
}

/// Two patients of the store that may be one person.
public struct PossibleDuplicatePair: Hashable, Sendable {
  /// The one whose id sorts first: the same pair whoever lists it.
  public var first: PatientIdentity
  /// The other.
  public var second: PatientIdentity
  /// The first criterion that holds.
  public var criterion: DuplicateCriterion

  /// A pair and why.
  public init(first: PatientIdentity, second: PatientIdentity, criterion: DuplicateCriterion) {
    self.first = first
    self.second = second
    self.criterion = criterion
  }
}

/// docs/clinical-rules.md "Possible duplicate patients": names normalised (NFKD, combining
/// marks dropped, case folded, letters only) and compared by Levenshtein distance.
public enum PossibleDuplicateRule {
  /// How many edits two names may differ by and still match.
  public static let nameDistance = 1
  /// How many trailing digits of two phones must be equal.
  public static let phoneDigits = 9
  /// How many digits a phone needs to be compared at all.
  public static let shortestPhone = 6

  /// "Lefèvre-D'Arc" → "lefevredarc".
  public static func normalizedName(_ name: String) -> String {
    let scalars = name.decomposedStringWithCompatibilityMapping.unicodeScalars.filter {
      !$0.properties.isDiacritic && $0.properties.generalCategory != .nonspacingMark
    }
    return String(String.UnicodeScalarView(scalars)).lowercased().filter(\.isLetter)
  }

  /// The identifier without spaces, case folded; nil when there is none.
  static func normalizedIdentifier(_ identifier: String?) -> String? {
    guard let identifier else { return nil }
    let text = identifier.filter { !$0.isWhitespace }.lowercased()
    return text.isEmpty ? nil : text
  }

  /// The phone's last 9 digits; nil for a phone of fewer than 6 digits.
  static func phoneKey(_ phone: String?) -> String? {
    let digits = PhoneRule.digits(phone ?? "")
    return digits.count >= shortestPhone ? String(digits.suffix(phoneDigits)) : nil
  }

  /// Levenshtein's distance between `a` and `b`, counted up to `limit + 1` (a larger distance
  /// reads as `limit + 1`: the rule only asks whether it is within the limit).
  public static func distance(_ a: String, _ b: String, limit: Int = nameDistance) -> Int {
    let a = Array(a)
    let b = Array(b)
    if abs(a.count - b.count) > limit { return limit + 1 }
    var previous = Array(0...b.count)
    for (i, left) in a.enumerated() {
      var current = [i + 1] + Array(repeating: 0, count: b.count)
      for (j, right) in b.enumerated() {
        current[j + 1] = Swift.min(
          previous[j + 1] + 1,
          current[j] + 1,
          previous[j] + (left == right ? 0 : 1)
        )
      }
      if current.min()! > limit { return limit + 1 }
      previous = current
    }
    return Swift.min(previous[b.count], limit + 1)
  }

  /// The first criterion by which `a` and `b` may be one person; nil when none holds.
  public static func criterion(_ a: PatientIdentity, _ b: PatientIdentity) -> DuplicateCriterion? {
    criterion(Normalized(a), Normalized(b))
  }

  /// The store's patients `patient` may duplicate (never herself), in the order given.
  public static func candidates(
    for patient: PatientIdentity,
    among others: [PatientIdentity]
  ) -> [PossibleDuplicate] {
    let new = Normalized(patient)
    return others.compactMap { other in
      guard other.id != patient.id, let why = criterion(new, Normalized(other)) else {
        return nil
      }
      return PossibleDuplicate(patient: other, criterion: why)
    }
  }

  /// Every pair of `patients` that may be one person, each once. Only patients sharing an
  /// identifier, a birth date or a phone are compared, so a team's list is not n².
  public static func pairs(among patients: [PatientIdentity]) -> [PossibleDuplicatePair] {
    let normalized = patients.map(Normalized.init)
    var groups: [String: [Int]] = [:]
    for (index, patient) in normalized.enumerated() {
      if let identifier = patient.identifier { groups["i" + identifier, default: []].append(index) }
      groups["b" + patient.identity.birthDate.description, default: []].append(index)
      if let phone = patient.phone { groups["p" + phone, default: []].append(index) }
    }
    var seen: Set<[Patient.ID]> = []
    var pairs: [PossibleDuplicatePair] = []
    for members in groups.values where members.count > 1 {
      for (offset, i) in members.enumerated() {
        for j in members[(offset + 1)...] {
          let (a, b) = (normalized[i], normalized[j])
          let ids = [a.identity.id, b.identity.id].sorted { $0.uuidString < $1.uuidString }
          guard !seen.contains(ids), let why = criterion(a, b) else { continue }
          seen.insert(ids)
          let (first, second) = ids[0] == a.identity.id ? (a, b) : (b, a)
          pairs.append(
            PossibleDuplicatePair(first: first.identity, second: second.identity, criterion: why)
          )
        }
      }
    }
    return pairs.sorted {
      ($0.first.familyName, $0.first.givenName, $0.first.id.uuidString)
        < ($1.first.familyName, $1.first.givenName, $1.first.id.uuidString)
    }
  }

  /// A patient's compared fields, normalised once.
  struct Normalized {
    var identity: PatientIdentity
    var given: String
    var family: String
    var identifier: String?
    var phone: String?

    init(_ identity: PatientIdentity) {
      self.identity = identity
      given = PossibleDuplicateRule.normalizedName(identity.givenName)
      family = PossibleDuplicateRule.normalizedName(identity.familyName)
      identifier = PossibleDuplicateRule.normalizedIdentifier(identity.identifier)
      phone = PossibleDuplicateRule.phoneKey(identity.phone)
    }
  }

  static func criterion(_ a: Normalized, _ b: Normalized) -> DuplicateCriterion? {
    func near(_ x: String, _ y: String) -> Bool { distance(x, y) <= nameDistance }
    if let identifier = a.identifier, identifier == b.identifier { return .identifier }
    if a.identity.birthDate == b.identity.birthDate,
      (near(a.family, b.family) && near(a.given, b.given))
        || (near(a.family, b.given) && near(a.given, b.family))
    {
      return .birthDateAndNames
    }
    if let phone = a.phone, phone == b.phone, near(a.family, b.family) {
      return .phoneAndFamilyName
    }
    return nil
  }
}

/// A patient being added or edited may be one already in the store: refused, listing the
/// candidates, unless the nurse says she is another person (`notADuplicate`).
public struct PossibleDuplicatesError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The patients she may be, and why.
  public var candidates: [PossibleDuplicate]

  /// A refusal listing `candidates`.
  public init(candidates: [PossibleDuplicate]) {
    self.candidates = candidates
  }

  /// "possibly the same person as Dupont, Marie (born 1941-03-12, 3f2a1b0c): the same birth
  /// date and nearly the same names".
  public var description: String {
    "possibly the same person as "
      + candidates.map { candidate in
        let patient = candidate.patient
        let id = patient.id.uuidString.lowercased().prefix(8)
        return "\(patient.familyName), \(patient.givenName) (born \(patient.birthDate), \(id)): "
          + candidate.criterion.text
      }.joined(separator: "; ")
  }
}
