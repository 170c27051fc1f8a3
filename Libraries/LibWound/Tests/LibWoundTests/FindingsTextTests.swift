import Testing

@testable import LibWound

/// The one reading of tissue and clock extents, shared by `nurse wound assess` and the form.
@Suite("Findings typed as text")
struct FindingsTextTests {
  @Test(arguments: [
    "granulation=40,slough=50,necrotic=10", "g=40 s=50 n=10", "gran=40, slough=50, eschar=10",
    "G=40,S=50  N=10", "n=10 s=50 g=40",
  ])
  func everySpellingOfOneMixReadsTheSame(_ text: String) throws {
    let mix = try FindingsText.tissue(text).get()
    #expect(mix == TissueMix(granulation: 40, slough: 50, necrotic: 10))
  }

  @Test func eIsEpithelialAndNoneIsAClosedBed() throws {
    #expect(try FindingsText.tissue("e=100").get() == TissueMix(epithelial: 100))
    #expect(try FindingsText.tissue("none").get() == .none)
    #expect(try FindingsText.tissue("").get() == .none)
  }

  @Test(arguments: ["x=10", "g=", "g=ten", "g=1.5", "=10", "g", "g=40 g=60"])
  func whatCannotBeReadSaysHowToWriteIt(_ text: String) {
    #expect(throws: FindingsText.Problem.self) { try FindingsText.tissue(text).get() }
  }

  @Test func theSumIsTheLibrarysRuleNotTheReadings() throws {
    #expect(try FindingsText.tissue("g=40 s=20").get().total == 60)
    #expect(try FindingsText.tissue("g=140").get().total == 140)
  }

  @Test func aMixReadsBackFromItsText() throws {
    let mix = TissueMix(epithelial: 20, granulation: 80)
    #expect(FindingsText.tissueText(mix) == "epithelial=20, granulation=80")
    #expect(try FindingsText.tissue(FindingsText.tissueText(mix)).get() == mix)
  }

  @Test func aClockExtentIsPositionAtDepth() throws {
    let extent = try FindingsText.clockExtent(" 3 @ 1.5 ").get()
    #expect(extent == ClockExtent(clockPosition: 3, depth: Centimetres(tenths: 15)))
    #expect(FindingsText.clockExtentText(extent) == "3@1.5")
    #expect(try FindingsText.clockExtent("").get() == nil)
  }

  @Test(arguments: [
    ("13@1", "the clock position must be 1-12"), ("0@1", "the clock position must be 1-12"),
    ("3@0", "the depth must be above 0"), ("3@1.25", "write it clock@cm, e.g. 3@1.5"),
    ("3", "write it clock@cm, e.g. 3@1.5"),
  ])
  func aClockExtentOutOfItsRangeSaysWhy(_ text: String, _ reason: String) {
    #expect(FindingsText.clockExtent(text) == .failure(FindingsText.Problem(reason: reason)))
  }
}
