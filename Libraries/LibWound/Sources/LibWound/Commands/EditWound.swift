import CoreContract
import Foundation

/// Corrects what a wound is and where, queuing only the fields that changed.
struct EditWound {
  let context: WoundContext

  func execute(_ id: UUID, _ edit: WoundEdit) async throws {
    try StageRule.check(edit.stage, type: edit.type)
    try await context.cache.update(id, at: context.now()) { wound in
      wound.type = edit.type
      wound.site = edit.site
      wound.clockPosition = edit.clockPosition
      wound.description = Trimmed.text(edit.description)
      wound.stage = edit.stage
    }
  }
}
