import CoreVIPER
import Foundation
import LibWound

/// Sends the nurse from the list to a wound, a new assessment, or back.
@MainActor
final class WoundListRouter: WoundListRouting {
  /// Weak: the Navigator owns the screens, not the other way round.
  weak var navigator: (any Navigating)?
  private let makeDetail:
    @MainActor (Wound.ID, _ onSaved: @escaping @MainActor () -> Void) -> Screen
  private let makeAssessmentForm:
    @MainActor (Wound.ID, _ onSaved: @escaping @MainActor () -> Void)
      -> Screen
  private let makeWoundForm: @MainActor (_ onSaved: @escaping @MainActor () -> Void) -> Screen
  /// Called when a wound or an assessment was saved from the list or from a wound opened from
  /// it: the list reloads, so its last dates and flags are never stale.
  var onAssessmentSaved: (@MainActor () -> Void)?

  init(
    navigator: (any Navigating)?,
    makeDetail:
      @escaping @MainActor (Wound.ID, _ onSaved: @escaping @MainActor () -> Void) -> Screen,
    makeAssessmentForm:
      @escaping @MainActor (Wound.ID, _ onSaved: @escaping @MainActor () -> Void)
      -> Screen,
    makeWoundForm: @escaping @MainActor (_ onSaved: @escaping @MainActor () -> Void) -> Screen
  ) {
    self.navigator = navigator
    self.makeDetail = makeDetail
    self.makeAssessmentForm = makeAssessmentForm
    self.makeWoundForm = makeWoundForm
  }

  func route(to route: WoundListRoute) {
    switch route {
    case .detail(let id):
      navigator?.push(makeDetail(id) { [weak self] in self?.onAssessmentSaved?() })
    case .assess(let id):
      navigator?.push(makeAssessmentForm(id) { [weak self] in self?.onAssessmentSaved?() })
    case .addWound:
      navigator?.push(makeWoundForm { [weak self] in self?.onAssessmentSaved?() })
    case .back: navigator?.pop()
    }
  }
}
