import CoreTerminal
import CoreVIPER

/// The sync status as terminal lines: title, labelled fields, then the line of the sync
/// started with `s`.
struct SyncStatusView: ViewLayout {
  var styling: Styling

  private static let labelWidth = 10

  func lines(for data: SyncStatusViewData, size: TerminalSize) -> [String] {
    let width = size.columns
    let skeleton = ScreenSkeleton(width: width, styling: styling)
    var lines = skeleton.head("Sync")
    switch data.content {
    case .loading:
      lines += skeleton.loading
    case .failed(let message):
      lines += skeleton.failure(message)
    case .status(let fields):
      lines += self.fields(fields, width: width)
    }
    switch data.syncLine {
    case .idle: break
    case .syncing: lines += ["", styling.yellow("Syncing…")]
    case .progress(let text):
      lines += [""] + TerminalText.wrap("Syncing… " + text, width: width).map(styling.yellow)
    case .succeeded(let text):
      lines += [""] + TerminalText.wrap(text, width: width).map(styling.green)
    case .failed(let text): lines += [""] + skeleton.failure(text)
    }
    return lines
  }

  private func fields(_ fields: SyncStatusViewData.Fields, width: Int) -> [String] {
    let rows = [
      ("Server", fields.server),
      ("Nurse", fields.nurse),
      ("Pending", fields.pending),
      ("Refused", fields.refused),
      ("Conflicts", fields.conflicts),
      ("Parked", fields.parked),
      ("Last sync", fields.lastSync),
    ]
    var lines = rows.flatMap { label, value in
      TerminalText.field(
        label,
        value,
        labelWidth: Self.labelWidth,
        width: width,
        styling: styling
      )
    }
    if let hint = fields.hint {
      lines += [""] + TerminalText.wrap(hint, width: width)
    }
    return lines
  }

  func action(for key: Key, in data: SyncStatusViewData) -> SyncStatusAction? {
    bindings(data).action(for: key)
  }

  /// The screen's key table in this state: the actions, `?`, the palette and the bar read it.
  func keyTable(for data: SyncStatusViewData, size: TerminalSize) -> [KeyBinding<SyncStatusAction>]
  {
    bindings(data)
  }

  func keyHelp(for data: SyncStatusViewData) -> [KeyHelp] {
    bindings(data).keyHelp()
  }

  /// The keys of each state, declared once for the actions and `?`.
  private func bindings(_ data: SyncStatusViewData) -> [KeyBinding<SyncStatusAction>] {
    var keys: [KeyBinding<SyncStatusAction>] = []
    if data.canSync {
      keys.append(KeyBinding([.character("s")], KeyHelp("s", "sync now", short: "sync"), .syncNow))
    }
    if data.canOpenLists {
      keys += [
        KeyBinding(
          [.enter, .character("c")],
          KeyHelp("⏎ c", "conflicts", short: "conflicts"),
          .openConflicts
        ),
        KeyBinding(
          [.character("r")],
          KeyHelp("r", "refused changes", short: "refused"),
          .openRefused
        ),
      ]
    }
    return keys + [
      KeyBinding([.escape, .character("q")], KeyHelp("esc q", "back", short: "back"), .back)
    ]
  }
}
