import CoreTerminal

/// Owns the screen stack and draws the top screen on the terminal.
///
/// Interactive mode (`run(root:)`) takes the terminal over, draws the top screen clipped to
/// the terminal with a footer of global keys, redraws when the screen's view data changes or
/// the terminal is resized, and hands keys to the top screen. `?` shows the keys of the top
/// screen (unless it is taking text), Ctrl-C quits from anywhere, and popping the last screen
/// quits. Once-mode (`renderOnce`) renders a screen after it has loaded, for pipes and
/// scripts.
///
/// Ownership is one-way: the Navigator holds its screens; routers hold the Navigator weakly,
/// so a popped screen is freed.
@MainActor
public final class Navigator: Navigating {
  /// The screens, bottom first; the last one is shown.
  public private(set) var screens: [any Screen] = []
  /// Whether the key help of the top screen is shown instead of the screen.
  public private(set) var isShowingHelp = false
  /// What the last screen popped said ("Saved: …"), on the bottom line until the next key.
  public private(set) var notice: String?
  /// The commands of every screen, which the app gives (sync, messages, alerts, the day's
  /// round, all patients): in the palette (`:`) and `?` of every screen, and their keys work
  /// on every screen that leaves the key free.
  public var globalCommands: [PaletteCommand] = []

  private let terminal: any TerminalDevice
  private let styling: Styling
  private var size: TerminalSize
  private var inbox: AsyncStream<TerminalEvent>.Continuation?
  /// What the terminal shows now, so a redraw writes only the rows that changed; nil before
  /// the first frame.
  private var shown: [String]?
  /// Set by a resize: the next frame is written whole (`shown` is kept, as it says whether
  /// kitty images are on screen to delete).
  private var repaintsWhole = false
  /// Set by Ctrl-C: `run` then throws `NavigatorInterrupted`.
  private var wasInterrupted = false
  /// The loading of the screen pushed last, awaited before the next key is handed on: keys
  /// typed ahead in one burst (`Enter w` over SSH) reach the screen they were typed for,
  /// loaded, instead of a screen still loading that ignores them.
  private var loading: Task<Void, Never>?

  /// - Parameters:
  ///   - terminal: where to draw and read keys: `SystemTerminal()` in the app, a fake in tests.
  ///   - styling: how the footer and help are decorated; screens bring their own.
  public init(terminal: any TerminalDevice, styling: Styling = .plain) {
    self.terminal = terminal
    self.styling = styling
    self.size = .standard
  }

  /// Runs interactively from `root` until the last screen is popped, `quit()` is called,
  /// Ctrl-C is pressed or input ends. The terminal is restored on every way out.
  /// - Throws: `TerminalError.notATerminal` when the terminal cannot be taken over;
  ///   `NavigatorInterrupted` after Ctrl-C, once the terminal is restored, so that the app
  ///   exits 130 as terminal programs do.
  public func run(root: any Screen) async throws {
    let events = try terminal.open()
    defer { terminal.restore() }
    let (inbox, continuation) = AsyncStream<TerminalEvent>.makeStream()
    self.inbox = continuation
    wasInterrupted = false
    // Interrupts skip the queue: Ctrl-C must work even while a screen is busy with a key.
    let forwarder = Task { [weak self] in
      for await event in events {
        guard event == .key(.interrupt) else {
          continuation.yield(event)
          continue
        }
        self?.wasInterrupted = true
        self?.quit()
      }
      continuation.finish()
    }
    defer { forwarder.cancel() }
    size = terminal.size
    shown = nil
    push(root)
    for await event in inbox {
      switch event {
      case .resize(let newSize):
        size = newSize
        repaintsWhole = true
        draw()
      case .key(let key):
        await handle(key)
      }
      if screens.isEmpty { break }
    }
    self.inbox = nil
    removeAllScreens()
    if wasInterrupted { throw NavigatorInterrupted() }
  }

  public func push(_ screen: any Screen) {
    screen.onChange = { [weak self, weak screen] in
      guard let self, let screen, screen === self.screens.last else { return }
      self.draw()
    }
    screens.append(screen)
    isShowingHelp = false
    draw()
    // In a task, so that the loading state is on screen while the data loads.
    loading = Task { await screen.start() }
  }

