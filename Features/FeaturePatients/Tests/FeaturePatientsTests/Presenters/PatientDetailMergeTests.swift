import CoreTesting
import Foundation
import LibPatient
import Testing

@testable import FeaturePatients

/// `d` on a patient's detail: each possible duplicate of her asked about in turn (who, born
/// when, her id's start, and why), merged into her on `y`; `n` asks about the next.
@MainActor
struct PatientDetailMergeTests {
  let view = RecordingView<PatientDetailViewData>()
  let router = StubDetailRouter()
  let id = Fixtures.id(1)

  func makePresenter(_ interactor: StubDetailInteractor) -> PatientDetailPresenter {
    let presenter = PatientDetailPresenter(
      id: id,
      interactor: interactor,
      router: router,
      today: { Fixtures.today },
      timeZone: Fixtures.utc
    )
    presenter.view = view
    return presenter
  }

  static let dupond = PossibleDuplicate(
    patient: PatientIdentity(
      id: Fixtures.id(2),
      givenName: "Marie",
      familyName: "Dupond",
      birthDate: CalendarDate("1942-05-14")!
    ),
    criterion: .birthDateAndNames
  )
  static let other = PossibleDuplicate(
    patient: PatientIdentity(
      id: Fixtures.id(3),
      givenName: "Mary\u{1B}[2J",
      familyName: "Dupont",
      birthDate: CalendarDate("1950-01-01")!,
      identifier: "2420569123456"
    ),
    criterion: .identifier
  )

  @Test func eachCandidateIsAskedInTurnAndTheOneSaidYesToIsMerged() async {
    let interactor = StubDetailInteractor(.success(Fixtures.patient()))
    interactor.duplicates = [Self.dupond, Self.other]
    let presenter = makePresenter(interactor)
    await presenter.start()

    await presenter.handle(.mergeDuplicate)
    #expect(
      view.last?.question
        == "Merge Dupond, Marie (born 1942-05-14, 3c6ef362) into Dupont, Marie? "
        + "The same birth date and nearly the same names. (y/n)"
    )
    await presenter.handle(.decline)
    #expect(
      view.last?.question
        == "Merge Dupont, Mary␛[2J (born 1950-01-01, daa66d13) into Dupont, Marie? "
        + "The same identifier. (y/n)",
      "a name is never printed raw"
    )
    await presenter.handle(.confirm)
    #expect(interactor.commands == ["merge \(Fixtures.id(3)) into \(id)"])
    #expect(view.last?.question == nil)
    #expect(
      view.last?.notice
        == "Merged Dupont, Mary␛[2J into her: her records show here; nothing is deleted."
    )
  }

  @Test func noToEveryCandidateMergesNothing() async {
    let interactor = StubDetailInteractor(.success(Fixtures.patient()))
    interactor.duplicates = [Self.dupond]
    let presenter = makePresenter(interactor)
    await presenter.start()
    await presenter.handle(.mergeDuplicate)
    await presenter.handle(.decline)
    #expect(view.last?.question == nil)
    await presenter.handle(.confirm)
    #expect(interactor.commands.isEmpty)
  }

  @Test func withoutCandidatesSheIsToldSo() async {
    let interactor = StubDetailInteractor(.success(Fixtures.patient()))
    let presenter = makePresenter(interactor)
    await presenter.start()
    await presenter.handle(.mergeDuplicate)
    #expect(view.last?.question == nil)
    #expect(view.last?.notice == "No patient of the store may be her.")
  }

  @Test func aRefusedMergeSaysWhyAndKeepsHerAsShe() async {
    let interactor = StubDetailInteractor(.success(Fixtures.patient()))
    interactor.duplicates = [Self.dupond]
    interactor.commandError = RuleViolation(field: "from", reason: "is merged already")
    let presenter = makePresenter(interactor)
    await presenter.start()
    await presenter.handle(.mergeDuplicate)
    await presenter.handle(.confirm)
    #expect(view.last?.notice?.hasPrefix("Could not merge Dupond, Marie: ") == true)
    #expect(view.last?.title == "Dupont, Marie")
  }
}
