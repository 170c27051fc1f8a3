import CoreTerminal
import CoreVIPER
import Foundation
import LibPatient
import LibWound

/// Heals a wound (on a day, today by default) or closes it for another reason, as the shared
/// `QuestionFormPresenter` asks it: one question, then the summary to confirm.
@MainActor
final class WoundStatusForm: RoutedQuestionForm {
  private let woundID: Wound.ID
  private let change: WoundStatusChange
  private let interactor: any WoundStatusFormInteracting
  let router: any FormExitRouting
  private let today: () -> CalendarDate
  private var text = ""
  /// The day the wound was opened: a healing day before it is refused where it is typed.
  private var openedOn: CalendarDate?
  private(set) var title: String

  init(
    woundID: Wound.ID,
    change: WoundStatusChange,
    interactor: any WoundStatusFormInteracting,
    router: any FormExitRouting,
    today: @escaping () -> CalendarDate
  ) {
    self.woundID = woundID
    self.change = change
    self.interactor = interactor
    self.router = router
    self.today = today
    self.title = change == .heal ? "Heal wound" : "Close wound"
  }

  let needsLoading = true
  var fields: [WoundStatusFormField] { [change == .heal ? .healedOn : .reason] }

  func load() async -> String? {
    do {
      let wound = try await interactor.wound(woundID)
      title = "\(change == .heal ? "Heal" : "Close") \(WoundText.title(wound))"
      openedOn = wound.openedOn
      guard wound.status.isOpen else { return "This wound is \(WoundText.status(wound.status))." }
      return nil
    } catch WoundLookupError.woundNotFound {
      return "No wound with id \(woundID.uuidString.lowercased())."
    } catch {
      return "Could not read the wound: \(readableMessage(for: error))"
    }
  }

  func answer(_ field: WoundStatusFormField) -> String { text }

  func shownAnswer(_ field: WoundStatusFormField) -> String {
    text.isEmpty ? (field == .healedOn ? "today" : WoundText.none) : text
  }

  func submit(_ input: String, for field: WoundStatusFormField) -> String? {
    switch field {
    case .healedOn:
      guard !input.isEmpty else {
        text = ""
        return nil
      }
      guard let day = CalendarDate(input) else {
        return "\(field.label): \"\(input)\" is not a date (YYYY-MM-DD)"
      }
      guard day <= today() else { return "\(field.label): \(day) is in the future" }
      if let early = WoundText.beforeOpening(day, typed: day.description, openedOn: openedOn) {
        return "\(field.label): \(early)"
      }
      text = day.description
    case .reason:
      guard !input.isEmpty else { return "\(field.label): say why the wound is closed" }
      text = input
    }
    return nil
  }

  func save(changed: [WoundStatusFormField]) async -> QuestionFormSaveResult<WoundStatusFormField> {
    do {
      switch change {
      case .heal:
        try await interactor.heal(woundID, on: CalendarDate(text))
        router.route(to: .saved(notice: SavedNotice.added("the wound is healed")))
      case .close:
        try await interactor.close(woundID, reason: text)
        router.route(to: .saved(notice: SavedNotice.added("the wound is closed")))
      }
      return .saved
    } catch {
      return WoundText.refused(
        error,
        openedOn: openedOn,
        label: \.label,
        asking: WoundStatusFormField.init(rawValue:)
      )
    }
  }
}
