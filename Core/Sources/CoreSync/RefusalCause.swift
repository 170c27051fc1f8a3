/// Why the server refused a change, in the terms a nurse is told: read from the answer's
/// status and problem type, never from its `detail`, which could quote what was sent.
public enum RefusalCause: Equatable, Sendable {
  /// 404: the record, or the one it hangs under, is not in her team's record (removed,
  /// erased, or its id is another team's; the server does not say which, on purpose).
  case notOnTeamRecord
  /// 422: a rule of the team's record refuses a value (the refusal's `field` names it).
  case breaksRule
  /// 409: the id already holds another record, or the record was erased.
  case idTaken
  /// 413: the change is over the server's size limit.
  case tooLarge
  /// A later change of a record whose creation was refused: it waits beside that creation.
  case waitsForCreation
  /// A refusal this app has no words for (a malformed request, a problem type it does not
  /// know): the status and type stay in `nurse status --json`.
  case unknown

  /// The cause of a refusal answered with `status` and the problem type `problemType`
  /// (`https://…/problems/validation`, or its last segment alone).
  public init(status: Int, problemType: String?, waitsForCreation: Bool = false) {
    if waitsForCreation {
      self = .waitsForCreation
      return
    }
    let kind = problemType?.split(separator: "/").last.map(String.init)
    switch (status, kind) {
    case (404, _): self = .notOnTeamRecord
    case (422, "validation"), (422, nil): self = .breaksRule
    case (409, _): self = .idTaken
    case (413, _): self = .tooLarge
    default: self = .unknown
    }
  }
}
