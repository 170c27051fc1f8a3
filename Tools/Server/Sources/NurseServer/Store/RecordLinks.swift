import CoreContract
import Foundation

/// A live record of the writer's team that a new record's rules read: its parent, or a record
/// one of its links names. Each engine fetches it in its own SQL; the rules are applied here.
struct RelatedRow: Sendable {
  var type: RecordType
  var patientID: String
  var fields: [String: JSONValue]
}

extension RecordRules {
  /// The records `sent`'s links name, whose live rows of the writer's team the engine reads.
  static func linkedReferences(_ sent: TeamRecordKind.Checked) -> [RecordReference] {
    sent.record.links.flatMap { link in link.ids.map { RecordReference(link.type, $0) } }
  }

  /// The first rule a new record `sent` breaks against its parent (`parent`'s stored row) and
  /// the records its links name (`linked`: the team's live rows; an unknown id, an erased
  /// record and another team's are all absent, so they get one answer), nil when none.
  static func relationViolation(
    _ sent: TeamRecordKind.Checked,
    parent: RelatedRow?,
    linked: [RecordReference: RelatedRow]
  ) -> RuleViolation? {
    do throws(RuleViolation) {
      if let parent, let record = decoded(parent) {
        try sent.record.validate(parent: record)
      }
      for link in sent.record.links {
        for id in link.ids {
          try link.check(linked[RecordReference(link.type, id)].flatMap(target))
        }
      }
      return nil
    } catch {
      return error
    }
  }

  private static func decoded(_ row: RelatedRow) -> (any TeamRecord)? {
    TeamRecordKinds.kind(row.type)?.decoded(row.fields)
  }

  private static func target(_ row: RelatedRow) -> LinkTarget? {
    guard let patientID = RecordID(row.patientID), let record = decoded(row) else { return nil }
    return LinkTarget(patientID: patientID, parent: record.parent)
  }
}
