import ArgumentParser
import Foundation
import LibWound

/// Corrects what a wound is and where. Only the options given change, and only the fields
/// that differ travel to the server, so a colleague's change of another field (a heal, a
/// close) is kept.
struct WoundEditCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "edit",
    abstract: "Correct a wound's type, site, description or stage (only the options given)."
  )

  @OptionGroup var global: GlobalOptions
  @OptionGroup var wound: WoundIDArgument
  @Option(help: "The kind of wound.") var type: WoundType?
  @Option(help: "Where it is.") var site: BodySite?
  @Option(help: "Where exactly, in words (an empty text removes it).") var description: String?
  @Option(help: "NPIAP stage, for a pressure injury only.") var stage: PressureInjuryStage?

  func validate() throws {
    if type == nil && site == nil && description == nil && stage == nil {
      throw ValidationError("Nothing to change: give --type, --site, --description or --stage.")
    }
  }

  func run() async throws {
    try await wound.withWound(in: global) { app, id in
      var edit = WoundEdit(try await app.wounds.wound(id).wound)
      if let type { edit.type = type }
      if let site { edit.site = site }
      if let description { edit.description = description.nilIfBlank }
      if let stage { edit.stage = stage }
      try await app.wounds.edit(id, edit)
    }
  }
}
