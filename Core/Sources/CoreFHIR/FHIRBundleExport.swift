import Foundation

/// One patient's record as a FHIR R4 (4.0.1) Bundle of type `collection`: Patient, her
/// allergies, a Condition per wound, an Observation panel per current assessment (and one of
/// its infection screening), a Media
/// per photo, an Observation per Braden assessment and a Communication per message.
///
/// ```swift
/// let json = FHIRBundleExport.json(input)   // pretty-printed, ends in a newline
/// ```
///
/// References between entries are their `fullUrl`s (`urn:uuid:…`), which FHIR resolves
/// inside a bundle. Ids are the records' own UUIDs, so an export of the same record twice
/// names every resource the same way.
public enum FHIRBundleExport {
  /// The bundle as a JSON value.
  public static func bundle(_ input: FHIRExportInput) -> FHIRJSON {
    let patientID = input.patient.id
    var entries: [(UUID, FHIRJSON)] = [(patientID, FHIRPatientResources.patient(input.patient))]
    entries += FHIRPatientResources.allergies(input.patient).map { ($0.id, $0.resource) }
    var photosDone = Set<String>()
    for wound in input.wounds {
      entries.append(
        (
          wound.id,
          FHIRWoundResources.condition(wound, patientID: patientID, note: input.photosLeftOut)
        )
      )
      for assessment in wound.assessments {
        // A photo is one Media, however many assessments show it: dated by the first.
        for photoID in assessment.photoIDs where photosDone.insert(photoID).inserted {
          guard let photo = input.photos[photoID] else { continue }
          let media = FHIRWoundResources.media(
            photo,
            takenAt: assessment.takenAt,
            patientID: patientID,
            site: wound.site
          )
          entries.append((FHIRValues.photoID(photoID), media))
        }
        let panel = FHIRWoundResources.assessment(
          assessment,
          woundID: wound.id,
          patientID: patientID
        )
        entries.append((assessment.id, panel))
        if let infection = assessment.infection {
          let screening = FHIRWoundResources.infection(
            infection,
            of: assessment,
            woundID: wound.id,
            patientID: patientID
          )
          entries.append((FHIRWoundResources.infectionID(assessment.id), screening))
        }
      }
    }
    entries += input.braden.map { ($0.id, FHIRTeamResources.braden($0, patientID: patientID)) }
    entries += input.abpi.map {
      (FHIRTeamResources.abpiID($0), FHIRTeamResources.abpi($0, patientID: patientID))
    }
    entries += input.messages.map {
      ($0.id, FHIRTeamResources.communication($0, patientID: patientID))
    }
    return .object(
      ("resourceType", .string("Bundle")),
      ("id", FHIRValues.id(FHIRValues.derivedID(patientID, "bundle"))),
      ("meta", .object(("lastUpdated", FHIRValues.instant(input.exportedAt)))),
      ("type", .string("collection")),
      ("timestamp", FHIRValues.instant(input.exportedAt)),
      (
        "entry",
        .array(
          entries.map { id, resource in
            .object(("fullUrl", .string(FHIRValues.fullURL(id))), ("resource", resource))
          }
        )
      )
    )
  }

  /// The bundle as pretty-printed JSON text, ending in a newline.
  public static func json(_ input: FHIRExportInput) -> String { bundle(input).text() }
}
