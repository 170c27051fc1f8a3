import Foundation

/// Converts Braden assessments between record and domain shapes.
extension PatientAdapter {
  static func record(from assessment: BradenAssessment, recordedAt: Date) -> BradenRecord {
    let scores = assessment.scores
    return BradenRecord(
      id: assessment.id.rawValue,
      patientID: assessment.patientID.rawValue,
      assessedAt: assessment.assessedAt,
      sensoryPerception: scores.sensoryPerception,
      moisture: scores.moisture,
      activity: scores.activity,
      mobility: scores.mobility,
      nutrition: scores.nutrition,
      frictionShear: scores.frictionShear,
      recordedAt: recordedAt,
      assessedBy: assessment.assessedBy
    )
  }

  static func assessment(from record: BradenRecord) -> BradenAssessment {
    BradenAssessment(
      id: BradenAssessment.ID(record.id),
      patientID: Patient.ID(record.patientID),
      assessedAt: record.assessedAt,
      scores: BradenScores(
        sensoryPerception: record.sensoryPerception,
        moisture: record.moisture,
        activity: record.activity,
        mobility: record.mobility,
        nutrition: record.nutrition,
        frictionShear: record.frictionShear
      ),
      assessedBy: record.assessedBy
    )
  }
}
