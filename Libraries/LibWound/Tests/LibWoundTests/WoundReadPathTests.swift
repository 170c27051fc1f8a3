import CoreContract
import CoreContractCases
import Foundation
import GRDB
import Testing

@testable import LibWound

/// The reads made fast for their targets (docs/speed.md) give what the plain reads gave.
@Suite("Wound read paths")
struct WoundReadPathTests {
  /// The alerts' walk gives each open wound a glance at every assessment of its whole
  /// history, in the history's order, the same as a glance at the whole assessment; and
  /// nothing of a healed wound.
  @Test func theWalkOverOpenWoundsGlancesAtTheirWholeHistories() async throws {
    let fixture = try WoundFixture()
    let first = try await fixture.openWound(openedOn: WoundFixture.day(-35))
    try await fixture.assess(first, length: 100, width: 100, daysAfterStart: -28)
    let corrected = try await fixture.assess(first, daysAfterStart: -3)
    try await fixture.assess(first, daysAfterStart: -3, supersedes: corrected)
    let closed = try await fixture.assess(first, length: 0, width: 0, daysAfterStart: -1)
    let second = try await fixture.openWound(openedOn: WoundFixture.day(-10))
    try await fixture.assess(second, daysAfterStart: -2, photos: [SamplePhotos.jpeg])
    let healed = try await fixture.openWound(openedOn: WoundFixture.day(-30))
    try await fixture.wounds.markHealed(healed)
    let (walked, whole) = try await fixture.store.writer.read { db in
      (
        try WoundReads.walkOpenGlances(db) { wound, glances in (wound, glances) },
        try WoundReads.openHistories(db)
      )
    }
    #expect(Set(walked.map(\.0.id)) == [first, second])
    for (wound, glances) in walked {
      let history = try #require(whole.first { $0.wound.id == wound.id })
      #expect(wound == history.wound)
      #expect(glances == history.assessments.map(AssessmentGlance.init))
    }
    let firstGlances = try #require(walked.first { $0.0.id == first }?.1)
    #expect(firstGlances.count == 4)
    #expect(firstGlances.last?.id == closed)
    // Closed: no area or tissue points, only the sample's exudate.
    #expect(firstGlances.last?.push.areaPoints == 0)
    #expect(firstGlances.last?.push.tissuePoints == 0)
  }

