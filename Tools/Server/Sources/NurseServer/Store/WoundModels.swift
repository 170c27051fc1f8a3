import Foundation

/// What a wound create or update came to; the route turns it into an answer.
public enum WoundWriteOutcome: Sendable {
  case created(WoundRecord)
  case updated(WoundRecord)
  /// The patient (create) or the wound (update) is absent from the nurse's team.
  case notFound
  /// A create whose wound id is already taken.
  case idTaken
  /// An update without `If-Match`.
  case preconditionRequired
  /// `If-Match` named an old version; carries the current record.
  case stale(current: WoundRecord)
  /// An update naming another patient: a wound never moves between patients.
  case patientChanged
}

/// What appending a wound assessment came to.
public enum WoundAssessmentOutcome: Sendable {
  case created(WoundAssessmentRecord)
  /// An assessment with this id is already on this wound: the stored one, unchanged.
  case alreadyStored(WoundAssessmentRecord)
  /// The wound is absent from the nurse's team.
  case notFound
  /// The id is taken by an assessment of another wound.
  case idTaken
  /// `supersedes` names no assessment of this wound.
  case supersedesUnknown
}

/// What attaching a photo to an assessment came to.
public enum PhotoAttachOutcome: Sendable {
  case created(PhotoAttachmentRecord)
  /// An attachment with this id is already on this assessment: the stored one, unchanged.
  case alreadyStored(PhotoAttachmentRecord)
  /// The assessment is absent from the nurse's team.
  case notFound
  /// The id is taken by an attachment of another assessment.
  case idTaken
  /// The team has not uploaded these bytes.
  case bytesMissing
  /// The uploaded bytes' format or size differs from the attachment's; names the field.
  case bytesDiffer(field: String)
}

/// What storing uploaded photo bytes came to.
public enum PhotoUploadOutcome: Sendable {
  case created(PhotoUploadAnswer)
  /// The team already had these bytes.
  case alreadyThere(PhotoUploadAnswer)
}

/// Photo bytes as the server serves them.
public struct StoredPhoto: Sendable {
  public var format: PhotoFormat
  public var bytes: Data
}

/// One record of the wound feed: a wound, an assessment or a photo attachment.
public enum WoundFeedRecord: Sendable, Encodable {
  case wound(WoundRecord)
  case assessment(WoundAssessmentRecord)
  case photo(PhotoAttachmentRecord)

  /// The key the record goes under in a feed entry.
  var key: String {
    switch self {
    case .wound: "wound"
    case .assessment: "assessment"
    case .photo: "photo"
    }
  }

  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .wound(let record): try record.encode(to: encoder)
    case .assessment(let record): try record.encode(to: encoder)
    case .photo(let record): try record.encode(to: encoder)
    }
  }
}
