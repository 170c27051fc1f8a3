import CoreContract
import Foundation
import LibPatient

/// A patient as `patient list --json` and `patient show --json` print her (docs/json.md): a
/// row of the list has the keys every patient has; `show` adds her contact details, physician,
/// allergies and notes.
struct PatientJSON: Encodable {
  var id: String
  var givenName: String
  var familyName: String
  var birthDate: String
  var sex: String
  var status: String
  var braden: BradenJSON?
  var address: String?
  var phone: String?
  var identifier: String?
  var physician: PhysicianJSON?
  var allergies: [String]?
  var notes: String?
  var photoConsent: PhotoConsentJSON?
}

/// Her answer about wound photos: `status` is `not-asked`, `given`, `refused` or `withdrawn`;
/// the day, who answered and a given consent's scope (`record`, `sharing`) when known.
struct PhotoConsentJSON: Encodable {
  var status: String
  var on: String?
  var by: String?
  var scope: String?

  init(_ consent: PhotoConsent) {
    switch consent {
    case .notAsked:
      status = "not-asked"
    case .given(let day, let by, let scope):
      (status, on, self.by, self.scope) = ("given", day.description, by, scope.rawValue)
    case .refused(let day, let by):
      (status, on, self.by) = ("refused", day.description, by)
    case .withdrawn(let day, let by):
      (status, on, self.by) = ("withdrawn", day.description, by)
    }
  }
}

/// The latest Braden: its total, risk, when and by whom.
struct BradenJSON: Encodable {
  var total: Int
  var risk: String
  var assessedAt: String
  var assessedBy: String?
}

/// The patient's physician, when one is known.
struct PhysicianJSON: Encodable {
  var name: String?
  var phone: String?
}

extension PatientJSON {
  /// A row of the list.
  init(_ summary: PatientSummary) {
    self.init(
      id: RecordID.text(summary.id),
      givenName: summary.givenName,
      familyName: summary.familyName,
      birthDate: summary.birthDate.description,
      sex: summary.sex.rawValue,
      status: summary.status.rawValue,
      braden: summary.latestBraden.map(BradenJSON.init)
    )
  }

  /// A patient with every detail she has.
  init(_ patient: Patient) {
    let details = patient.details
    self.init(
      id: RecordID.text(patient.id),
      givenName: details.givenName,
      familyName: details.familyName,
      birthDate: details.birthDate.description,
      sex: details.sex.rawValue,
      status: patient.status.rawValue,
      braden: patient.latestBraden.map(BradenJSON.init),
      address: details.address,
      phone: details.phone,
      identifier: details.identifier,
      allergies: details.allergies,
      notes: details.notes,
      photoConsent: PhotoConsentJSON(patient.photoConsent)
    )
    if details.physicianName != nil || details.physicianPhone != nil {
      physician = PhysicianJSON(name: details.physicianName, phone: details.physicianPhone)
    }
  }
}

extension BradenJSON {
  init(_ braden: BradenAssessment) {
    self.init(
      total: braden.total,
      risk: braden.risk.rawValue,
      assessedAt: JSONOutput.timestamp(braden.assessedAt),
      assessedBy: braden.assessedBy
    )
  }
}
