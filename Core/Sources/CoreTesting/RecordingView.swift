import CoreVIPER

/// Stands in for a screen's view in presenter tests: keeps every ViewData displayed.
@MainActor
public final class RecordingView<ViewData>: ViewDisplaying {
  /// Every ViewData displayed, oldest first.
  public private(set) var displayed: [ViewData] = []

  /// A view that has displayed nothing yet.
  public init() {}

  /// The ViewData displayed last: what the screen shows now.
  public var last: ViewData? { displayed.last }

  public func display(_ data: ViewData) {
    displayed.append(data)
  }
}

extension RecordingView where ViewData == QuestionFormViewData {
  /// The question a form asks now; nil on its summary or while it loads.
  public var question: QuestionFormViewData.Question? {
    guard case .asking(let question) = last?.content else { return nil }
    return question
  }
}

/// Lets other main-actor tasks run (an observation loop, a reload) until `condition` holds.
@MainActor
public func eventually(_ condition: () -> Bool) async -> Bool {
  for _ in 0..<1_000 {
    if condition() { return true }
    await Task.yield()
  }
  return condition()
}

/// Replaces the form's draft with `text`, as a nurse would with Ctrl-U then typing, and
/// submits it.
@MainActor
public func answer<Form: QuestionForm>(_ presenter: QuestionFormPresenter<Form>, _ text: String)
  async
{
  await presenter.handle(.edit(.moveToEnd))
  await presenter.handle(.edit(.deleteToStart))
  await presenter.handle(.edit(.insert(text)))
  await presenter.handle(.submit)
}
