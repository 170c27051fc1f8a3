import CoreTerminal
import CoreVIPER

extension PatientDetailView {
  /// The patient's key table in this state: the actions, `?` and the palette read it.
  func keyTable(for data: PatientDetailViewData, size: TerminalSize)
    -> [KeyBinding<PatientDetailAction>]
  {
    bindings(data)
  }
}
