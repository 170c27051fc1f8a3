import CoreContract
import CoreSync
import FeatureSync
import Foundation
import LibPatient
import LibWound

/// Whose record each conflict or refused change is, as the sync screens name it: the record's
/// owners from CoreSync's ledger (an assessment's wound, the wound's patient), then the
/// patient's name and the wound's type and site through the libraries' facades, in the words
/// the patient and wound screens use.
enum AppSyncNames {
  static func names(
    of records: [RecordReference],
    in app: AppEnvironment
  ) async -> [RecordReference: SyncRecordName] {
    // A name that cannot be read leaves the record unnamed: the screen still lists it.
    guard !records.isEmpty,
      let owners = try? await app.syncLedger.owners(of: records, kinds: app.syncedKinds())
    else { return [:] }
    var patients: [RecordID: String?] = [:]
    var wounds: [RecordID: String?] = [:]
    var names: [RecordReference: SyncRecordName] = [:]
    for record in Set(records) {
      let chain = [record] + (owners[record] ?? [])
      var name = SyncRecordName.unknown
      if let patient = chain.first(where: { $0.type == Wire.Patient.type })?.id {
        if patients[patient] == nil { patients[patient] = await patientName(patient, app) }
        name.patient = patients[patient] ?? nil
      }
      if let wound = chain.first(where: { $0.type == Wire.Wound.type })?.id {
        if wounds[wound] == nil { wounds[wound] = await woundName(wound, app) }
        name.wound = wounds[wound] ?? nil
      }
      names[record] = name
    }
    return names
  }

  /// "Dupont, Marie".
  private static func patientName(_ id: RecordID, _ app: AppEnvironment) async -> String? {
    (try? await app.patients.patient(Patient.ID(id))).map { PatientName.display($0.details) }
  }

  /// "Venous leg ulcer · left lower leg", as the wound screens title a wound.
  private static func woundName(_ id: RecordID, _ app: AppEnvironment) async -> String? {
    guard let wound = try? await app.wounds.wound(Wound.ID(id)).wound else { return nil }
    return "\(ReportWords.type(wound.type)) · \(ReportWords.spaced(wound.site.rawValue))"
  }

  /// CoreSync's cause of a refusal, as FeatureSync words it.
  static func cause(_ cause: RefusalCause) -> RefusedChangeCause {
    switch cause {
    case .notOnTeamRecord: return .notOnTeamRecord
    case .breaksRule: return .breaksRule
    case .idTaken: return .idTaken
    case .tooLarge: return .tooLarge
    case .waitsForCreation: return .waitsForCreation
    case .unknown: return .unknown
    }
  }
}
