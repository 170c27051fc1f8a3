import CoreContract
import CoreDatabase
import CoreHTTP
import Foundation

/// Pushes the outbox and pulls the team's change log, for every kind the libraries declare.
///
/// Push first, oldest entry first and many entries per request, so a parent (a patient) always
/// reaches the server before what hangs under it. An entry leaves the outbox only in the
/// transaction that stores the server's answer, or moves to the refused changes when the
/// server refuses it. Then the one
/// change log is pulled page by page, each run of pages applied with its cursor in one
/// transaction.
///
/// ```swift
/// let engine = SyncEngine(store: store, client: client, kinds: patients.syncedKinds + wounds.syncedKinds)
/// let report = try await engine.sync()
/// ```
public struct SyncEngine: Sendable {
  let store: Store
  let client: any HTTPClient
  let kinds: [RecordType: any SyncedKind]
  let blobStore: (any BlobStore)?
  let pageSize: Int
  let pagesPerWrite: Int
  let pushBatchSize: Int
  let retry: SyncRetry
  /// Photo bytes whose download a cut interrupted, for this engine's next attempt.
  let partialDownloads = PartialDownloads()
  /// What this engine's syncs are doing, for the watcher given.
  let meter: SyncMeter
  let now: @Sendable () -> Date

  /// The cursor's name in `sync_cursor`: one feed, the team's change log.
  static let feed = "team"

  /// - Parameters:
  ///   - kinds: every kind this store keeps; a pulled change of another kind is parked.
  ///   - blobs: where the bytes named by records (photos) live, if any kind names some.
  ///   - pageSize: the `limit` asked of the server per page.
  ///   - pagesPerWrite: how many pages a pull stores in one transaction, with the cursor of the
  ///     last: fewer commits, and an index page a run of pages dirties is written once
  ///     (docs/speed.md, "The full pull and the size of the team"). A sync killed mid-pull
  ///     resumes after the last run stored.
  ///   - pushBatchSize: the most outbox entries one push request carries.
  ///   - retry: how `sync()` carries on when the server cannot be reached; `.never` stops at
  ///     the first failure.
  ///   - watch: told what the sync is doing as it goes (`SyncActivity`), for a progress line;
  ///     called on the sync's task, so it must return at once.
  public init(
    store: Store,
    client: any HTTPClient,
    kinds: [any SyncedKind],
    blobs: (any BlobStore)? = nil,
    pageSize: Int = 1000,
    pagesPerWrite: Int = 4,
    pushBatchSize: Int = 200,
    retry: SyncRetry = .never,
    watch: (@Sendable (SyncActivity) -> Void)? = nil,
    now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.store = store
    self.client = client
    self.kinds = Dictionary(kinds.map { ($0.type, $0) }, uniquingKeysWith: { first, _ in first })
    self.blobStore = blobs
    self.pageSize = pageSize
    self.pagesPerWrite = max(pagesPerWrite, 1)
    self.pushBatchSize = min(max(pushBatchSize, 1), Wire.BatchRequest.maxEntries)
    self.retry = retry
    self.meter = SyncMeter(watch: watch)
    self.now = now
  }

  /// Pushes, then pulls, retrying what a bad link broke as `retry` says. Throws
  /// `SyncError.temporary` (outbox intact, safe to rerun) once `retry.giveUpAfter` seconds
  /// passed without progress, or `SyncError.unauthorized`. A change the server refuses moves
  /// to the refused changes and does not stop the others; the report counts it.
  public func sync() async throws -> SyncReport {
    var progress = SyncProgress()
    var failures = 0
    var lastProgress = ContinuousClock.now
    while true {
      let before = progress
      do {
        try await push(counting: &progress)
        try await pull(counting: &progress)
        // A restored server's log lacked records of this store: they were queued again at its
        // end, and go now rather than at the next sync.
        if progress.requeued > 0 {
          progress.requeued = 0
          try await push(counting: &progress)
          try await pull(counting: &progress)
        }
        break
      } catch let error as SyncError {
        guard SyncRetry.mayPass(error) else { throw error }
        if progress != before {
          lastProgress = .now
          failures = 0
        }
        // The last attempt is made at the deadline: the pause never carries past it.
        let left = .milliseconds(Int(retry.giveUpAfter * 1000)) - lastProgress.duration(to: .now)
        guard left > .zero else { throw error }
        let delay = min(.milliseconds(Int(retry.delay(afterFailures: failures) * 1000)), left)
        failures += 1
        meter.retrying(
          in: Double(delay.components.seconds) + Double(delay.components.attoseconds) / 1e18,
          after: error.description
        )
        try await Task.sleep(for: delay)
        meter.retrying(in: nil, after: nil)
      }
    }
    var report = SyncReport(pushed: progress.pushed, pulled: progress.pulled)
    let ledger = SyncLedger(store: store)
    report.pending = try await ledger.pendingCount()
    report.conflicts = try await ledger.conflicts().count
    report.refused = try await ledger.refused().count
    report.parked = try await ledger.parkedCount()
    return report
  }

  /// Sends a request, turning what stops a sync into `SyncError`; other answers are returned.
  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    let response: HTTPResponse
    do {
      response = try await client.send(request)
    } catch let error as HTTPError {
      throw SyncError.temporary(reason: OutboxFailure.describe(error))
    }
    if response.status == 401 { throw SyncError.unauthorized }
    if response.status >= 500 {
      throw SyncError.temporary(reason: "\(response.status) server error")
    }
    // Too many requests says "later", not "this change is wrong": never a refusal.
    if response.status == 429 { throw SyncError.temporary(reason: "429 too many requests") }
    return response
  }
}

/// A response the engine could not read: the server and this app disagree on the contract.
struct UnreadableAnswer: Error, CustomStringConvertible {
  var status: Int
  var description: String { "the server's answer (\(status)) could not be read" }
}
