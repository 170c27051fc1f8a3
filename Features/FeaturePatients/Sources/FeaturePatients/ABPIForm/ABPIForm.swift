import CoreTerminal
import CoreVIPER
import Foundation
import LibPatient

/// The ABPI form as the shared `QuestionFormPresenter` asks it: when (now unless told), then
/// the arms' and the ankles' systolic pressures, any of them blank when not taken. The summary
/// shows each leg's index and band as LibPatient computes them (`ABPIMeasurement.legsText`),
/// never recomputed here; saving is LibPatient's ABPI command, whose refusal re-asks the
/// pressure it names.
@MainActor
final class ABPIForm: TimedRecordForm<ABPIFormField, ABPIMeasurement>, RoutedQuestionForm {
  let title = "ABPI"
  let fields = ABPIFormField.allCases

  func shownAnswer(_ field: ABPIFormField) -> String {
    guard let value = answers[field], !value.isEmpty else { return "not taken" }
    return field == .measuredAt ? value : "\(value) mmHg"
  }

  func submit(_ text: String, for field: ABPIFormField) -> String? {
    let input = text.trimmingCharacters(in: .whitespaces)
    switch field {
    case .measuredAt:
      return submitTime(input)
    default:
      guard input.isEmpty || Int(input) != nil else {
        return "\(field.label): whole mmHg, or blank when not taken"
      }
      answers[field] = input
    }
    return nil
  }

  /// A pressure answered, nil when blank.
  private func pressure(_ field: ABPIFormField) -> Int? { answers[field].flatMap { Int($0) } }

  /// The measurement the answers describe; the time read as typed.
  private var measurement: ABPIMeasurement? {
    guard let measuredAt = time else { return nil }
    return ABPIMeasurement(
      patientID: patientID,
      measuredAt: measuredAt,
      brachial: ArmPressures(left: pressure(.brachialLeft), right: pressure(.brachialRight)),
      left: AnklePressures.taken(
        dorsalisPedis: pressure(.leftDorsalisPedis),
        posteriorTibial: pressure(.leftPosteriorTibial)
      ),
      right: AnklePressures.taken(
        dorsalisPedis: pressure(.rightDorsalisPedis),
        posteriorTibial: pressure(.rightPosteriorTibial)
      )
    )
  }

  /// Each leg's index and band, from LibPatient's own rule, once a leg can be computed.
  var summaryFacts: [QuestionFormViewData.Field] {
    guard let measurement, !measurement.indices.isEmpty else { return [] }
    return [.init(label: "ABPI", value: measurement.legsText)]
  }

  func save(changed: [ABPIFormField]) async -> QuestionFormSaveResult<ABPIFormField> {
    guard var measurement else {
      return .refused(field: .measuredAt, message: "Measured at: not a time")
    }
    measurement.id = makeID()
    do {
      try await interactor.record(measurement)
      let legs = measurement.indices.map { "\($0.leg.rawValue) \($0.text)" }
      router.route(to: .saved(notice: SavedNotice.added("ABPI " + legs.joined(separator: ", "))))
      return .saved
    } catch {
      return PatientText.refused(error, asking: ABPIFormField.init(refusedField:))
    }
  }
}