  /// Assessments taken at the same instant keep the history's order (`recordedAt`, then `id`),
  /// not the order they were stored in: the walk and the round's read read such a wound again
  /// in the full order.
  @Test func visitsAtTheSameInstantKeepTheHistorysOrder() async throws {
    let fixture = try WoundFixture()
    let wound = try await fixture.openWound(openedOn: WoundFixture.day(-10))
    let first = try await fixture.assess(wound, daysAfterStart: -1)
    let stored = try await fixture.store.writer.write { db in
      let template = try #require(
        try AssessmentRecord.fetchOne(db, key: first.uuidString.lowercased())
      )
      // Stored newest-recorded first, so the table's order is the reverse of the history's.
      return try (1...3).map { step in
        var copy = template
        copy.id = UUID()
        copy.lengthTenths = 10 * step
        copy.recordedAt = template.recordedAt.addingTimeInterval(Double(10 - step))
        try copy.insertRow(db)
        return copy
      }
    }
    let day = RoundDay(day: WoundFixture.day(0), start: .distantPast, end: .distantFuture)
    let (walked, whole, round) = try await fixture.store.writer.read { db in
      (
        try WoundReads.walkOpenGlances(db) { _, glances in glances }.first,
        try WoundReads.openHistories(db).first,
        try RoundReads.facts(db, day: day, before: day).day.assessments[wound]
      )
    }
    let glances = try #require(walked)
    #expect(glances == whole?.assessments.map(AssessmentGlance.init))
    #expect(glances.map(\.id.rawValue) == [first.rawValue] + stored.reversed().map(\.id))
    // The round's read of every wound at once (which the caseload ranks) keeps it too.
    #expect(round == glances)
  }

  /// `keep` decides what is kept: the walk returns only what it did not turn away.
  @Test func theWalkKeepsOnlyWhatItIsGiven() async throws {
    let fixture = try WoundFixture()
    let assessed = try await fixture.openWound()
    try await fixture.assess(assessed)
    _ = try await fixture.openWound()
    let kept = try await fixture.store.writer.read { db in
      try WoundReads.walkOpenGlances(db) { wound, glances in glances.isEmpty ? nil : wound.id }
    }
    #expect(kept == [assessed])
  }

  /// An assessment row read column by column is the record that was written, every optional
  /// and every list included.
  @Test func anAssessmentRowReadsBackAsTheRecordWritten() async throws {
    let fixture = try WoundFixture()
    let wound = try await fixture.openWound()
    let first = try await fixture.assess(wound)
    let (full, plain) = try await fixture.store.writer.write { db in
      var full = try #require(try AssessmentRecord.fetchOne(db, key: first.uuidString.lowercased()))
      full.id = UUID()
      full.takenBy = "anna"
      full.depthTenths = 5
      full.underminingClock = 3
      full.underminingDepthTenths = 15
      full.tunnellingClock = 11
      full.tunnellingDepthTenths = 20
      full.exudateType = "serous"
      full.periwound = ["erythema", "macerated"]
      full.infectionSigns = ["purulence"]
      full.pain = 4
      full.odour = true
      full.dressing = "foam"
      full.notes = "a note, \"quoted\""
      full.supersedes = first.rawValue
      try full.insertRow(db)
      var plain = full
      plain.id = UUID()
      (plain.takenBy, plain.depthTenths, plain.underminingClock) = (nil, nil, nil)
      (plain.underminingDepthTenths, plain.tunnellingClock, plain.tunnellingDepthTenths) =
        (nil, nil, nil)
      (plain.exudateType, plain.pain, plain.dressing, plain.notes) = (nil, nil, nil, nil)
      (plain.periwound, plain.infectionSigns, plain.supersedes) = ([], [], nil)
      try plain.insertRow(db)
      return (full, plain)
    }
    let read = try await fixture.store.writer.read { db in
      (
        try AssessmentRecord.fetchOne(db, key: full.id.uuidString.lowercased()),
        try AssessmentRecord.fetchOne(db, key: plain.id.uuidString.lowercased())
      )
    }
    #expect(read.0 == full)
    #expect(read.1 == plain)
  }

  /// A summary (the alerts') gives the numbers of the wound's detail: its latest current
  /// assessment's time, area and PUSH, its trajectory and whether it is overdue, corrections
  /// and visits at the same instant included.
  @Test func aSummaryGivesTheNumbersOfTheDetail() async throws {
    let fixture = try WoundFixture()
    let healing = try await fixture.openWound(openedOn: WoundFixture.day(-40))
    try await fixture.assess(healing, length: 100, width: 100, daysAfterStart: -35)
    try await fixture.assess(healing, length: 40, width: 40, daysAfterStart: -5)
    let twice = try await fixture.openWound(openedOn: WoundFixture.day(-20))
    let first = try await fixture.assess(twice, length: 50, width: 50, daysAfterStart: -12)
    try await fixture.assess(twice, length: 60, width: 50, daysAfterStart: -12)
    try await fixture.assess(twice, length: 55, width: 50, daysAfterStart: -12, supersedes: first)
    let corrected = try await fixture.openWound(openedOn: WoundFixture.day(-10))
    let last = try await fixture.assess(corrected, length: 30, width: 30, daysAfterStart: -2)
    try await fixture.assess(corrected, length: 20, width: 30, daysAfterStart: -3, supersedes: last)
    _ = try await fixture.openWound(openedOn: WoundFixture.day(-30))
    let histories = try await fixture.store.writer.read { db in try WoundReads.openHistories(db) }
    let evaluation = WoundEvaluation(
      settings: WoundSettings(timeZone: WoundFixture.utc),
      now: WoundFixture.start
    )
    #expect(histories.count == 4)
    for history in histories {
      let detail = evaluation.detail(history)
      let summary = evaluation.summary(history)
      #expect(summary.wound == detail.wound)
      #expect(summary.lastAssessedAt == detail.latest?.assessment.takenAt)
      #expect(summary.lastArea == detail.latest?.scores?.area)
      #expect(summary.lastPush == detail.latest?.scores?.push)
      #expect(summary.trajectory == detail.trajectory.trajectory)
      #expect(summary.isOverdue == detail.isOverdue)
    }
  }

  /// The alerts and the current assessments order ids by their bytes: the order of their
  /// `uuidString`s.
  @Test func idsSortByTheirBytesAsByTheirText() {
    var ids = (0..<500).map { _ in UUID() }
    ids += [
      "00000000-0000-0000-0000-000000000000", "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF",
      "00000000-0000-0000-0000-0000000000A0", "00000000-0000-0000-0000-000000000090",
      "A0000000-0000-0000-0000-000000000000", "90000000-0000-0000-0000-000000000000",
    ].compactMap(UUID.init(uuidString:))
    #expect(ids.sorted { $0.isOrdered(before: $1) } == ids.sorted { $0.uuidString < $1.uuidString })
  }

  /// The `wound` table's row is the contract's record: what is written reads back equal, with
  /// and without every optional, through GRDB's `Codable` support and a hand-written select.
  @Test func aWoundRowReadsBackAsTheWireRecordWritten() async throws {
    let fixture = try WoundFixture()
    let opened = try await fixture.openWound()
    let (full, plain) = try await fixture.store.writer.write { db in
      var full = try #require(
        try WoundRow.fetchOne(db, key: opened.uuidString.lowercased())?.record
      )
      full.id = RecordID(UUID())
      (full.openedBy, full.description, full.stage) = ("anna", "a \"sacral\" wound", .stage2)
      (full.status, full.healedOn, full.closedReason) = (.closed, "2025-03-01", "moved away")
      (full.version, full.updatedAt) = (7, full.createdAt.addingTimeInterval(90.5))
      try WoundRow(full).insertRow(db)
      var plain = full
      plain.id = RecordID(UUID())
      (plain.openedBy, plain.description, plain.stage) = (nil, nil, nil)
      (plain.healedOn, plain.closedReason, plain.version) = (nil, nil, nil)
      try WoundRow(plain).insertRow(db)
      return (full, plain)
    }
    let read = try await fixture.store.writer.read { db in
      (
        try WoundRow.fetchOne(db, key: full.id.text)?.record,
        try WoundRow.fetchAll(
          db,
          sql: "SELECT * FROM wound WHERE id = ?",
          arguments: [plain.id.text]
        )
        .first?.record
      )
    }
    #expect(read.0 == full)
    #expect(read.1 == plain)
  }

  /// A field cleared on an update is cleared in the row: GRDB writes a nil optional as NULL,
  /// not by leaving the column as it was.
  @Test func aClearedFieldIsClearedInTheRow() async throws {
    let fixture = try WoundFixture()
    let opened = try await fixture.openWound()
    let read = try await fixture.store.writer.write { db in
      var wound = try #require(
        try WoundRow.fetchOne(db, key: opened.uuidString.lowercased())?.record
      )
      wound.description = "above the ankle"
      try WoundRow(wound).updateRow(db)
      wound.description = nil
      try WoundRow(wound).updateRow(db)
      return try WoundRow.fetchOne(db, key: wound.id.text)?.record
    }
    #expect(read?.description == nil)
  }

  /// The signs column read without a decoder when empty gives what the decoder gives, and a
  /// column with signs, spaces or an unknown name is still read by the decoder.
  @Test func theEmptySignsColumnReadsAsTheDecoderReadsIt() throws {
    #expect(try AssessmentAdapter.infectionSigns("[]") == [])
    #expect(try AssessmentAdapter.infectionSigns("[ ]") == [])
    #expect(
      try AssessmentAdapter.infectionSigns(#"["purulence","fever"]"#) == [.purulence, .fever]
    )
    #expect(throws: (any Error).self) { try AssessmentAdapter.infectionSigns(#"["itch"]"#) }
    #expect(throws: (any Error).self) { try AssessmentAdapter.infectionSigns("") }
  }
}
