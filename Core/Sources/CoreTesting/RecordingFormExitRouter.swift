import CoreVIPER

/// A form's router for presenter tests: it records where the form sent the nurse instead of
/// leaving a screen.
@MainActor
public final class RecordingFormExitRouter: FormExitRouting {
  /// Every route taken, oldest first.
  public private(set) var routes: [FormExit] = []

  /// A router that has been nowhere yet.
  public init() {}

  public func route(to route: FormExit) { routes.append(route) }
}
