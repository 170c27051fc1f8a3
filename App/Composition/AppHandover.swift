import CoreTerminal
import CoreVIPER
import FeatureToday
import Foundation
import LibMessage
import LibWound

/// The handover (docs/care-plans.md "Handover"): LibWound's, with LibMessage's messages added
/// under its one rule (LibWound may not import LibMessage).
extension AppEnvironment {
  /// The handover of the nurse logged in, every patient of `scope` with her changes (none when
  /// nothing came). Throws `NotLoggedIn`: a handover is one nurse's.
  nonisolated func handover(_ scope: HandoverScope, since: Date? = nil) async throws
    -> [PatientHandover]
  {
    let messages = try messages()
    let nurse = try SessionStore.current().username
    let handovers = try await wounds.handover(scope, since: since)
    guard let earliest = handovers.map(\.since.instant).min() else { return [] }
    let sent = Dictionary(
      grouping: try await messages.messages(sentAfter: earliest),
      by: \.patientID
    )
    return handovers.map { handover in
      let candidates = (sent[handover.patientID] ?? []).map { message in
        HandoverChange(at: message.sentAt, by: message.author, event: .message(body: message.body))
      }
      return handover.adding(candidates, nurse: nurse)
    }
  }

  /// The handover screen printed once, every patient with changes (`nurse handover`).
  func printHandoverOnce(_ scope: HandoverScope, since: Date?) async {
    let navigator = Navigator(terminal: SystemTerminal())
    let environment = self
    let screen = TodayNavigation(
      library: wounds,
      navigator: navigator,
      now: now,
      styling: .detect(),
      timeZone: .current,
      handover: { scope in try await environment.handover(scope, since: since) }
    ).handover(scope)
    let size = TerminalSize(columns: Self.onceSize().columns, rows: 100_000)
    await Navigator.printOnce(screen, size: size)
  }
}
