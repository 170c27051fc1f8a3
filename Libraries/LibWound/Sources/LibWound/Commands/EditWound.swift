import Foundation

/// Corrects what a wound is and where, queuing only the fields that changed.
struct EditWound {
  let context: WoundContext

  func execute(_ id: UUID, _ edit: WoundEdit) async throws {
    // docs/clinical-rules.md "Wound": a stage is for pressure injuries only (NPIAP stages
    // describe nothing else).
    if edit.stage != nil && edit.type != .pressureInjury {
      throw WoundValidationError(field: "stage", reason: "is for a pressure injury only")
    }
    try await context.cache.update(id, at: context.now()) { wound in
      wound.type = edit.type
      wound.site = edit.site
      wound.description = Trimmed.text(edit.description)
      wound.stage = edit.stage
    }
  }
}
