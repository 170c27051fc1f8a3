import CoreContract
import Foundation
import GRDB

/// Every kind of team record the server stores: each kind the team shares (`Wire.records`), in
/// its order, a parent before its children (erasure tombstones them in the reverse order).
/// Adding a synced type needs nothing here; a kind whose server stamps a field or checks
/// something only the database knows registers its hooks in `hooks`, by its type.
enum TeamRecordKinds {
  static let all: [TeamRecordKind] = Wire.records.map { record in
    TeamRecordKind(record, hooks: hooks[record.type] ?? TeamRecordHooks())
  }

  /// What the server does beyond the generic path, for the kinds that need it.
  static let hooks: [RecordType: TeamRecordHooks] = [
    Wire.PhotoAttachment.type: photoHooks,
    Wire.Message.type: messageHooks,
    Wire.ReadMark.type: TeamRecordHooks(furthest: "upToSequence"),
    Wire.CarePlan.type: planHooks,
    Wire.HandoverSeen.type: handoverSeenHooks,
  ]

  /// The kind named `type`, nil for a type the server does not know (answered 404).
  static func kind(_ type: RecordType) -> TeamRecordKind? {
    all.first { $0.type == type }
  }

  /// A message's author is the nurse whose token sent it, and its `sequence` is its place in
  /// the change log (read marks count in it): what the client sent there is replaced.
  static let messageHooks = TeamRecordHooks(
    stampedFields: ["author", "sequence"],
    stamp: { fields, stamp in
      fields["author"] = .string(stamp.nurse.username)
      fields["sequence"] = .number(Decimal(stamp.sequence))
    }
  )

  /// A handover is marked seen by the nurse whose token sent the mark, whatever the client
  /// sent: nobody marks it seen for a colleague.
  static let handoverSeenHooks = TeamRecordHooks(
    stampedFields: ["nurse"],
    stamp: { fields, stamp in fields["nurse"] = .string(stamp.nurse.username) }
  )

  /// A plan names who wrote it or last changed it: the nurse whose token wrote it, on a create
  /// and on every merge (a merge moves `updatedAt` too), whatever the client sent.
  static let planHooks = TeamRecordHooks(
    stampedFields: ["updatedBy"],
    stamp: { fields, stamp in fields["updatedBy"] = .string(stamp.nurse.username) }
  )

  /// An attachment may reach the server before its bytes (records first, photos after, so a
  /// colleague sees the assessment and knows a photo is coming); once its team uploaded the
  /// bytes, it must name their format and size.
  static let photoHooks = TeamRecordHooks(
    requirement: UploadedPhotoRequirement(
      photoNamed: { fields in
        guard case .string(let sha256) = fields["sha256"] else { return nil }
        return sha256
      },
      check: { fields, uploaded in
        guard let uploaded else { return nil }
        if fields["format"] != .string(uploaded.format) {
          return RuleViolation(field: "format", reason: "differs from the uploaded bytes'")
        }
        if fields["byteCount"] != .number(Decimal(uploaded.byteCount)) {
          return RuleViolation(field: "byteCount", reason: "differs from the uploaded bytes'")
        }
        return nil
      }
    )
  )
}
