import CoreContract
import CoreDatabase
import CoreHTTP
import Foundation

extension SyncEngine {
  /// Pulls the team's change log to its end. Returns how many changes were applied.
  ///
  /// Pages are applied in order, `pagesPerWrite` at a time, each run of pages with its cursor
  /// in one transaction; the next run is fetched while the one before it is applied.
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
    // The pages of the next transaction are fetched and read while this one's are written:
    // the server, the network and the reading of the JSON then work while this store writes,
    // and at most two runs of pages are held at once.
    var fetching = Task { [first, cursor] in await self.run(startingWith: first, since: cursor) }
    // The bytes asked for in this pull: one the server does not hold yet is asked once.
    var asked = Set<String>()
    while true {
      let run = await fetching.value
      // A run is empty only when its first page failed; pages fetched before a failure are
      // stored first, then the failure stops the pull.
      if run.pages.isEmpty, let failure = run.failure { throw failure }
      let more = run.more && run.failure == nil
      if more { fetching = Task { [next = run.next] in await self.run(since: next) } }
      do {
        // Records first, photos after: the pages are applied at once (an attachment whose
        // bytes this machine lacks is parked), then the bytes parked records name are fetched
        // and those records applied, so a cut photo download never holds back the records.
        let (applied, requeued) = try await apply(run.pages, last: !more && run.failure == nil)
        progress.pulled += applied
        progress.requeued += requeued
        meter.counts(progress)
        let parked = try await store.read { db in
          try SyncApply.parkedChanges(kinds: kinds, in: db)
        }
        var fetched = try await downloadBlobs(
          of: run.pages.flatMap(\.changes) + parked,
          asked: &asked,
          counting: &progress
        )
        // At the log's end, the bytes of records stored before them (a colleague's photo
        // that was not uploaded yet at an earlier pull).
        if !more && run.failure == nil {
          fetched += try await downloadStoredBlobs(asked: &asked, counting: &progress)
        }
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
      if let failure = run.failure { throw failure }
      guard more else { break }
    }
  }

  /// Up to `pagesPerWrite` pages from `since` on, in order, `first` being the first when it was
  /// fetched already: the pages one transaction stores. Stops early at the log's end, or at a
  /// failure, kept with the pages fetched before it.
  private func run(startingWith first: PulledPage? = nil, since cursor: Int64) async -> PageRun {
    var run = PageRun(next: cursor)
    var waiting = first
    while run.pages.count < pagesPerWrite {
      let page: PulledPage
      if let fetched = waiting {
        (page, waiting) = (fetched, nil)
      } else {
        do { page = try await self.page(since: run.next) } catch {
          run.failure = error
          return run
        }
      }
      run.pages.append(page)
      // A page that does not move the cursor forward would be asked for again for ever.
      run.more = page.hasMore && page.next > run.next
      run.next = page.next
      guard run.more else { break }
    }
    return run
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

  /// Applies pages in order, retries what was parked, and stores the last page's cursor: all
  /// or nothing. Returns how many of the team's changes applied: her own accepted changes
  /// coming back (`SyncEcho`) are applied but not counted as received; and how many entries a
  /// rewind's end queued again (`SyncRewind`).
  private func apply(_ pages: [PulledPage], last: Bool) async throws -> (Int, Int) {
    guard let final = pages.last else { return (0, 0) }
    return try await store.writer.write { db in
      var applied = 0
      var echoes = try SyncEcho.expected(in: db)
      let rewinding = try SyncRewind.isUnderWay(in: db)
      // Nothing parked, nothing to supersede, until a change of these pages is parked.
      var parked = try SyncApply.anyParked(in: db)
      for page in pages {
        if rewinding { try SyncRewind.seen(page.changes, in: db) }
        for change in page.changes {
          guard try SyncApply.applyOrPark(change, kinds: kinds, parked: parked, in: db) else {
            parked = true
            continue
          }
          if try echoes.isEmpty || !echoes.isEcho(change, in: db) { applied += 1 }
        }
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
      ).execute(arguments: [Self.feed, final.next, pages.lazy.compactMap(\.log).last])
      let requeued =
        last && rewinding ? try SyncRewind.finish(kinds: kinds, at: now(), in: db) : 0
      return (applied, requeued)
    }
  }
}

/// The pages one transaction of a pull stores (`SyncEngine.pagesPerWrite` at most), fetched
/// while the transaction before it was written.
private struct PageRun: Sendable {
  var pages: [PulledPage] = []
  /// The cursor after the last page.
  var next: Int64
  /// Whether the log goes on after the last page.
  var more = false
  /// What stopped the fetching before the run was full, if anything did.
  var failure: (any Error)?
}
