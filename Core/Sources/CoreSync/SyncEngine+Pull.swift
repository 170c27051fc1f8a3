import CoreContract
import CoreDatabase
import CoreHTTP
import Foundation

extension SyncEngine {
  /// Pulls the team's change log to its end. Returns how many changes were applied.
  ///
  /// Pages are applied one after the other, each with its cursor in one transaction; the
  /// next page is fetched while the one before it is applied.
  public func pull() async throws -> Int {
    var progress = SyncProgress()
    try await pull(counting: &progress)
    return progress.pulled
  }

  /// `pull()`, counting each applied page and downloaded photo into `progress` as it goes.
  ///
  /// The pages are stored with the writer set for a run of large transactions
  /// (`Store.writingInBulk`): with SQLite's default cache and checkpoints, a full pull of a
  /// large team spent more and more of each page's time writing and reading back index pages
  /// (docs/speed.md, "The full pull and the size of the team").
  func pull(counting progress: inout SyncProgress) async throws {
    try await store.writingInBulk { try await pullPages(counting: &progress) }
  }

  private func pullPages(counting progress: inout SyncProgress) async throws {
    var (cursor, log) = try await store.read { db in
      (
        try Int64.fetchOne(
          db,
          sql: "SELECT cursor FROM sync_cursor WHERE feed = ?",
          arguments: [Self.feed]
        ) ?? 0,
        try SyncRewind.storedLog(in: db)
      )
    }
    var first = try await page(since: cursor)
    // Another log than the cursor's: the server was restored from a backup, and the cursor's
    // numbers now name other records or none. Start the restored log over (`SyncRewind`).
    if let restored = first.log, let known = log, restored != known {
      try await store.writer.write { db in
        try SyncRewind.begin(log: restored, kinds: kinds, in: db)
      }
      (cursor, log) = (0, restored)
      first = try await page(since: 0)
    }
    var fetching = Task<PulledPage, any Error> { [first] in first }
    // The bytes asked for in this pull: one the server does not hold yet is asked once.
    var asked = Set<String>()
    while true {
      let page = try await fetching.value
      // A page that does not move the cursor forward would be asked for again for ever.
      let more = page.hasMore && page.next > cursor
      // The next page is asked for while this one is applied: its `since` is known already,
      // and the server and the network then work while this store writes. It is only read
      // here; it is applied, with its cursor, after this page's transaction.
      if more { fetching = Task { [next = page.next] in try await self.page(since: next) } }
      do {
        // Records first, photos after: the page is applied at once (an attachment whose bytes
        // this machine lacks is parked), then the bytes parked records name are fetched and
        // those records applied, so a cut photo download never holds back the records.
        let (applied, requeued) = try await apply(page, last: !more)
        progress.pulled += applied
        progress.requeued += requeued
        meter.counts(progress)
        let parked = try await store.read { db in
          try SyncApply.parkedChanges(kinds: kinds, in: db)
        }
        var fetched = try await downloadBlobs(
          of: page.changes + parked,
          asked: &asked,
          counting: &progress
        )
        // At the log's end, the bytes of records stored before them (a colleague's photo
        // that was not uploaded yet at an earlier pull).
        if !more { fetched += try await downloadStoredBlobs(asked: &asked, counting: &progress) }
        if fetched > 0 {
          progress.pulled += try await store.writer.write { db in
            try SyncApply.retryParked(kinds: kinds, in: db)
          }
          meter.counts(progress)
        }
      } catch {
        if more { fetching.cancel() }
        throw error
      }
      guard more else { break }
      cursor = page.next
    }
  }

  /// The page after `cursor`, each record read once, as its kind's type.
  private func page(since cursor: Int64) async throws -> PulledPage {
    let response = try await send(
      HTTPRequest(
        method: "GET",
        path: ContractPaths.changes,
        query: [
          URLQueryItem(name: "since", value: String(cursor)),
          URLQueryItem(name: "limit", value: String(pageSize)),
        ]
      )
    )
    guard response.status == 200,
      let page = try? PulledChange.decoder(kinds: kinds).decode(
        PulledPage.self,
        from: response.body
      )
    else { throw UnreadableAnswer(status: response.status) }
    return page
  }

  /// Applies a page, retries what was parked, and stores the cursor: all or nothing. Returns
  /// how many of the team's changes applied: her own accepted changes coming back (`SyncEcho`)
  /// are applied but not counted as received; and how many entries a rewind's end queued
  /// again (`SyncRewind`).
  private func apply(_ page: PulledPage, last: Bool) async throws -> (Int, Int) {
    try await store.writer.write { db in
      var applied = 0
      var echoes = try SyncEcho.expected(in: db)
      let rewinding = try SyncRewind.isUnderWay(in: db)
      if rewinding { try SyncRewind.seen(page.changes, in: db) }
      for change in page.changes where try SyncApply.applyOrPark(change, kinds: kinds, in: db) {
        if try echoes.isEmpty || !echoes.isEcho(change, in: db) { applied += 1 }
      }
      // At the log's end every change she pushed before this pull has come back.
      if last { try SyncEcho.forgetAll(in: db) }
      applied += try SyncApply.retryParked(kinds: kinds, in: db)
      try db.cachedStatement(
        sql: """
          INSERT INTO sync_cursor (feed, cursor, log) VALUES (?, ?, ?)
          ON CONFLICT (feed) DO UPDATE SET cursor = excluded.cursor,
            log = COALESCE(excluded.log, sync_cursor.log)
          """
      ).execute(arguments: [Self.feed, page.next, page.log])
      let requeued =
        last && rewinding ? try SyncRewind.finish(kinds: kinds, at: now(), in: db) : 0
      return (applied, requeued)
    }
  }
}
