import CoreContractCases
import CoreDatabase
import CorePhoto
import Foundation
import GRDB
import LibPatient
import Testing

@testable import LibWound

@Suite("wound.v2: a patient removed from the store takes her wounds")
struct PatientErasureTests {
  let fixture: WoundFixture
  init() throws { fixture = try WoundFixture() }

  @Test func deletingAPatientDeletesHerWoundsAssessmentsAndPhotoLinksOnly() async throws {
    let erased = try await fixture.addPatient()
    let wound = try await fixture.openWound(patient: erased)
    let first = try await fixture.assess(wound, photos: [SamplePhotos.jpeg])
    let kept = try await fixture.openWound()
    try await fixture.assess(kept, photos: [SamplePhotos.jpeg])
    fixture.clock.advance(days: 2)
    try await fixture.assess(wound, length: 31, daysAfterStart: 1, supersedes: first)

    try await fixture.store.writer.write { db in
      try db.execute(sql: "DELETE FROM braden WHERE patientID = ?", arguments: [erased.databaseKey])
      try db.execute(sql: "DELETE FROM patient WHERE id = ?", arguments: [erased.databaseKey])
    }

    #expect(try await fixture.count("wound") == 1)
    #expect(try await fixture.count("assessment") == 1)
    #expect(try await fixture.count("assessment_photo") == 1)
    #expect(try await fixture.wounds.wound(kept).assessments.count == 1)
    // The photo is named by its content and still attached to the other patient's wound.
    #expect(
      try await fixture.wounds.photo(PhotoBytesRule.sha256(SamplePhotos.jpeg)).bytes.count > 0
    )
  }
}
