import Foundation

/// Converts Braden assessments between record, domain and wire shapes.
extension PatientAdapter {
  static func record(from assessment: BradenAssessment, recordedAt: Date) -> BradenRecord {
    let scores = assessment.scores
    return BradenRecord(
      id: assessment.id,
      patientID: assessment.patientID,
      assessedAt: assessment.assessedAt,
      sensoryPerception: scores.sensoryPerception,
      moisture: scores.moisture,
      activity: scores.activity,
      mobility: scores.mobility,
      nutrition: scores.nutrition,
      frictionShear: scores.frictionShear,
      recordedAt: recordedAt
    )
  }

  static func assessment(from record: BradenRecord) -> BradenAssessment {
    BradenAssessment(
      id: record.id,
      patientID: record.patientID,
      assessedAt: record.assessedAt,
      scores: BradenScores(
        sensoryPerception: record.sensoryPerception,
        moisture: record.moisture,
        activity: record.activity,
        mobility: record.mobility,
        nutrition: record.nutrition,
        frictionShear: record.frictionShear
      )
    )
  }

  static func payload(from record: BradenRecord) -> BradenPayload {
    BradenPayload(
      id: record.id,
      patientId: record.patientID,
      assessedAt: record.assessedAt,
      sensoryPerception: record.sensoryPerception,
      moisture: record.moisture,
      activity: record.activity,
      mobility: record.mobility,
      nutrition: record.nutrition,
      frictionShear: record.frictionShear
    )
  }

  static func assessment(from payload: BradenPayload) -> BradenAssessment {
    BradenAssessment(
      id: payload.id,
      patientID: payload.patientId,
      assessedAt: payload.assessedAt,
      scores: BradenScores(
        sensoryPerception: payload.sensoryPerception,
        moisture: payload.moisture,
        activity: payload.activity,
        mobility: payload.mobility,
        nutrition: payload.nutrition,
        frictionShear: payload.frictionShear
      )
    )
  }
}
