import CoreDatabase
import CoreTesting
import Foundation
import LibPatient

@testable import LibWound

extension AssessmentFindings {
  /// Findings of an open wound of `length` × `width` tenths of a cm.
  static func sample(
    length: Int = 30,
    width: Int = 20,
    tissue: TissueMix = TissueMix(granulation: 70, slough: 30),
    exudate: ExudateAmount = .moderate
  ) -> AssessmentFindings {
    AssessmentFindings(
      length: Centimetres(tenths: length),
      width: Centimetres(tenths: width),
      tissue: tissue,
      exudateAmount: exudate
    )
  }
}

extension Assessment {
  static func sample(wound: Wound.ID, at date: Date, lengthTenths: Int) -> Assessment {
    Assessment(
      id: Assessment.ID(),
      woundID: wound,
      takenAt: date,
      takenBy: nil,
      findings: .sample(length: lengthTenths),
      photoIDs: [],
      supersedes: nil,
      recordedAt: date
    )
  }
}
