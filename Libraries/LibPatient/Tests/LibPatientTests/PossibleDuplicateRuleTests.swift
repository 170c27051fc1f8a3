import CoreContract
import Foundation
import Testing

@testable import LibPatient

/// docs/clinical-rules.md "Possible duplicate patients", on each criterion and its near
/// misses: distance 1 against 2, swapped names, accents, 8- against 9-digit phones.
@Suite struct PossibleDuplicateRuleTests {
  static func patient(
    _ given: String,
    _ family: String,
    born: String = "1941-03-12",
    phone: String? = nil,
    identifier: String? = nil
  ) -> PatientIdentity {
    PatientIdentity(
      id: Patient.ID(),
      givenName: given,
      familyName: family,
      birthDate: CalendarDate(born)!,
      phone: phone,
      identifier: identifier
    )
  }

  static func why(_ a: PatientIdentity, _ b: PatientIdentity) -> DuplicateCriterion? {
    let one = PossibleDuplicateRule.criterion(a, b)
    #expect(one == PossibleDuplicateRule.criterion(b, a), "the rule is symmetric")
    return one
  }

  @Test func namesAreComparedWithoutAccentsCaseOrAnythingButLetters() {
    #expect(PossibleDuplicateRule.normalizedName("Lefèvre-D'Arc") == "lefevredarc")
    #expect(PossibleDuplicateRule.normalizedName("ZOË") == "zoe")
    #expect(PossibleDuplicateRule.normalizedName("Ｍａｒｉｅ") == "marie", "full width folds (NFKD)")
  }

  @Test(arguments: [
    ("dupont", "dupont", 0), ("dupont", "dupond", 1), ("dupont", "dupon", 1),
    ("dupont", "dupontt", 1), ("dupont", "dupnot", 2), ("dupont", "durand", 2),
  ])
  func levenshteinCountsEditsUpToTheLimit(a: String, b: String, expected: Int) {
    #expect(PossibleDuplicateRule.distance(a, b) == expected)
  }

  @Test func theSameIdentifierOnceSpacesAndCaseAreGone() {
    let a = Self.patient("Marie", "Dupont", identifier: "2 41 03 75 123")
    let b = Self.patient("Paul", "Martin", born: "1950-01-01", identifier: "24103 75123")
    #expect(Self.why(a, b) == .identifier)
    #expect(Self.why(a, Self.patient("Paul", "Martin", identifier: "24103751234")) == nil)
    let noIdentifier = Self.patient("Ann", "Bell", identifier: nil)
    #expect(Self.why(noIdentifier, Self.patient("Max", "Cole")) == nil)
  }

  @Test func theSameBirthDateAndNamesWithinOneEditEitherWayRound() {
    let marie = Self.patient("Marie", "Dupont")
    #expect(Self.why(marie, Self.patient("Marie", "Dupond")) == .birthDateAndNames)
    #expect(Self.why(marie, Self.patient("Mari", "Dupond")) == .birthDateAndNames)
    #expect(Self.why(marie, Self.patient("MARIE", "Dupônt")) == .birthDateAndNames, "accents")
    #expect(Self.why(marie, Self.patient("Dupont", "Marie")) == .birthDateAndNames, "swapped")
    #expect(Self.why(marie, Self.patient("Marie", "Dupnot")) == nil, "distance 2")
    #expect(Self.why(marie, Self.patient("Maria", "Dupond")) == .birthDateAndNames)
    #expect(Self.why(marie, Self.patient("Mario", "Duponte")) == .birthDateAndNames)
    #expect(Self.why(marie, Self.patient("Marie", "Dupont", born: "1941-03-13")) == nil)
  }

  @Test func theSamePhoneByItsLastNineDigitsAndAFamilyNameWithinOneEdit() {
    let a = Self.patient("Marie", "Dupont", phone: "+33 4 78 00 00 01")
    let b = Self.patient("Jeanne", "Dupond", born: "1930-01-01", phone: "04.78.00.00.01")
    #expect(Self.why(a, b) == .phoneAndFamilyName)
    #expect(
      Self.why(a, Self.patient("Jeanne", "Durand", born: "1930-01-01", phone: "0478000001"))
        == nil,
      "another family"
    )
    // 8 digits against 9: their last 9 digits differ.
    let eight = Self.patient("Luc", "Petit", born: "1930-01-01", phone: "12345678")
    let nine = Self.patient("Lucie", "Petit", born: "1960-01-01", phone: "012345678")
    #expect(Self.why(eight, nine) == nil)
    #expect(
      Self.why(eight, Self.patient("Lou", "Petit", born: "1960-01-01", phone: "12-34-56-78"))
        == .phoneAndFamilyName
    )
    // Under 6 digits a phone is not compared.
    let short = Self.patient("Luc", "Petit", born: "1930-01-01", phone: "12345")
    #expect(
      Self.why(short, Self.patient("Lou", "Petit", born: "1960-01-01", phone: "12345")) == nil
    )
  }

  @Test func theTeamsPairsAreEachListedOnceAndOnlyPatientsSharingAKeyAreCompared() {
    let a = Self.patient("Marie", "Dupont", phone: "0478000001")
    let b = Self.patient("Marie", "Dupond", phone: "0478000001")
    let c = Self.patient("Paul", "Martin", born: "1950-05-05")
    let pairs = PossibleDuplicateRule.pairs(among: [a, b, c])
    #expect(pairs.count == 1, "a and b share a birth date and a phone: one pair")
    #expect(Set([pairs[0].first.id, pairs[0].second.id]) == [a.id, b.id])
    #expect(pairs[0].criterion == .birthDateAndNames)
    #expect(PossibleDuplicateRule.candidates(for: a, among: [a, b, c]).map(\.patient.id) == [b.id])
  }
}
