import ArgumentParser
import CoreContract
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
  @Option(help: .woundType) var type: WoundType?
  @Option(help: .woundSite)
  var site: BodySite?
  @Option(
    help: ArgumentHelp(
      "Where on the site, as a clock face (12 towards the head); none removes it.",
      valueName: "1-12|none"
    )
  )
  var clock: String?
  @OptionGroup var texts: WoundTextOptions
  @Option(help: .woundStage) var stage: PressureInjuryStage?

  func validate() throws {
    if type == nil && site == nil && clock == nil && texts.given.isEmpty && stage == nil {
      let flags = ["--type", "--site", "--clock"] + WoundTextOptions.flags
      throw ValidationError(
        "Nothing to change: give \(flags.joined(separator: ", ")) or --stage."
      )
    }
  }

  func run() async throws {
    try await wound.withWound(in: global) { app, id in
      var edit = WoundDetails(try await app.wounds.wound(id).wound)
      if let type { edit.type = type }
      if let site { edit.site = site }
      if let clock { edit.clockPosition = try Self.clockPosition(clock) }
      texts.apply(to: &edit)
      if let stage { edit.stage = stage }
      try await app.wounds.edit(id, edit)
    }
  }

  /// `none` (or blank) removes the clock position; a number is checked by the contract's rule
  /// when the wound is stored.
  static func clockPosition(_ text: String) throws(RuleViolation) -> Int? {
    let text = text.trimmingCharacters(in: .whitespaces)
    if text.isEmpty || text == "none" { return nil }
    guard let number = Int(text) else {
      throw RuleViolation(field: "clockPosition", reason: "must be a number from 1 to 12, or none")
    }
    return number
  }
}
