import Foundation
import LibMessage
import LibPatient
import LibWound

/// One patient's record as the libraries give it, read once for the physician report or the
/// FHIR export: every number in it is LibWound's (area, PUSH, reduction, trajectory).
struct PatientRecordSnapshot {
  var patient: Patient
  var braden: [BradenAssessment]
  /// Her wounds, open ones first, as `WoundLibrary.wounds(of:)` orders them.
  var wounds: [WoundDetail]
  /// The photos the wounds' current assessments name, by content id.
  var photos: [String: (photo: Photo, bytes: Data)]
  var messages: [Message]
  /// Her visits, oldest first, voided ones carrying their void.
  var visits: [Visit] = []
  /// Her ABPI measurements, oldest first.
  var abpi: [ABPIMeasurement] = []
  /// Why her photos were left out (her consent does not cover sharing), when she has some.
  var photosLeftOut: String?

  /// Reads the patient `id` (already resolved, so an unknown one was refused with 66), her
  /// wounds (only `woundID` when given), their photos, her Braden history and, when asked, the
  /// care team's thread.
  @MainActor
  static func load(
    _ app: AppEnvironment,
    patientID id: Patient.ID,
    woundID: Wound.ID? = nil,
    includeMessages: Bool = false
  ) async throws -> PatientRecordSnapshot {
    let patient = try await app.patients.patient(id)
    let summaries = try await app.wounds.wounds(of: id)
    var wounds: [WoundDetail] = []
    for summary in summaries where woundID == nil || summary.id == woundID {
      var detail = try await app.wounds.wound(summary.id)
      // The detail read once carries no plan (only its observation follows it): the report
      // shows each wound's plan and who last changed it.
      detail.carePlan = try await app.wounds.plan(of: summary.id)
      wounds.append(detail)
    }
    var photos: [String: (photo: Photo, bytes: Data)] = [:]
    var pending = Set<String>()
    let named = Set(wounds.flatMap { $0.currentAssessments.flatMap(\.assessment.photoIDs) })
    // Photos leave the record only with her consent to share them (docs/clinical-rules.md,
    // "Photo consent"): without it, none is read and the report and export say why.
    let sharing = patient.photoConsent.allowsSharing
    for photoID in named {
      guard sharing, try await !app.wounds.photoFacts(photoID).isPending else {
        pending.insert(photoID)
        continue
      }
      photos[photoID] = try await app.wounds.photo(photoID)
    }
    // A colleague's photo not yet uploaded has no bytes here: the report and the export leave
    // it out rather than name bytes they do not hold.
    for wound in wounds.indices where !pending.isEmpty {
      for entry in wounds[wound].assessments.indices {
        wounds[wound].assessments[entry].assessment.photoIDs.removeAll(where: pending.contains)
      }
    }
    return PatientRecordSnapshot(
      patient: patient,
      braden: try await app.patients.bradenHistory(of: id).sorted { $0.assessedAt < $1.assessedAt },
      wounds: wounds,
      photos: photos,
      messages: includeMessages ? try await messageThread(app, id) : [],
      visits: try await app.wounds.visits(of: id).sorted { $0.visitedAt < $1.visitedAt },
      abpi: try await app.patients.abpiHistory(of: id).sorted { $0.measuredAt < $1.measuredAt },
      photosLeftOut: named.isEmpty ? nil : patient.photoConsent.sharingRefusal
    )
  }

  /// The thread is read without a login: reading it needs no author, and an export must not
  /// leave out what the team wrote because this machine is logged out.
  @MainActor
  private static func messageThread(_ app: AppEnvironment, _ id: Patient.ID) async throws
    -> [Message]
  {
    let reader = (try? SessionStore.current().username) ?? ""
    return try await MessageLibrary.live(store: app.store, nurse: reader, now: app.now)
      .thread(patientID: id)
  }

  /// Who produces a report or an export: the nurse logged in, else this machine's user.
  static func producer() -> String {
    (try? SessionStore.current().username) ?? ProcessInfo.processInfo.userName
  }
}

extension BradenScores {
  /// The six subscales in the scale's order (sensory perception, moisture, activity, mobility,
  /// nutrition, friction and shear): the report's columns and the export's components.
  var inScaleOrder: [Int] {
    [sensoryPerception, moisture, activity, mobility, nutrition, frictionShear]
  }
}
