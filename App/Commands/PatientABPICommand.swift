import ArgumentParser
import CoreTerminal
import Foundation
import LibPatient

/// `nurse patient abpi P …`: records an ankle-brachial pressure index measurement and prints
/// each leg's index and band; with no pressure given, prints her measurements, newest first.
struct PatientABPICommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "abpi",
    abstract: "Record an ankle-brachial pressure index (ABPI), or list a patient's.",
    discussion: """
      Systolic pressures in mmHg (20-300): a brachial pressure at least, and the dorsalis \
      pedis or posterior tibial pressure of each leg assessed. Each leg's index is its higher \
      ankle pressure over the higher brachial pressure (docs/clinical-rules.md).
      """
  )

  @OptionGroup var global: GlobalOptions
  @OptionGroup var patient: PatientIDArgument
  @Option(help: "Left brachial pressure.") var brachialLeft: Int?
  @Option(help: "Right brachial pressure.") var brachialRight: Int?
  @Option(name: .customLong("left-dp"), help: "Left dorsalis pedis pressure.") var leftDP: Int?
  @Option(name: .customLong("left-pt"), help: "Left posterior tibial pressure.") var leftPT: Int?
  @Option(name: .customLong("right-dp"), help: "Right dorsalis pedis pressure.") var rightDP: Int?
  @Option(name: .customLong("right-pt"), help: "Right posterior tibial pressure.")
  var rightPT: Int?
  @Option(help: ArgumentHelp("When it was measured (default: now).", valueName: "date-time"))
  var at: String?
  @Flag(help: .jsonInsteadOfLines) var json = false

  private var pressures: [Int?] { [brachialLeft, brachialRight, leftDP, leftPT, rightDP, rightPT] }

  func run() async throws {
    try await CommandFailure.report {
      let measuredAt =
        try at.map { try TimeArguments.instant($0, field: "at") } ?? AppEnvironment.clock()
      let app = try await AppEnvironment.open(global)
      let id = try await app.patients.resolveID(patient.id)
      guard pressures.contains(where: { $0 != nil }) else {
        try print(try await app.patients.abpiHistory(of: id))
        return
      }
      let measurement = ABPIMeasurement(
        patientID: id,
        measuredAt: measuredAt,
        brachial: ArmPressures(left: brachialLeft, right: brachialRight),
        left: .taken(dorsalisPedis: leftDP, posteriorTibial: leftPT),
        right: .taken(dorsalisPedis: rightDP, posteriorTibial: rightPT)
      )
      try await app.patients.recordABPI(measurement)
      try print(try await app.patients.abpiHistory(of: id).filter { $0.id == measurement.id })
    }
  }

  private func print(_ measurements: [ABPIMeasurement]) throws {
    if json { return try JSONOutput.print(measurements.map(ABPIJSON.init)) }
    if measurements.isEmpty { Swift.print("No ABPI recorded.") }
    for measurement in measurements { Swift.print(Self.line(measurement)) }
  }

  /// `2026-11-26 10:00 by anna: left 0.92 no significant arterial disease (compression: full
  /// or reduced) · right not assessed`.
  static func line(_ measurement: ABPIMeasurement) -> String {
    let when = TypedTime.shown(measurement.measuredAt)
    let by = measurement.measuredBy.map { " by \($0.visibleControls())" } ?? ""
    return "\(when)\(by): \(measurement.legsText)"
  }
}
