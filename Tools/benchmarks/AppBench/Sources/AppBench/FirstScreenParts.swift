import CoreDatabase
import Foundation
import LibMessage
import LibPatient
import LibWound

/// What the first screen waits for, each read alone: where its time goes.
enum FirstScreenParts {
  static func measure(_ store: Store) async throws -> [(String, [Double])] {
    let patients = PatientLibrary.live(store: store)
    let messages = MessageLibrary.live(store: store, nurse: "bench")
    let wounds = WoundLibrary.live(store: store)
    let clock = ContinuousClock()
    func time(_ body: () async throws -> Void) async rethrows -> [Double] {
      var result: [Double] = []
      for _ in 0..<7 {
        let start = clock.now
        try await body()
        result.append((clock.now - start).seconds)
      }
      return result
    }
    return [
      (
        "  part: LibPatient list of every patient", try await time { _ = try await patients.list() }
      ),
      (
        "  part: LibMessage inbox (unread badges)",
        try await time { _ = try await messages.inbox() }
      ),
      (
        "  part: LibWound alerts (overdue badges)", try await time { _ = try await wounds.alerts() }
      ),
    ]
  }
}
