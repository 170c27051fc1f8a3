import Foundation

/// One read request's audit entry: who read which records, when, through which door.
struct ReadAudit: Sendable {
  /// A record the answer carried, with the patient it belongs to (itself for a patient).
  struct Record: Sendable, Equatable {
    var type: String
    var id: String
    var patientID: String
  }

  var nurse: String
  /// What kind of access: the record type of a `GET` of one record, `changes` for a feed page.
  var access: String
  /// The id a `GET` asked for; empty for a feed page.
  var target: String
  var records: [Record]
  var at: Date
}

/// Group commit of read audits: the entries of concurrent requests are written together in one
/// transaction, and each request goes on (its answer is released) only once its own entry is
/// committed. While one batch commits the next gathers, so under load a commit's cost is shared
/// by every request waiting, and with one request alone it is one commit as before.
actor AuditAppender {
  private let commit: @Sendable ([ReadAudit]) async throws -> Void
  private var waiting: [(entry: ReadAudit, done: CheckedContinuation<Void, any Error>)] = []
  private var committing = false

  /// `commit` writes a batch durably in one transaction, or throws and writes nothing.
  init(commit: @escaping @Sendable ([ReadAudit]) async throws -> Void) {
    self.commit = commit
  }

  /// Returns once `entry` is committed; throws when its batch could not be.
  func append(_ entry: ReadAudit) async throws {
    try await withCheckedThrowingContinuation { (done: CheckedContinuation<Void, any Error>) in
      waiting.append((entry, done))
      if !committing {
        committing = true
        Task { await self.drain() }
      }
    }
  }

  private func drain() async {
    while !waiting.isEmpty {
      let batch = waiting
      waiting = []
      do {
        try await commit(batch.map(\.entry))
        for request in batch { request.done.resume() }
      } catch {
        for request in batch { request.done.resume(throwing: error) }
      }
    }
    committing = false
  }
}
