import Foundation
import LibPatient

extension RoundFacts {
  /// The facts with every record of a merged-away patient under the patient kept
  /// (`PatientMerges`): she leaves the round, her wounds, Bradens, visits and place in the
  /// saved order count for the kept patient.
  func underKeptPatients(_ merges: PatientMerges) -> RoundFacts {
    guard !merges.keptIDs.isEmpty else { return self }
    var facts = self
    facts.patients = patients.filter { !merges.isMergedAway($0.id) }
    facts.openWounds = openWounds.map { wound in
      var wound = wound
      wound.patientID = merges.kept(wound.patientID)
      return wound
    }
    facts.lastBraden = [:]
    for (patient, date) in lastBraden {
      let kept = merges.kept(patient)
      facts.lastBraden[kept] = max(facts.lastBraden[kept] ?? date, date)
    }
    var seen: Set<Patient.ID> = []
    facts.savedOrder = savedOrder.map(merges.kept).filter { seen.insert($0).inserted }
    facts.visits = [:]
    for (patient, visits) in visits {
      facts.visits[merges.kept(patient), default: []].append(contentsOf: visits)
    }
    for patient in facts.visits.keys {
      facts.visits[patient]?.sort { lhs, rhs in
        lhs.visitedAt != rhs.visitedAt
          ? lhs.visitedAt < rhs.visitedAt : lhs.id.isOrdered(before: rhs.id)
      }
    }
    return facts
  }
}