  public func pop() {
    guard let top = screens.popLast() else { return }
    top.onChange = nil
    isShowingHelp = false
    if screens.isEmpty { quit() } else { draw() }
  }

  public func pop(saying notice: String) {
    pop()
    guard !screens.isEmpty else { return }
    self.notice = notice
    draw()
  }

  /// Goes back to the first screen, the home screen, freeing the ones above it.
  public func popToRoot() {
    guard screens.count > 1 else { return }
    for screen in screens.dropFirst() { screen.onChange = nil }
    screens.removeSubrange(1...)
    isShowingHelp = false
    draw()
  }

  public func quit() {
    removeAllScreens()
    guard let inbox else { return }
    inbox.finish()
    self.inbox = nil
    // A kitty image is the terminal's until deleted: none outlives the screens.
    if shown?.contains(where: TerminalGraphic.holdsKittyImage) == true {
      terminal.write(TerminalGraphic.deleteKittyImages)
    }
    shown = nil
    // Now, not when `run` returns: a screen may still be busy with the key that quit.
    terminal.restore()
  }

  /// What the terminal shows now: exactly `size.rows` lines, none wider than `size.columns`.
  public func frame(size: TerminalSize) -> [String] {
    guard let top = screens.last else { return [] }
    let body =
      isShowingHelp
      ? KeyHelpOverlay.lines(
        for: top.keyHelp,
        global: globals(on: top).filter { !$0.keys.isEmpty }.map(\.help),
        size: size,
        styling: styling
      )
      : top.render(size: size)
    let footer =
      notice.map { NavigatorFooter.notice($0, width: size.columns, styling: styling) }
      ?? NavigatorFooter.line(
        isShowingHelp: isShowingHelp,
        isEditingText: top.isEditingText,
        screenKeys: top.barKeys,
        width: size.columns,
        styling: styling
      )
    let bodyRows = max(0, size.rows - 1)
    var lines = body.prefix(bodyRows).map { $0.truncated(toWidth: size.columns) }
    lines += Array(repeating: "", count: bodyRows - lines.count)
    return size.rows > 0 ? lines + [footer] : []
  }

  /// Keys go to the help overlay, the Navigator (`?`) or the top screen, in that order, once
  /// the screen pushed last has loaded (`Screen.start` returns when its first data is shown).
  private func handle(_ key: Key) async {
    if let pending = loading {
      await pending.value
      if loading == pending { loading = nil }
    }
    if notice != nil {
      // The notice goes at the next key, which still does what it does.
      notice = nil
      draw()
    }
    if isShowingHelp {
      // Any key closes the help; it does nothing else.
      isShowingHelp = false
      draw()
      return
    }
    guard let top = screens.last else { return }
    if key == .character("?") && !top.isEditingText {
      isShowingHelp = true
      draw()
      return
    }
    if key == .character(":") && !top.isEditingText {
      let commands = top.commands + globals(on: top)
      push(PaletteBuilder.screen(commands: commands, navigator: self, styling: styling))
      return
    }
    if !top.isEditingText, !top.takes(key),
      let global = globalCommands.first(where: { $0.key == key })
    {
      await global.run()
      return
    }
    await top.handle(key)
  }

  /// The global commands as the palette and `?` list them on `top`: one the screen's own
  /// table already has (the home screens' `s`) is left out, and one whose key means something
  /// else there is listed without its key.
  func globals(on top: any Screen) -> [PaletteCommand] {
    let own = top.commands
    return globalCommands.compactMap { global in
      if own.contains(where: { $0.keys == global.keys && $0.name == global.name }) { return nil }
      guard let key = global.key, !top.takes(key) else {
        var keyless = global
        keyless.keys = ""
        keyless.key = nil
        return keyless
      }
      return global
    }
  }

  private func draw() {
    guard inbox != nil else { return }
    let lines = frame(size: size)
    let text = ScreenPainter.paint(lines, over: shown, whole: repaintsWhole)
    shown = lines
    repaintsWhole = false
    if !text.isEmpty { terminal.write(text) }
  }

  private func removeAllScreens() {
    for screen in screens { screen.onChange = nil }
    screens.removeAll()
    isShowingHelp = false
  }
}
