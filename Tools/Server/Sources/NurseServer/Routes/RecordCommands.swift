import CoreContract
import Foundation
import HTTPTypes

/// What a record write says, checked into a `RecordCommand`, whether it came as a single
/// request (path, headers, body) or as an entry of a batch: one set of refusals, each a
/// problem naming the field at fault, whichever way it came.
enum RecordCommands {
  /// A `PUT`: `fields` strictly decoded and validated, its id the address's.
  static func put(
    _ kind: TeamRecordKind,
    id: RecordID,
    key: String?,
    fields: [String: JSONValue],
    nurse: AuthenticatedNurse,
    now: Date
  ) throws -> RecordCommand {
    let key = try RequestReading.checkedKey(key)
    let record: TeamRecordKind.Checked
    do throws(RuleViolation) {
      record = try kind.check(fields, now)
    } catch {
      throw Problem.invalid(error)
    }
    guard record.id == id else {
      throw Problem.invalid("The record's id is not the path's.", field: "id")
    }
    return .put(
      RecordWrite(
        kind: kind,
        record: record,
        idempotencyKey: key,
        requestLine: "PUT \(ContractPaths.record(kind.type, id))",
        nurse: nurse
      )
    )
  }

  /// A `PATCH` of a versioned kind: its base version required, its changes only of fields a
  /// patch may change.
  static func patch(
    _ kind: TeamRecordKind,
    id: RecordID,
    key: String?,
    baseVersion: Int?,
    fields: [String: JSONValue],
    nurse: AuthenticatedNurse,
    now: Date
  ) throws -> RecordCommand {
    try requireVersioned(kind)
    let key = try RequestReading.checkedKey(key)
    guard let baseVersion else {
      throw Problem(
        status: .preconditionRequired,
        type: "precondition-required",
        detail: "Send If-Match with the version you changed.",
        field: ContractHeaders.ifMatch
      )
    }
    guard baseVersion >= 1 else { throw RequestReading.badVersion }
    let changes = try RecordBody.patch(fields, mergeable: kind.mergeableFields)
    for change in changes {
      do throws(RuleViolation) { try kind.checkChange(change) } catch {
        throw Problem.invalid(error)
      }
    }
    return .patch(
      RecordPatchWrite(
        kind: kind,
        id: id,
        changes: changes,
        baseVersion: baseVersion,
        idempotencyKey: key,
        requestLine: "PATCH \(ContractPaths.record(kind.type, id))",
        nurse: nurse,
        now: now
      )
    )
  }

  /// A patch is for versioned kinds only: 405 for the others.
  static func requireVersioned(_ kind: TeamRecordKind) throws {
    guard kind.policy == .versioned else {
      throw Problem(
        status: .methodNotAllowed,
        type: "method-not-allowed",
        detail: "A \(kind.type) never changes once stored; send a new one instead."
      )
    }
  }

  /// The kind named `type`; a type the server does not know is 404, like an absent record.
  static func kind(_ type: RecordType) throws -> TeamRecordKind {
    guard let kind = TeamRecordKinds.kind(type) else {
      throw Problem.notFound("No such kind of record.")
    }
    return kind
  }
}
