import Foundation
import Testing

@testable import LibPatient

@Suite("Observing the patient list", .timeLimit(.minutes(1)))
struct ObservePatientListTests {
  @Test func deliversTheListAtOnceThenAfterAnAddAndAnArchive() async throws {
    let fixture = try PatientFixture()
    try await fixture.addPatient(given: "Marc", family: "Durand")
    var updates = fixture.library.observeList().makeAsyncIterator()

    let first = try await nextValue(&updates)
    #expect(first?.map(\.familyName) == ["Durand"])

    let dupont = try await fixture.addPatient()
    let afterAdd = try await nextValue(&updates) { $0.count == 2 }
    #expect(afterAdd?.map(\.familyName) == ["Dupont", "Durand"])

    try await fixture.library.archive(dupont)
    let afterArchive = try await nextValue(&updates) { $0.count == 1 }
    #expect(afterArchive?.map(\.familyName) == ["Durand"])
  }

  @Test func deliversANewLatestBradenAndFollowsTheSearch() async throws {
    let fixture = try PatientFixture()
    let id = try await fixture.addPatient()
    try await fixture.addPatient(given: "Marc", family: "Durand")
    var updates = fixture.library.observeList(PatientListQuery(search: "zoe"))
      .makeAsyncIterator()
    #expect(try await nextValue(&updates)?.map(\.id) == [id])

    try await fixture.library.recordBraden(
      BradenAssessment(patientID: id, assessedAt: PatientFixture.start, scores: .adding(to: 12))
    )
    let assessed = try await nextValue(&updates) { $0.first?.latestBraden != nil }
    #expect(assessed?.first?.latestBraden?.risk == .high)
  }

  @Test func theStreamEndsWhenTheConsumerIsCancelled() async throws {
    let fixture = try PatientFixture()
    let stream = fixture.library.observeList()
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
    // The loop ends (instead of waiting forever), which terminates the stream and with it
    // the GRDB observation.
    let count = try await consumer.value
    #expect(count >= 1)
  }
}
