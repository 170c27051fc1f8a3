import CoreTesting
import CoreVIPER
import Foundation
import LibPatient
import LibWound
import Testing

@testable import FeatureWounds

/// The assessment form's visit time, photos, pick-lists and corrections.
@MainActor
struct AssessmentFormVisitTests {
  let view = RecordingView<QuestionFormViewData>()
  let router = RecordingFormExitRouter()
  static let now = Fixtures.noon("2025-06-15")
  static let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, 0x4A, 0x46])
  static let files = ["leg.jpg": jpeg, "notes.txt": Data("hello".utf8)]

  func makePresenter(
    correcting: Assessment.ID? = nil,
    current: [Assessment] = [],
    refusals: [Error] = []
  ) -> (QuestionFormPresenter<AssessmentForm>, StubAssessmentFormInteractor) {
    let interactor = StubAssessmentFormInteractor(
      start: .success((Fixtures.wound(), current.last?.findings)),
      current: current,
      files: Self.files,
      refusals: refusals
    )
    let form = AssessmentForm(
      woundID: Fixtures.id(1),
      correcting: correcting,
      interactor: interactor,
      router: router,
      now: { Self.now },
      timeZone: Fixtures.utc,
      makeID: { Fixtures.id(77) }
    )
    let presenter = QuestionFormPresenter(form: form)
    presenter.view = view
    return (presenter, interactor)
  }

  /// From the length to the notes of a first assessment.
  private let findings = [
    "4", "3", "", "", "", "g=70 s=30", "2", "1", "", "n", "", "", "", "",
  ]

  @Test func aVisitInThePastIsRecordedAtItsTimeWithItsPhoto() async throws {
    let (presenter, interactor) = makePresenter()
    await presenter.start()
    await answer(presenter, "2025-06-14T09:30")
    for text in findings { await answer(presenter, text) }
    #expect(view.question?.label == "Photos")
    await answer(presenter, "'leg.jpg'")
    guard case .confirming = view.last?.content else {
      Issue.record("not on the summary: \(String(describing: view.last))")
      return
    }
    #expect(view.last?.answered.first == .init(label: "Taken at", value: "2025-06-14T09:30"))
    await presenter.handle(.save)
    let saved = try #require(interactor.recorded.first)
    #expect(saved.takenAt == Fixtures.noon("2025-06-14").addingTimeInterval(-2.5 * 3600))
    #expect(saved.findings.tissue == TissueMix(granulation: 70, slough: 30))
    #expect(saved.findings.exudateAmount == .light, "2 is the second amount")
    #expect(saved.findings.exudateType == .serous, "1 is the first type")
    #expect(interactor.recordedPhotos == [[Self.jpeg]])
    #expect(
      router.routes == [.saved(notice: "Saved: assessment of Venous leg ulcer · left lower leg")]
    )
  }

  @Test func aDecimalCommaIsReadAsThePointItMeans() async throws {
    let (presenter, interactor) = makePresenter()
    await presenter.start()
    await answer(presenter, "")
    await answer(presenter, "3,2")
    #expect(view.question?.label == "Width cm", "accepted")
    for text in findings.dropFirst() { await answer(presenter, text) }
    await answer(presenter, "")
    await presenter.handle(.save)
    #expect(try #require(interactor.recorded.first).findings.length == Centimetres(tenths: 32))
  }

  @Test func aFutureOrUnreadableTimeIsAskedAgain() async {
    let (presenter, _) = makePresenter()
    await presenter.start()
    await answer(presenter, "2025-06-16")
    #expect(view.last?.problem == "Taken at: 2025-06-16 is in the future")
    await answer(presenter, "yesterday")
    #expect(view.last?.problem?.hasPrefix("Taken at: \"yesterday\" is not a time") == true)
    #expect(view.question?.label == "Taken at")
    await answer(presenter, "2025-06-15T11:00:00+01:00")
    #expect(view.question?.label == "Length cm")
  }

  @Test func anUnreadableOrForeignPhotoIsAskedAgainNamingTheField() async {
    let (presenter, interactor) = makePresenter()
    await presenter.start()
    await answer(presenter, "")
    for text in findings { await answer(presenter, text) }
    await answer(presenter, "leg.jpg, gone.jpg")
    #expect(view.last?.problem == "Photos: cannot read gone.jpg")
    #expect(view.question?.label == "Photos")
    await answer(presenter, "notes.txt")
    #expect(view.last?.problem == "Photos: notes.txt is not a JPEG or PNG image")
    await answer(presenter, "")
    await presenter.handle(.save)
    #expect(interactor.recordedPhotos == [[]])
  }

  @Test func theExudateQuestionsListEveryValue() async {
    let (presenter, _) = makePresenter()
    await presenter.start()
    await answer(presenter, "")
    for text in findings.prefix(6) { await answer(presenter, text) }
    #expect(view.question?.label == "Exudate")
    #expect(view.question?.choices == ["none", "light", "moderate", "heavy"])
    await answer(presenter, "lots")
    #expect(
      view.last?.problem == "Exudate: \"lots\" is not one of none, light, moderate, heavy"
    )
    await answer(presenter, "4")
    #expect(view.question?.choices == ["serous", "serosanguineous", "sanguineous", "purulent"])
  }

  @Test func aCorrectionStartsFromEveryAnswerOfTheOldOneAndSupersedesIt() async throws {
    var old = Fixtures.assessment(12, on: "2025-06-10", Fixtures.findings(80, 30))
    old.findings.notes = "measured over the dressing"
    let (presenter, interactor) = makePresenter(correcting: old.id, current: [old])
    await presenter.start()
    #expect(view.last?.title == "Correct Venous leg ulcer · left lower leg")
    // Issue 27, item 7: about 22 keys to correct one number. It opens on the summary.
    #expect(view.last?.content == .confirming(selected: 0), "every answer listed at once")
    #expect(view.last?.answered.first == .init(label: "Taken at", value: "2025-06-10T12:00"))
    await presenter.handle(.select(by: 1))
    await presenter.handle(.editSelected)
    #expect(view.question?.draft == "8.0")
    await answer(presenter, "4.0")
    #expect(view.last?.content == .confirming(selected: 1), "back on the summary")
    await presenter.handle(.save)
    #expect(router.routes == [.saved(notice: "Saved: the 2025-06-10 assessment's length")])
    let saved = try #require(interactor.recorded.first)
    #expect(saved.supersedes == old.id)
    #expect(saved.takenAt == old.takenAt)
    #expect(saved.findings.length == Centimetres(tenths: 40))
    #expect(saved.findings.pain == 3 && saved.findings.notes == "measured over the dressing")
  }

  /// A correction of an assessment with two photos, started.
  private func correctingTwoPhotos() async
    -> (Assessment, QuestionFormPresenter<AssessmentForm>, StubAssessmentFormInteractor)
  {
    var old = Fixtures.assessment(12, on: "2025-06-10", Fixtures.findings(80, 30))
    old.photoIDs = [String(repeating: "a", count: 64), String(repeating: "b", count: 64)]
    let (presenter, interactor) = makePresenter(correcting: old.id, current: [old])
    await presenter.start()
    return (old, presenter, interactor)
  }

  /// Wound screen, `c` on an assessment with two photos, one width changed, saved: the
  /// correction carries both photos (the superseded one counts for nothing).
  @Test func aCorrectionCarriesTheOriginalsPhotos() async throws {
    let (old, presenter, interactor) = await correctingTwoPhotos()
    await presenter.handle(.select(by: 2))
    await presenter.handle(.editSelected)
    await answer(presenter, "2.5")
    #expect(
      view.last?.answered.first { $0.label == "Photos" }?.value
        == "kept:aaaaaaaaaaaa, kept:bbbbbbbbbbbb"
    )
    await presenter.handle(.save)
    let saved = try #require(interactor.recorded.first)
    #expect(saved.findings.width == Centimetres(tenths: 25))
    #expect(saved.keptPhotoIDs == old.photoIDs)
    #expect(interactor.recordedPhotos == [[]], "nothing read again: the photos are stored")
  }

  @Test func aCorrectionMayDropAKeptPhotoAndAddAFile() async throws {
    let (old, presenter, interactor) = await correctingTwoPhotos()
    await presenter.handle(.select(by: 15))
    await presenter.handle(.editSelected)
    #expect(view.question?.label == "Photos")
    await answer(presenter, "kept:cccc")
    #expect(
      view.last?.problem == "Photos: kept:cccc is not a photo of the assessment being corrected"
    )
    await answer(presenter, "kept:bbbbbbbbbbbb, leg.jpg")
    await presenter.handle(.save)
    let saved = try #require(interactor.recorded.first)
    #expect(saved.keptPhotoIDs == [old.photoIDs[1]])
    #expect(interactor.recordedPhotos == [[Self.jpeg]])
  }

  @Test func aNewAssessmentKeepsNoPhotoOfAnother() async throws {
    let (presenter, interactor) = makePresenter()
    await presenter.start()
    await answer(presenter, "")
    for text in findings { await answer(presenter, text) }
    await answer(presenter, "kept:aaaa")
    #expect(
      view.last?.problem == "Photos: kept:aaaa is not a photo of the assessment being corrected"
    )
    await answer(presenter, "")
    await presenter.handle(.save)
    #expect(try #require(interactor.recorded.first).keptPhotoIDs == nil)
  }

  @Test func aCorrectionOfAnUnknownAssessmentSaysSo() async {
    let (presenter, _) = makePresenter(correcting: Fixtures.id(99))
    await presenter.start()
    let short = String(Fixtures.uuid(99).uuidString.lowercased().prefix(8))
    #expect(
      view.last?.content
        == .failed(message: "No current assessment \(short) of this wound to correct.")
    )
  }

  @Test func theLibrarysRefusalOfTheTimeAsksItAgain() async {
    let refusal = RuleViolation(field: "at", reason: "is before the wound was opened")
    let (presenter, _) = makePresenter(refusals: [refusal])
    await presenter.start()
    await answer(presenter, "2025-05-02")
    for text in findings { await answer(presenter, text) }
    await answer(presenter, "")
    await presenter.handle(.save)
    #expect(view.question?.label == "Taken at")
    #expect(view.last?.problem == "Taken at: is before the wound was opened on 2025-05-01")
  }
}
