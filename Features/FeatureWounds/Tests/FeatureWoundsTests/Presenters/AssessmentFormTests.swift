import CoreTesting
import CoreVIPER
import Foundation
import LibPatient
import LibWound
import Testing

@testable import FeatureWounds

final class StubAssessmentFormInteractor: AssessmentFormInteracting, @unchecked Sendable {
  private let lock = NSLock()
  let start: Result<(wound: Wound, last: AssessmentFindings?), Error>
  /// The current assessments a correction may name.
  let current: [Assessment]
  /// The photo files that exist, by path.
  let files: [String: Data]
  /// What each `record` throws, in turn; none left means it succeeds.
  private var refusals: [Error]
  private var _recorded: [(assessment: NewAssessment, photos: [Data])] = []

  init(
    start: Result<(wound: Wound, last: AssessmentFindings?), Error>,
    current: [Assessment] = [],
    files: [String: Data] = [:],
    refusals: [Error] = []
  ) {
    self.start = start
    self.current = current
    self.files = files
    self.refusals = refusals
  }

  var recorded: [NewAssessment] { lock.withLock { _recorded.map(\.assessment) } }
  var recordedPhotos: [[Data]] { lock.withLock { _recorded.map(\.photos) } }

  func start(_ woundID: Wound.ID) async throws -> (wound: Wound, last: AssessmentFindings?) {
    try start.get()
  }

  func corrected(_ assessmentID: Assessment.ID, of woundID: Wound.ID) async throws -> Assessment? {
    current.first { $0.id == assessmentID }
  }

  func history(of woundID: Wound.ID) async throws -> [Assessment] {
    current
  }

  func readPhoto(_ path: String) throws -> Data {
    guard let bytes = files[path] else { throw CocoaError(.fileNoSuchFile) }
    return bytes
  }

  func record(_ assessment: NewAssessment, photos: [Data]) async throws {
    let refusal: Error? = lock.withLock {
      _recorded.append((assessment, photos))
      return refusals.isEmpty ? nil : refusals.removeFirst()
    }
    if let refusal { throw refusal }
  }
}

/// The assessment form through the shared question form presenter, as the app builds it.
@MainActor
struct AssessmentFormTests {
  let view = RecordingView<QuestionFormViewData>()
  let router = RecordingFormExitRouter()
  static let now = Fixtures.noon("2025-06-15")

  func makePresenter(
    last: AssessmentFindings? = nil,
    wound: Wound = Fixtures.wound(),
    refusals: [Error] = []
  ) -> (QuestionFormPresenter<AssessmentForm>, StubAssessmentFormInteractor) {
    makePresenter(.success((wound, last)), refusals: refusals)
  }

  func makePresenter(
    _ start: Result<(wound: Wound, last: AssessmentFindings?), Error>,
    refusals: [Error] = []
  ) -> (QuestionFormPresenter<AssessmentForm>, StubAssessmentFormInteractor) {
    let interactor = StubAssessmentFormInteractor(start: start, refusals: refusals)
    let form = AssessmentForm(
      woundID: Fixtures.id(1),
      interactor: interactor,
      router: router,
      now: { Self.now },
      makeID: { Fixtures.id(77) }
    )
    let presenter = QuestionFormPresenter(form: form)
    presenter.view = view
    return (presenter, interactor)
  }

  private var isOnTheSummary: Bool {
    if case .confirming = view.last?.content { return true }
    return false
  }

  /// Replaces the draft with `text`, as a nurse would with Ctrl-U then typing.
  private func replace(_ presenter: QuestionFormPresenter<AssessmentForm>, _ text: String) async {
    await presenter.handle(.edit(.moveToEnd))
    await presenter.handle(.edit(.deleteToStart))
    await presenter.handle(.edit(.insert(text)))
  }

  private func answer(_ presenter: QuestionFormPresenter<AssessmentForm>, _ text: String) async {
    await replace(presenter, text)
    await presenter.handle(.submit)
  }

  /// Starts the form and takes the visit as now (blank "Taken at"), to the length.
  private func begin(_ presenter: QuestionFormPresenter<AssessmentForm>) async {
    await presenter.start()
    await presenter.handle(.submit)
  }

