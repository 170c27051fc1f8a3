/// `error` in one line a nurse can read on a screen: the error's own words (the libraries'
/// errors describe themselves) with every control character shown, never obeyed, since a
/// refusal may quote what was typed or synced. An error that does not describe itself says
/// only that something unexpected happened: dumping its fields could show a patient's data.
public func readableMessage(for error: any Error) -> String {
  // Cast from `Any`: the compiler takes every `Error` for describable, the runtime does not.
  guard let described = (error as Any) as? any CustomStringConvertible else {
    return "unexpected error"
  }
  return described.description.visibleControls()
}
