import CoreContract
import Foundation
import LibPatient

/// Corrects what a wound is and where, queuing only the fields that changed.
struct EditWound {
  let context: WoundContext

  func execute(_ id: Wound.ID, _ edit: WoundDetails) async throws {
    try StageRule.check(edit.stage, type: edit.type)
    try await context.cache.update(id, at: context.now()) { wound in
      wound.details = edit.trimmed
    }
  }
}