  /// Answers every question of a first assessment, from the length to the photos.
  private func answerAll(_ presenter: QuestionFormPresenter<AssessmentForm>) async {
    for text in [
      "4", "3", "0.5", "", "", "g=70, s=30", "moderate", "serous", "macerated", "n", "3",
      "", "foam", "", "",
    ] {
      await answer(presenter, text)
    }
  }

  @Test func asksTheFirstFieldWithTheWoundInTheTitle() async {
    let (presenter, _) = makePresenter()
    await presenter.start()
    #expect(view.last?.title == "Assess Venous leg ulcer · left lower leg")
    #expect(view.question?.label == "Taken at")
    #expect(view.question?.draft == "", "blank is now")
    #expect(view.question?.position == "1 of 16")
    await presenter.handle(.submit)
    #expect(view.question?.label == "Length cm")
    #expect(view.question?.draft == "")
  }

  @Test func onlyReferenceValuesComeFromTheLastVisitAndAreShownAsSuch() async throws {
    let (presenter, interactor) = makePresenter(last: Fixtures.findings(40, 30, depth: 5))
    await begin(presenter)
    // Measurements are measured again: nothing to keep with Enter.
    #expect(view.question?.label == "Length cm")
    #expect(view.question?.draft == "")
    #expect(view.question?.fromLastVisit == false)
    for text in ["3.5", "2.5", "", "", ""] { await answer(presenter, text) }
    #expect(view.question?.label == "Tissue %")
    #expect(view.question?.draft == "granulation=70, slough=30")
    #expect(view.question?.fromLastVisit == true)
    await replace(presenter, "granulation=80, slough=20")
    #expect(view.question?.fromLastVisit == false, "once changed it is hers")
    await presenter.handle(.submit)
    #expect(view.question?.label == "Exudate")
    #expect(view.question?.draft == "", "the amount is observed today")
    await answer(presenter, "light")
    #expect(view.question?.draft == "serous")
    #expect(view.question?.fromLastVisit == true)
    await presenter.handle(.submit)
    #expect(view.question?.draft == "macerated")
    await presenter.handle(.submit)
    #expect(view.question?.label == "Odour")
    #expect(view.question?.draft == "")
    await answer(presenter, "n")
    #expect(view.question?.label == "Pain")
    #expect(view.question?.draft == "", "last visit's pain 3 is never copied")
    await answer(presenter, "")
    #expect(view.question?.draft == "", "infection signs are never copied")
    await answer(presenter, "")
    #expect(view.question?.label == "Dressing")
    #expect(view.question?.draft == "foam")
    await presenter.handle(.submit)
    #expect(view.question?.label == "Notes")
    #expect(view.question?.draft == "")
    await answer(presenter, "")
    #expect(view.question?.label == "Photos")
    await answer(presenter, "")
    #expect(isOnTheSummary)
    await presenter.handle(.save)
    let saved = try #require(interactor.recorded.first)
    #expect(saved.findings.length == Centimetres(tenths: 35))
    #expect(saved.findings.depth == nil)
    #expect(saved.findings.tissue == TissueMix(granulation: 80, slough: 20))
    #expect(saved.findings.exudateAmount == .light)
    #expect(saved.findings.exudateType == .serous)
    #expect(saved.findings.periwound == [.macerated])
    #expect(saved.findings.pain == nil)
    #expect(saved.findings.dressing == "foam")
    #expect(saved.id == Fixtures.id(77))
    #expect(saved.takenAt == Self.now)
    #expect(
      router.routes == [.saved(notice: "Saved: assessment of Venous leg ulcer · left lower leg")]
    )
  }

  @Test func tissueThatDoesNotSumTo100IsAskedAgain() async {
    let (presenter, _) = makePresenter()
    await begin(presenter)
    for text in ["4", "3", "", "", ""] { await answer(presenter, text) }
    await answer(presenter, "granulation=70, slough=20")
    #expect(view.question?.label == "Tissue %")
    #expect(view.last?.problem == "Tissue %: sums to 90, not 100")
    await answer(presenter, "granulation=70, slough=30")
    #expect(view.question?.label == "Exudate")
    #expect(view.last?.problem == nil)
  }

  @Test func lengthsAndPainAreCheckedAsTyped() async {
    let (presenter, _) = makePresenter()
    await begin(presenter)
    await answer(presenter, "-1")
    #expect(view.last?.problem == "Length cm: must not be negative")
    await answer(presenter, "4.55")
    #expect(view.last?.problem?.hasPrefix("Length cm: \"4.55\" is not a length") == true)
    await answer(presenter, "4")
    await answer(presenter, "0")
    #expect(view.last?.problem?.hasPrefix("Width cm: length and width are both above 0") == true)
    await answer(presenter, "3")
    await answer(presenter, "")
    await answer(presenter, "13@1")
    #expect(view.last?.problem == "Undermining: the clock position must be 1-12")
    for text in ["3@1.5", "", "g=100", "heavy", "", "", "", "11"] {
      await answer(presenter, text)
    }
    #expect(view.question?.label == "Pain")
    #expect(view.last?.problem == "Pain: a whole number from 0 to 10")
  }

  @Test func aRefusalOnSaveReAsksThatFieldThenReturnsToTheSummary() async {
    let refusal = RuleViolation(field: "pain", reason: "must be 0-10")
    let (presenter, interactor) = makePresenter(refusals: [refusal])
    await begin(presenter)
    await answerAll(presenter)
    #expect(isOnTheSummary)
    await presenter.handle(.save)
    #expect(view.question?.label == "Pain")
    #expect(view.last?.problem == "Pain: must be 0-10")
    await answer(presenter, "2")
    #expect(isOnTheSummary)
    await presenter.handle(.save)
    #expect(interactor.recorded.count == 2)
    #expect(interactor.recorded.last?.findings.pain == 2)
    #expect(
      router.routes == [.saved(notice: "Saved: assessment of Venous leg ulcer · left lower leg")]
    )
  }

  @Test func aRefusalOfAnotherFieldStaysOnTheSummary() async {
    let refusal = RuleViolation(field: "supersedes", reason: "names no assessment")
    let (presenter, _) = makePresenter(refusals: [refusal])
    await begin(presenter)
    await answerAll(presenter)
    await presenter.handle(.save)
    #expect(isOnTheSummary)
    #expect(view.last?.problem == "supersedes: names no assessment")
    #expect(router.routes.isEmpty)
  }

  @Test func cancelLeavesWithoutWriting() async {
    let (presenter, interactor) = makePresenter()
    await begin(presenter)
    await answer(presenter, "4")
    await presenter.handle(.cancel)
    #expect(view.last?.confirmingDiscard == true, "an answer given: asked first")
    await presenter.handle(.keepEditing)
    #expect(router.routes.isEmpty)
    await presenter.handle(.cancel)
    await presenter.handle(.discard)
    #expect(router.routes == [.cancelled])
    #expect(interactor.recorded.isEmpty)
  }

  @Test func aClosedWoundMeasures0By0WithNoTissue() async throws {
    let (presenter, interactor) = makePresenter()
    await begin(presenter)
    for text in ["0", "0", "", "", "", "", "none", "", "", "", "", "", "", "", ""] {
      await answer(presenter, text)
    }
    #expect(isOnTheSummary)
    await presenter.handle(.save)
    let saved = try #require(interactor.recorded.first)
    #expect(saved.findings.isClosed)
    #expect(saved.findings.tissue == .none)
  }

  @Test func aHealedWoundCannotBeAssessed() async {
    let healed = Fixtures.wound(status: .healed(on: CalendarDateFixture.june10))
    let (presenter, _) = makePresenter(wound: healed)
    await presenter.start()
    #expect(
      view.last?.content
        == .failed(message: "This wound is healed 2025-06-10: reopen it to assess it.")
    )
  }

  @Test func anUnknownWoundSaysSo() async {
    let (presenter, _) = makePresenter(.failure(WoundLookupError.woundNotFound(Fixtures.id(1))))
    await presenter.start()
    let id = Fixtures.uuid(1).uuidString.lowercased()
    #expect(view.last?.content == .failed(message: "No wound with id \(id)."))
  }
}
