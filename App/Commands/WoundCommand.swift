import ArgumentParser
import Foundation
import LibPatient
import LibWound

/// `nurse wound …`: the wounds a nurse follows, their assessments, alerts and photos.
struct WoundCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "wound",
    abstract: "Open, assess, heal, close and reopen wounds; list alerts; show and export photos.",
    subcommands: [
      WoundAddCommand.self, WoundListCommand.self, WoundShowCommand.self,
      WoundAssessCommand.self, WoundHealCommand.self, WoundCloseCommand.self,
      WoundEditCommand.self, WoundReopenCommand.self, WoundAlertsCommand.self,
      WoundPhotoCommand.self, WoundPhotosCommand.self, WoundPlanCommand.self,
    ]
  )
}

// The vocabularies' raw values are already the kebab-case the command line uses, so an
// unknown value is ArgumentParser's usage error (64), as an unknown `--sex` is.
extension WoundType: @retroactive ExpressibleByArgument {}
extension BodySite: @retroactive ExpressibleByArgument {}
extension PressureInjuryStage: @retroactive ExpressibleByArgument {}
extension ExudateAmount: @retroactive ExpressibleByArgument {}
extension ExudateType: @retroactive ExpressibleByArgument {}

/// A wound named on the command line: a full UUID or an unambiguous prefix of 4 or more.
struct WoundIDArgument: ParsableArguments {
  @Argument(help: "The wound: its full id or its first characters (at least 4).")
  var id: String

  /// Opens the store, finds the wound, and runs `body` on it; any failure is reported with
  /// its exit code.
  func withWound(
    in global: GlobalOptions,
    readsOnce: Bool = false,
    _ body: (AppEnvironment, Wound.ID) async throws -> Void
  ) async throws {
    try await CommandFailure.report {
      let app = try await AppEnvironment.open(global, readsOnce: readsOnce)
      try await body(app, try await app.wounds.resolveWoundID(id))
    }
  }
}

extension WoundStatus {
  /// `open`, `healed` or `closed`: the JSON and screen name of the status.
  var name: String {
    switch self {
    case .open: return "open"
    case .healed: return "healed"
    case .closed: return "closed"
    }
  }
}
