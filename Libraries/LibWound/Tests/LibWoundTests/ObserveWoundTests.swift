import Foundation
import Testing

@testable import LibWound

@Suite("Observing a wound", .timeLimit(.minutes(1)))
struct ObserveWoundTests {
  @Test func deliversTheWoundAtOnceThenAsAssessmentsArriveAndItHeals() async throws {
    let fixture = try WoundFixture()
    let wound = try await fixture.openWound(openedOn: WoundFixture.day(-1))
    var updates = fixture.wounds.observeWound(wound).makeAsyncIterator()
    let first = try await updates.next()
    #expect(first?.assessments.isEmpty == true)

    try await fixture.assess(wound, length: 40, width: 30)
    let assessed = try await next(&updates) { $0.assessments.count == 1 }
    #expect(assessed?.latest?.scores?.area.tenths == 120)

    try await fixture.wounds.markHealed(wound)
    let healed = try await next(&updates) { !$0.wound.status.isOpen }
    #expect(healed?.wound.status == .healed(on: WoundFixture.day(0)))
  }

  @Test func followsTheWoundsCarePlanAsItIsMadeAndChanged() async throws {
    let fixture = try WoundFixture()
    let wound = try await fixture.openWound()
    var updates = fixture.wounds.observeWound(wound).makeAsyncIterator()
    #expect(try await updates.next()?.carePlan == nil)

    try await fixture.plan(wound, .everyDays(3), startsOn: WoundFixture.day(0))
    let planned = try await next(&updates) { $0.carePlan != nil }
    #expect(planned?.carePlan?.change == .everyDays(3))

    var draft = CarePlanDraft(try #require(planned?.carePlan))
    draft.change = .weekdays([.monday])
    try await fixture.wounds.setPlan(draft)
    let changed = try await next(&updates) { $0.carePlan?.change == .weekdays([.monday]) }
    #expect(changed?.carePlan?.woundID == wound)
  }

  @Test func anUnknownWoundEndsTheStreamWithALookupError() async throws {
    let fixture = try WoundFixture()
    let unknown = Wound.ID()
    var updates = fixture.wounds.observeWound(unknown).makeAsyncIterator()
    await #expect(throws: WoundLookupError.woundNotFound(unknown)) {
      _ = try await updates.next()
    }
  }

  @Test func theStreamEndsWhenTheConsumerIsCancelled() async throws {
    let fixture = try WoundFixture()
    let wound = try await fixture.openWound()
    let stream = fixture.wounds.observeWound(wound)
    let firstSeen = AsyncStream.makeStream(of: Void.self)
    let consumer = Task {
      var count = 0
      for try await _ in stream {
        count += 1
        firstSeen.continuation.yield()
      }
      return count
    }
    var seen = firstSeen.stream.makeAsyncIterator()
    _ = await seen.next()
    consumer.cancel()
    #expect(try await consumer.value >= 1)
  }

  func next(
    _ iterator: inout AsyncThrowingStream<WoundDetail, Error>.Iterator,
    where predicate: (WoundDetail) -> Bool
  ) async throws -> WoundDetail? {
    while let value = try await iterator.next() {
      if predicate(value) { return value }
    }
    return nil
  }
}
