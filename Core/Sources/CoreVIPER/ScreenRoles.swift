import CoreTerminal

/// The View as its presenter sees it: something that shows a new ViewData.
/// Presenters hold it weakly; presenter tests pass a recording stub.
@MainActor
public protocol ViewDisplaying<ViewData>: AnyObject {
  associatedtype ViewData
  func display(_ data: ViewData)
}

/// The Presenter as its view sees it: started once, then told each Action.
@MainActor
public protocol ActionHandling<Action>: AnyObject {
  associatedtype Action: Sendable
  /// Loads the first data (the view shows its loading state until then).
  func start() async
  func handle(_ action: Action) async
}

/// The pure part of a View: ViewData -> terminal lines, keys -> Actions.
///
/// A layout holds no state and makes no decision, so every ViewData permutation can be
/// snapshot-tested as text without a terminal.
public protocol ViewLayout<ViewData, Action>: Sendable {
  associatedtype ViewData
  associatedtype Action: Sendable
  /// The lines to draw, none wider than `size.columns`.
  func lines(for data: ViewData, size: TerminalSize) -> [String]
  /// The screen's key table in this state, declared once: each key, its name, its Action and
  /// whether it is among the four the bottom bar shows (a `short` word). The actions, `?`, the
  /// command palette (`:`) and the bottom bar all read it.
  func keyTable(for data: ViewData, size: TerminalSize) -> [KeyBinding<Action>]
  /// The Action a key means in this state, or nil when it means nothing here.
  func action(for key: Key, in data: ViewData) -> Action?
  /// The Action a key means in this state on a terminal of `size`: a list pages by the rows
  /// it shows (`ListMove`). By default the size changes nothing.
  func action(for key: Key, in data: ViewData, size: TerminalSize) -> Action?
  /// The keys that mean something in this state, for `?`: by default the key table's names.
  func keyHelp(for data: ViewData) -> [KeyHelp]
  /// Whether printable keys are text being typed in this state.
  func isEditingText(_ data: ViewData) -> Bool
  /// The keys the bottom bar shows in this state, or nil for the Navigator's own line: by
  /// default the first four the key table marks.
  func barKeys(for data: ViewData) -> [KeyHelp]?
}

extension ViewLayout {
  public func isEditingText(_ data: ViewData) -> Bool { false }

  /// The first four keys the key table marks for the bar; nil (the Navigator's line of the
  /// keys that work everywhere) when it marks none.
  public func barKeys(for data: ViewData) -> [KeyHelp]? {
    keyTable(for: data, size: .standard).barKeys()
  }

  public func action(for key: Key, in data: ViewData, size: TerminalSize) -> Action? {
    action(for: key, in: data)
  }

  /// The key table's Action for `key`.
  public func action(for key: Key, in data: ViewData) -> Action? {
    keyTable(for: data, size: .standard).action(for: key)
  }

  /// The key table's names.
  public func keyHelp(for data: ViewData) -> [KeyHelp] {
    keyTable(for: data, size: .standard).keyHelp()
  }
}

/// A presenter as its builder binds it: it shows each new ViewData through the view it holds
/// weakly, and has one to show before its first data (its loading state).
@MainActor
public protocol ViewPresenting<ViewData>: ActionHandling {
  associatedtype ViewData
  /// Weak: the screen owns its presenter, not the other way round.
  var view: (any ViewDisplaying<ViewData>)? { get set }
  /// What the screen shows now.
  var viewData: ViewData { get }
}

/// Binds a layout and a presenter into a `Screen` the Navigator can hold.
///
/// It keeps the last ViewData the presenter displayed so the Navigator can redraw it on a
/// resize; it decides nothing itself.
@MainActor
public final class TerminalView<Layout: ViewLayout, Presenter: ActionHandling>: Screen,
  ViewDisplaying
where Presenter.Action == Layout.Action {
  public let layout: Layout
  /// The screen owns its presenter (Navigator -> screen -> presenter).
  public var presenter: Presenter?
  public private(set) var data: Layout.ViewData
  public var onChange: (@MainActor () -> Void)?
  /// The size last rendered at: keys are read at the size the nurse sees.
  private var size = TerminalSize.standard

  public init(layout: Layout, initial data: Layout.ViewData) {
    self.layout = layout
    self.data = data
  }

  /// The screen of `layout` bound to `presenter` both ways, showing the presenter's ViewData
  /// until its first data: every screen's builder ends here.
  public convenience init(layout: Layout, presenter: Presenter)
  where Presenter: ViewPresenting, Presenter.ViewData == Layout.ViewData {
    self.init(layout: layout, initial: presenter.viewData)
    self.presenter = presenter
    presenter.view = self
  }

  public func display(_ data: Layout.ViewData) {
    self.data = data
    onChange?()
  }

  public func start() async {
    await presenter?.start()
  }

  public func render(size: TerminalSize) -> [String] {
    self.size = size
    return layout.lines(for: data, size: size)
  }

  public func handle(_ key: Key) async {
    guard let action = layout.action(for: key, in: data, size: size) else { return }
    await presenter?.handle(action)
  }

  public var keyHelp: [KeyHelp] { layout.keyHelp(for: data) }

  /// The key table's named entries, each sending its Action to the presenter.
  public var commands: [PaletteCommand] {
    layout.keyTable(for: data, size: size).paletteCommands { [weak self] action in
      await self?.presenter?.handle(action)
    }
  }

  /// Whether `key` means something on the screen as shown.
  public func takes(_ key: Key) -> Bool {
    layout.action(for: key, in: data, size: size) != nil
  }
  public var isEditingText: Bool { layout.isEditingText(data) }
  public var barKeys: [KeyHelp]? { layout.barKeys(for: data) }
}
