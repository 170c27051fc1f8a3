import ArgumentParser

/// The help texts several commands share, worded once so that `--help` says the same thing of
/// the same option everywhere.
extension ArgumentHelp {
  /// A patient named on the command line: resolved by `PatientLibrary.resolveID`.
  static let patientReference: ArgumentHelp =
    "The patient: her full id or its first characters (at least 4)."
  /// `--json` on a command that otherwise prints a screen.
  static let jsonInsteadOfScreen: ArgumentHelp = "Print JSON instead of the screen."
  /// `--json` on a command that otherwise prints lines.
  static let jsonInsteadOfLines: ArgumentHelp = "Print JSON instead of lines."
  /// `--id` of a record a command creates: given, a retried command writes it once.
  static let newRecordID: ArgumentHelp = "The id to give it (default: a new UUID)."
  /// A wound's `--type`, on `wound add` and `wound edit`.
  static let woundType: ArgumentHelp = "The kind of wound."
  /// A wound's `--site`, on `wound add` and `wound edit`.
  static let woundSite: ArgumentHelp =
    "Where it is: a short name (left-heel, sacrum, bilateral-lower-leg)."
  /// A wound's `--stage`, on `wound add` and `wound edit`.
  static let woundStage: ArgumentHelp = "NPIAP stage, for a pressure injury only."
  /// The id of a refused change, as `nurse sync refused` lists it.
  static let refusedChangeID: ArgumentHelp =
    "The refused change's id, as `nurse sync refused` lists it."
  /// `--not-duplicate` on `patient add` and `patient edit`.
  static let notADuplicate: ArgumentHelp =
    "She is another person than the possible duplicates the check lists."
}
