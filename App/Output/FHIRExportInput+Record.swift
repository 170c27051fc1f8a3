import CoreFHIR
import Foundation
import LibPatient
import LibWound

extension FHIRExportInput {
  /// The export of a patient's record: her details, every wound with its current assessments
  /// and the numbers LibWound computed for them (a superseded assessment counts for nothing
  /// and is left out, as in every computation), her Braden history and the team's messages.
  init(_ record: PatientRecordSnapshot, exportedAt: Date) {
    let details = record.patient.details
    let patient = FHIRPatient(
      id: record.patient.id.rawValue,
      givenName: details.givenName,
      familyName: details.familyName,
      birthDate: details.birthDate.description,
      sex: details.sex,
      isActive: record.patient.status == .active,
      identifier: details.identifier,
      address: details.address,
      phone: details.phone,
      physicianName: details.physicianName,
      physicianPhone: details.physicianPhone,
      allergies: details.allergies
    )
    self.init(
      patient: patient,
      wounds: record.wounds.map(FHIRWound.init),
      braden: record.braden.map { braden in
        FHIRBraden(
          id: braden.id.rawValue,
          assessedAt: braden.assessedAt,
          scores: braden.scores.inScaleOrder,
          riskText: "\(braden.risk.label) risk"
        )
      },
      messages: record.messages.map {
        FHIRMessage(
          id: $0.id.rawValue,
          author: $0.author,
          body: $0.body,
          sentAt: $0.sentAt,
          replyTo: $0.replyTo?.rawValue,
          isPending: $0.isPending
        )
      },
      photos: record.photos.mapValues {
        FHIRPhoto(sha256: $0.photo.id, format: $0.photo.format, bytes: $0.bytes)
      },
      exportedAt: exportedAt,
      abpi: record.abpi.flatMap { measurement in
        measurement.indices.map { index in
          FHIRABPILeg(
            measurementID: measurement.id.rawValue,
            measuredAt: measurement.measuredAt,
            isLeft: index.leg == .left,
            index: index.text,
            bandText: "\(index.band.meaning); compression: \(index.band.compressionAllowed)"
          )
        }
      },
      photosLeftOut: record.photosLeftOut
    )
  }
}

extension FHIRWound {
  init(_ detail: WoundDetail) {
    let wound = detail.wound
    let status: Status =
      switch wound.status {
      case .open: .open
      case .healed(let day): .healed(on: day.description)
      case .closed(let reason): .closed(reason: reason)
      }
    self.init(
      id: wound.id.rawValue,
      type: wound.type,
      site: wound.site,
      clockPosition: wound.clockPosition,
      description: wound.description,
      stage: wound.stage,
      status: status,
      openedOn: wound.openedOn.description,
      assessments: detail.currentAssessments.compactMap(FHIRAssessment.init)
    )
  }
}

extension FHIRAssessment {
  /// Nil for a superseded assessment, which has no scores.
  init?(_ entry: AssessmentEntry) {
    guard let scores = entry.scores else { return nil }
    let findings = entry.assessment.findings
    let tissue = findings.tissue
    self.init(
      id: entry.id.rawValue,
      takenAt: entry.assessment.takenAt,
      takenBy: entry.assessment.takenBy,
      length: findings.length.description,
      width: findings.width.description,
      depth: findings.depth?.description,
      area: scores.area.description,
      push: scores.push.total,
      percentAreaReduction: scores.reduction?.description,
      exudateAmount: findings.exudateAmount,
      tissue: (tissue.epithelial, tissue.granulation, tissue.slough, tissue.necrotic),
      notes: findings.notes,
      photoIDs: entry.assessment.photoIDs
    )
    infection = entry.screening.map {
      let words = ReportWords.infection($0)
      return FHIRInfection(
        verdict: words.verdict,
        signs: words.signs,
        localCount: $0.localCount,
        deepCount: $0.deepCount
      )
    }
  }
}
