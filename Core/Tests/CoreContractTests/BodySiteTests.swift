import Foundation
import Testing

@testable import CoreContract

/// docs/clinical-rules.md "Coded body sites": a site is a structure and its side, read from and
/// written as the short name nurses type, and the old fixed list's names keep their meaning.
@Suite("Coded body sites")
struct BodySiteTests {
  /// The old fixed list, each name with the structure and side it names now.
  static let oldList: [(String, BodyStructure, Laterality)] = [
    ("sacrum", .sacrum, .none), ("coccyx", .coccyx, .none),
    ("left-heel", .heel, .left), ("right-heel", .heel, .right),
    ("left-ischium", .ischium, .left), ("right-ischium", .ischium, .right),
    ("left-trochanter", .trochanter, .left), ("right-trochanter", .trochanter, .right),
    ("left-malleolus", .malleolus, .left), ("right-malleolus", .malleolus, .right),
    ("left-lower-leg", .lowerLeg, .left), ("right-lower-leg", .lowerLeg, .right),
    ("left-foot", .foot, .left), ("right-foot", .foot, .right),
    ("left-toe", .toe, .left), ("right-toe", .toe, .right),
    ("abdomen", .abdomen, .none), ("back", .back, .none), ("other", .other, .none),
  ]

  @Test func everyShortNameRoundTripsThroughTextAndJSON() throws {
    for site in BodySite.allCases {
      #expect(BodySite(rawValue: site.rawValue) == site, "\(site)")
      let json = try WireCoding.encoder.encode([site])
      #expect(String(decoding: json, as: UTF8.self) == "[\"\(site.rawValue)\"]")
      #expect(try WireCoding.decoder.decode([BodySite].self, from: json) == [site])
    }
    #expect(Set(BodySite.allCases.map(\.rawValue)).count == BodySite.allCases.count)
  }

  @Test func theOldListsNamesMeanWhatTheyDidAndKeepTheirPlaces() throws {
    for (name, structure, side) in Self.oldList {
      let site = try #require(BodySite(rawValue: name), "\(name)")
      #expect(site.structure == structure && site.laterality == side, "\(name)")
    }
    // The form numbers the list: the old names keep their numbers, new ones come after.
    #expect(BodySite.allCases.prefix(19).map(\.rawValue) == Self.oldList.map(\.0))
  }

  @Test func everyValidPairIsASiteAndEveryStructureButOtherHasItsCode() {
    for structure in BodyStructure.allCases {
      let sides: [Laterality] = structure.isPaired ? [.left, .right, .bilateral] : [.none]
      for side in sides {
        #expect(BodySite.allCases.contains { $0.structure == structure && $0.laterality == side })
      }
      #expect((structure.snomedCT == nil) == (structure == .other), "\(structure)")
    }
    #expect(BodySite.allCases.count == 7 * 3 + 5)
    #expect(BodySite(rawValue: "bilateral-lower-leg") == .bilateralLowerLeg)
  }

  @Test func aSideOnTheMidlineOrNoneOnAPairIsRefusedNamingTheSite() {
    for structure in [BodyStructure.sacrum, .coccyx, .abdomen, .back, .other] {
      for side in [Laterality.left, .right, .bilateral] {
        #expect(throws: RuleViolation.self) { try BodySite(structure, side) }
        #expect((try? BodySite(structure, side)) == nil)
        do {
          _ = try BodySite(structure, side)
        } catch {
          #expect(error.field == "site")
          #expect(error.reason.contains("has no side"))
        }
      }
    }
    do {
      _ = try BodySite(.heel, .none)
      Issue.record("a heel without a side was accepted")
    } catch {
      #expect(error.field == "site")
      #expect(error.reason == "heel needs a side: left, right or bilateral")
    }
  }

  @Test func textThatIsNoSiteIsRefused() {
    for text in ["left-sacrum", "heel", "left-", "-heel", "elbow", "LEFT-HEEL", "left heel", ""] {
      #expect(BodySite(rawValue: text) == nil, "\(text)")
      #expect(throws: DecodingError.self) {
        try WireCoding.decoder.decode([BodySite].self, from: Data("[\"\(text)\"]".utf8))
      }
    }
  }

  @Test func theLateralityCodesAreSNOMEDsQualifiers() {
    #expect(Laterality.left.snomedCT?.code == "7771000")
    #expect(Laterality.right.snomedCT?.code == "24028007")
    #expect(Laterality.bilateral.snomedCT?.code == "51440002")
    #expect(Laterality.none.snomedCT == nil)
  }

  @Test func aWoundsClockPositionIsOneToTwelveNamingItsField() throws {
    var wound = WireValidationTests.wound
    for clock in [1, 12, nil] {
      wound.clockPosition = clock
      try wound.validate(today: WireValidationTests.now)
    }
    for clock in [0, 13, -1] {
      wound.clockPosition = clock
      do {
        try wound.validate(today: WireValidationTests.now)
        Issue.record("clock \(clock) was accepted")
      } catch {
        #expect(error.field == "clockPosition")
      }
    }
  }

  @Test func aWoundWithoutAClockReadsAndWritesAsBefore() throws {
    let wound = WireValidationTests.wound
    let json = try #require(
      try JSONSerialization.jsonObject(with: WireCoding.encoder.encode(wound)) as? [String: Any]
    )
    #expect(json["clockPosition"] == nil)
    #expect(json["site"] as? String == "sacrum")
    var clocked = wound
    clocked.clockPosition = 3
    let back = try WireCoding.decoder.decode(
      Wire.Wound.self,
      from: WireCoding.encoder.encode(clocked)
    )
    #expect(back == clocked)
  }
}
