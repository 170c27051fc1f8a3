import CoreTerminal
import CoreTesting
import Testing

@testable import FeatureSync

@MainActor
struct SyncStatusViewTests {
  let layout = SyncStatusView(styling: .plain)

  static let synced = SyncStatusViewData.Fields(
    server: "http://127.0.0.1:8080",
    nurse: "anna",
    pending: "3 changes waiting to be sent (patient 1, wound 2)",
    refused: "none",
    conflicts: "1 field to settle (c)",
    parked: "none",
    lastSync: "2025-06-15 09:30",
    hint: nil
  )

  func data(
    _ fields: SyncStatusViewData.Fields = synced,
    syncLine: SyncStatusViewData.SyncLine = .idle,
    canSync: Bool = true
  ) -> SyncStatusViewData {
    SyncStatusViewData(
      content: .status(fields),
      syncLine: syncLine,
      canSync: canSync,
      canOpenLists: true
    )
  }

  @Test func loading() {
    assertLines(of: layout, for: .loading)
  }

  @Test func neverSyncedNotLoggedIn() {
    let fields = SyncStatusViewData.Fields(
      server: "not logged in",
      nurse: "—",
      pending: "2 changes waiting to be sent (patient 2)",
      refused: "none",
      conflicts: "none",
      parked: "none",
      lastSync: "never",
      hint: "Log in to the team server to sync and to read the team's messages: "
        + "nurse login --server URL --username NAME, then press s."
    )
    assertLines(of: layout, for: data(fields))
  }

  @Test func syncPressedWithoutALogin() {
    let fields = SyncStatusViewData.Fields(
      server: "not logged in",
      nurse: "—",
      pending: "none",
      refused: "none",
      conflicts: "none",
      parked: "none",
      lastSync: "never",
      hint: nil
    )
    let line = SyncStatusViewData.SyncLine.failed(
      "Sync failed: \(SyncStatusPresenter.notLoggedIn)"
    )
    assertLines(of: layout, for: data(fields, syncLine: line), widths: [80, 40])
  }

  @Test func synced() {
    assertLines(of: layout, for: data())
  }

  @Test func refusedAndParked() {
    var fields = Self.synced
    fields.refused = "2 changes refused (r)"
    fields.parked = "1 change from the team waiting to apply"
    fields.hint = "The server refused some of your changes: press r to correct or discard them."
    assertLines(of: layout, for: data(fields), widths: [80, 60, 40])
  }

  @Test func everyKindPending() {
    var fields = Self.synced
    fields.pending =
      "12 changes waiting to be sent (patient 2, braden 1, wound 3, assessment 4, message 2)"
    assertLines(of: layout, for: data(fields), widths: [80, 60, 40])
  }

  @Test func syncing() {
    assertLines(of: layout, for: data(syncLine: .syncing, canSync: false))
  }

  @Test func syncingWithProgress() {
    let line = "2 sent, 5 received · photo down 0.5 of 1.0 MB, 250 kB/s, 2 s left"
    assertLines(of: layout, for: data(syncLine: .progress(line), canSync: false), widths: [80, 40])
  }

  @Test func syncSucceeded() {
    let line = "Synced: 3 sent, 5 received, 1 conflict to settle, 1 refused, 0 waiting."
    assertLines(of: layout, for: data(syncLine: .succeeded(line)))
  }

  @Test func offlineFailure() {
    assertLines(of: layout, for: data(syncLine: .failed("Sync failed: offline: nothing was lost")))
  }

  @Test func storeError() {
    let data = SyncStatusViewData(
      content: .failed(message: "Could not read the local store: disk I/O error"),
      syncLine: .idle,
      canSync: false,
      canOpenLists: false
    )
    assertLines(of: layout, for: data)
  }

  @Test func keys() {
    #expect(layout.action(for: .character("s"), in: data()) == .syncNow)
    #expect(layout.action(for: .character("s"), in: data(canSync: false)) == nil)
    #expect(layout.action(for: .enter, in: data()) == .openConflicts)
    #expect(layout.action(for: .character("c"), in: data()) == .openConflicts)
    #expect(layout.action(for: .character("r"), in: data()) == .openRefused)
    #expect(layout.action(for: .character("r"), in: .loading) == nil)
    #expect(layout.action(for: .escape, in: data()) == .back)
    #expect(layout.action(for: .character("q"), in: data()) == .back)
  }

  @Test func linesFitTheWidth() {
    for width in [40, 60, 80] {
      let lines = layout.lines(
        for: data(syncLine: .failed("Sync failed: offline: nothing was lost")),
        size: TerminalSize(columns: width, rows: 24)
      )
      #expect(widest(lines) <= width)
    }
  }
}
