import Foundation
import LibPatient

extension WoundLibrary {
  /// The team lead's caseload: every open wound of the team's active patients with why it
  /// needs attention (`CaseloadReason`), ranked by concern (`CaseloadRanking`: the most
  /// concerning reason, then more reasons, then the longest unseen, then the id), keeping what
  /// `filter` admits. "Overdue" is `OverdueRule`'s, as in the alerts and the day's round.
  public func caseload(_ filter: CaseloadFilter = CaseloadFilter()) async throws -> [CaseloadEntry]
  {
    try await CaseloadQuery(context: context, plans: plans).execute(filter)
  }
}
