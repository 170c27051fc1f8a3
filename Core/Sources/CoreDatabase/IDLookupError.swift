import Foundation

/// An id a nurse typed (whole, or its first characters as the app prints them) that names no
/// record of its kind, names several, or cannot be an id of its kind. The one lookup error of
/// LibPatient, LibWound and LibMessage (each names it), so the app and another tool read it one
/// way: the app answers 66 for the first two and 64 for the last.
public enum IDLookupError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What the id was meant to name; its raw value is the record's name and table.
  public enum Entity: String, Sendable {
    /// A patient (a UUID).
    case patient
    /// A wound (a UUID).
    case wound
    /// An assessment (a UUID).
    case assessment
    /// A stored photo (the SHA-256 of its bytes).
    case photo
    /// A visit, or a void of one (a UUID).
    case visit
    /// A message (a UUID).
    case message

    /// The shape of the ids of this kind.
    public var shape: IDPrefix.Shape { self == .photo ? .sha256 : .uuid }
  }

  /// Nothing of this kind has this id or id prefix.
  case notFound(Entity, String)
  /// The prefix matches several; the nurse must type more of it.
  case ambiguous(Entity, String, matches: Int)
  /// Fewer than four characters, or characters an id of this kind cannot start with.
  case malformed(Entity, String)

  /// One line for stderr, naming the id typed and nothing about the patient.
  public var description: String {
    switch self {
    case .notFound(let entity, let text):
      return "\(entity.rawValue): no \(entity.rawValue) with id \(text)"
    case .ambiguous(let entity, let text, let matches):
      let name = entity.rawValue
      return "\(name): id \(text) matches \(matches) \(name)s; type more of it"
    case .malformed(let entity, let text):
      let whole = entity == .photo ? "its SHA-256" : "a UUID"
      return "\(entity.rawValue): \(text) is not a \(entity.rawValue) id"
        + " (\(whole) or at least 4 of its first characters)"
    }
  }

  /// The one id of `entity` that `typed` names: `matching` lists the stored ids that start
  /// with its prefix (a full id is a prefix of itself only). Throws `malformed` for text that
  /// cannot start such an id, `notFound` for none, `ambiguous` for several.
  public static func resolve<ID>(
    _ typed: String,
    as entity: Entity,
    matching: (IDPrefix) async throws -> [ID]
  ) async throws -> ID {
    let text = typed.trimmingCharacters(in: .whitespaces)
    guard let prefix = IDPrefix(text, shape: entity.shape) else {
      throw IDLookupError.malformed(entity, text)
    }
    let matches = try await matching(prefix)
    switch matches.count {
    case 0: throw IDLookupError.notFound(entity, text)
    case 1: return matches[0]
    default: throw IDLookupError.ambiguous(entity, text, matches: matches.count)
    }
  }
}
