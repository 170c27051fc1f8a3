import ArgumentParser
import Foundation
import LibPatient
import LibWound

struct WoundAssessCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "assess",
    abstract: "Record an assessment of a wound (with its photos) and print its id.",
    discussion: """
      Lengths are in cm with at most one decimal; 0 by 0 records a closed wound bed \
      (--tissue none). A correction names the assessment it replaces with --supersedes; it \
      keeps that assessment's photos, and any --photo adds to them.
      """
  )

  @OptionGroup var global: GlobalOptions
  @OptionGroup var wound: WoundIDArgument
  @Option(help: ArgumentHelp("Length in cm (one decimal).", valueName: "cm")) var length: String
  @Option(help: ArgumentHelp("Width in cm (one decimal).", valueName: "cm")) var width: String
  @Option(help: ArgumentHelp("Depth in cm (one decimal).", valueName: "cm")) var depth: String?
  @Option(help: "Exudate amount.") var exudate: ExudateAmount
  @Option(help: "Exudate type.") var exudateType: ExudateType?
  @Option(
    help: ArgumentHelp(
      "Wound bed percentages of epithelial, granulation, slough and necrotic (names or e, g, s,"
        + " n), summing to 100.",
      valueName: "g=70,s=30"
    )
  )
  var tissue: TissueArgument
  @Option(
    help: ArgumentHelp(
      "Undermining: its clock position (12 towards the head) and depth in cm.",
      valueName: "clock@cm"
    )
  )
  var undermining: String?
  @Option(
    help: ArgumentHelp("A tunnel: its clock position and depth in cm.", valueName: "clock@cm")
  )
  var tunnelling: String?
  @Option(help: "Pain, 0-10.") var pain: Int?
  @Option(help: ArgumentHelp("Periwound skin, comma-separated.", valueName: "A,B"))
  var periwound: CommaSeparated<PeriwoundCondition>?
  @Flag(help: "The wound smells.") var odour = false
  @Option(help: ArgumentHelp("Signs of infection, comma-separated.", valueName: "A,B"))
  var infection: CommaSeparated<InfectionSign>?
  @Option(help: "The dressing applied.") var dressing: String?
  @Option(help: "Notes.") var notes: String?
  @Option(help: ArgumentHelp("When it was assessed (default: now).", valueName: "date-time"))
  var at: String?
  @Option(help: ArgumentHelp("A JPEG or PNG photo; repeat for several.", valueName: "path"))
  var photo: [String] = []
  @Option(
    help: "The assessment this one corrects (its id or first characters); its photos are kept."
  )
  var supersedes: String?
  @Option(help: .newRecordID) var id: UUID?

  func run() async throws {
    try await CommandFailure.report {
      let findings = AssessmentFindings(
        length: try Self.centimetres(length, field: "length"),
        width: try Self.centimetres(width, field: "width"),
        depth: try depth.map { try Self.centimetres($0, field: "depth") },
        undermining: try Self.clockExtent(undermining, field: "undermining"),
        tunnelling: try Self.clockExtent(tunnelling, field: "tunnelling"),
        tissue: tissue.mix,
        exudateAmount: exudate,
        exudateType: exudateType,
        periwound: periwound?.values ?? [],
        odour: odour,
        pain: pain,
        infectionSigns: infection?.values ?? [],
        dressing: dressing?.nilIfBlank,
        notes: notes?.nilIfBlank
      )
      let takenAt = try at.map { try TimeArguments.instant($0, field: "at") }
      // Every photo is read before anything is written: a missing file refuses the whole
      // assessment instead of storing it without its photo.
      let photos = try photo.map(PhotoFile.read)
      let app = try await AppEnvironment.open(global)
      let assessment = NewAssessment(
        id: id.map { Assessment.ID($0) } ?? Assessment.ID(),
        woundID: try await app.wounds.resolveWoundID(wound.id),
        takenAt: takenAt,
        findings: findings,
        supersedes: try await supersedes.asyncMap { try await app.wounds.resolveAssessmentID($0) }
      )
      try await app.wounds.record(assessment, photos: photos)
      print(assessment.id.uuidString.lowercased())
    }
  }

  /// A length as nurses measure it; more than one decimal, or not a number, names the field.
  static func centimetres(_ text: String, field: String) throws -> Centimetres {
    guard let value = Centimetres(text) else {
      throw RuleViolation(field: field, reason: "is not a length in cm with one decimal")
    }
    return value
  }

  /// An undermining or tunnel as `FindingsText` reads it (`3@1.5`); what it cannot read, or a
  /// position off the clock, names the field.
  static func clockExtent(_ text: String?, field: String) throws -> ClockExtent? {
    guard let text else { return nil }
    switch FindingsText.clockExtent(text) {
    case .success(let extent?): return extent
    case .success(nil): throw RuleViolation(field: field, reason: "is empty")
    case .failure(let problem): throw RuleViolation(field: field, reason: problem.reason)
    }
  }
}

extension Optional {
  fileprivate func asyncMap<T>(_ transform: (Wrapped) async throws -> T) async rethrows -> T? {
    guard let self else { return nil }
    return try await transform(self)
  }
}

/// `--tissue granulation=70,slough=30` or `g=70 s=30`, read by LibWound's `FindingsText` (the
/// form's reading too); `none` for a closed wound bed. An unknown tissue or a percentage that
/// is not a whole number is a usage error, like any unknown option value; the sum is the
/// library's rule (exit 65).
struct TissueArgument: ExpressibleByArgument {
  var mix: TissueMix

  init?(argument: String) {
    guard !argument.trimmingCharacters(in: .whitespaces).isEmpty,
      case .success(let mix) = FindingsText.tissue(argument)
    else { return nil }
    self.mix = mix
  }
}

/// A comma-separated list of kebab-case names (`--periwound macerated,erythema`).
struct CommaSeparated<Element: RawRepresentable & Hashable & CaseIterable>: ExpressibleByArgument
where Element.RawValue == String {
  var values: Set<Element>

  init?(argument: String) {
    var values: Set<Element> = []
    for name in argument.split(separator: ",") {
      let trimmed = name.trimmingCharacters(in: .whitespaces)
      guard let value = Element(rawValue: trimmed) else { return nil }
      values.insert(value)
    }
    self.values = values
  }

  static var allValueStrings: [String] { Element.allCases.map(\.rawValue) }
}
