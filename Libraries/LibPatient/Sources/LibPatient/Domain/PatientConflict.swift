import Foundation

/// A change the nurse made that the server refused because a colleague changed the patient
/// first. The server's version is in the cache; the nurse's is kept here until she chooses.
public struct PatientConflict: Equatable, Sendable, Identifiable {
  /// The conflict's own id, for `PatientLibrary.resolveConflict(_:keep:)`.
  public var id: UUID
  /// The patient both versions are of.
  public var patientID: UUID
  /// The patient as the nurse left her.
  public var mine: Patient
  /// The patient as the server had her when it refused the change.
  public var theirs: Patient
  /// When the server refused the change.
  public var createdAt: Date

  public init(id: UUID, patientID: UUID, mine: Patient, theirs: Patient, createdAt: Date) {
    self.id = id
    self.patientID = patientID
    self.mine = mine
    self.theirs = theirs
    self.createdAt = createdAt
  }
}

/// Which side of a conflict the nurse keeps.
public enum ConflictResolution: String, Sendable, CaseIterable {
  /// Her change, sent again on top of the server's version.
  case mine
  /// The server's version; her change is dropped.
  case theirs
}

/// A conflict id that names no open conflict.
public struct ConflictNotFound: Error, Equatable, Sendable, CustomStringConvertible {
  /// The id asked for.
  public var id: UUID

  public init(id: UUID) { self.id = id }

  /// One line for stderr.
  public var description: String { "sync: no open conflict with id \(id.uuidString.lowercased())" }
}
