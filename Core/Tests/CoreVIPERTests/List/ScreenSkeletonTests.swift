import CoreTerminal
import CoreVIPER
import Testing

@Suite struct ScreenSkeletonTests {
  private let skeleton = ScreenSkeleton(width: 20, styling: .plain)

  @Test func theHeadIsTheTitleWithItsDetailThenTheRule() {
    let rule = String(repeating: "─", count: 20)
    #expect(skeleton.head("Caseload", detail: "3 wounds") == ["Caseload    3 wounds", rule])
    #expect(skeleton.head("Sync") == ["Sync", rule])
  }

  @Test func loadingIsOneDimLine() {
    #expect(skeleton.loading == ["Loading…"])
    #expect(ScreenSkeleton(width: 20, styling: .ansi).loading == [Styling.ansi.dim("Loading…")])
  }

  @Test func aFailureIsWrappedToTheWidthInRed() {
    let failure = ScreenSkeleton(width: 12, styling: .ansi).failure("the store is closed")
    #expect(failure == ["the store is", "closed"].map(Styling.ansi.red))
  }
}
