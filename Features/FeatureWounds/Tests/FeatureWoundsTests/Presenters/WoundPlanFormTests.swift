import CoreTesting
import CoreVIPER
import Foundation
import LibPatient
import LibWound
import Testing

@testable import FeatureWounds

final class StubWoundPlanFormInteractor: WoundPlanFormInteracting, @unchecked Sendable {
  private let lock = NSLock()
  private let stored: CarePlan?
  private var refusals: [Error]
  private var _saved: [CarePlanDraft] = []

  init(stored: CarePlan? = nil, refusals: [Error] = []) {
    self.stored = stored
    self.refusals = refusals
  }

  var saved: [CarePlanDraft] { lock.withLock { _saved } }

  func plan(of woundID: Wound.ID) async throws -> CarePlan? { stored }

  func setPlan(_ draft: CarePlanDraft) async throws {
    let refusal: Error? = lock.withLock {
      _saved.append(draft)
      return refusals.isEmpty ? nil : refusals.removeFirst()
    }
    if let refusal { throw refusal }
  }
}

/// A refusal as the contract makes it.
let planRefusal = RuleViolation(field: "primaryDressing", reason: "holds a control character")

/// The care-plan form through the shared question form presenter, as the app builds it.
@MainActor
struct WoundPlanFormTests {
  let view = RecordingView<QuestionFormViewData>()
  let router = RecordingFormExitRouter()

  static let plan = CarePlan(
    woundID: Fixtures.id(7),
    startsOn: CalendarDate("2025-06-01")!,
    cleansing: "saline",
    primaryDressing: "alginate",
    secondaryDressing: nil,
    change: .weekdays([.monday, .thursday]),
    assessEveryDays: 7,
    referringNurse: "Claire",
    version: 2,
    createdAt: Date(timeIntervalSince1970: 0),
    updatedAt: Date(timeIntervalSince1970: 0)
  )

  func makePresenter(_ interactor: StubWoundPlanFormInteractor)
    -> QuestionFormPresenter<WoundPlanForm>
  {
    let form = WoundPlanForm(woundID: Fixtures.id(7), interactor: interactor, router: router)
    let presenter = QuestionFormPresenter(form: form)
    presenter.view = view
    return presenter
  }

  private var label: String? {
    guard case .asking(let question) = view.last?.content else { return nil }
    return question.label
  }

  @Test func aNewPlanIsAskedAndSaved() async throws {
    let interactor = StubWoundPlanFormInteractor()
    let presenter = makePresenter(interactor)
    await presenter.start()
    #expect(view.last?.title == "New care plan")
    #expect(label == "Cleansing")
    for text in ["saline", "alginate", "foam", "every 2", "", "Claire", "", ""] {
      await answer(presenter, text)
    }
    #expect(
      view.last?.answered.map(\.value)
        == ["saline", "alginate", "foam", "every 2 days", "7 days", "Claire", "none", "—"]
    )
    await presenter.handle(.save)
    let draft = try #require(interactor.saved.first)
    #expect(draft.change == .everyDays(2))
    #expect(draft.assessEveryDays == 7)
    #expect(draft.secondaryDressing == "foam")
    #expect(router.routes == [.saved(notice: "Saved: care plan")])
  }

  @Test func anExistingPlanIsTheStartAndEnterKeepsIt() async throws {
    let interactor = StubWoundPlanFormInteractor(stored: Self.plan)
    let presenter = makePresenter(interactor)
    await presenter.start()
    #expect(view.last?.title == "Edit care plan")
    #expect(view.last?.content == .confirming(selected: 0), "a plan to change opens on its summary")
    await presenter.handle(.save)
    #expect(router.routes == [.saved(notice: "Saved: the care plan (nothing changed)")])
    #expect(
      interactor.saved.first
        == CarePlanDraft(
          woundID: Fixtures.id(7),
          cleansing: "saline",
          primaryDressing: "alginate",
          change: .weekdays([.monday, .thursday]),
          referringNurse: "Claire"
        )
    )
  }

  @Test func aBadFrequencyOrIntervalIsAskedAgain() async {
    let presenter = makePresenter(StubWoundPlanFormInteractor())
    await presenter.start()
    await answer(presenter, "")
    await answer(presenter, "")
    #expect(label == "Primary dressing")
    #expect(view.last?.problem?.contains("primary dressing") == true)
    await answer(presenter, "alginate")
    await answer(presenter, "")
    await answer(presenter, "every 90")
    #expect(label == "Dressing changed")
    await answer(presenter, "mon,fri")
    await answer(presenter, "0")
    #expect(label == "Assessed every")
  }

  @Test func aRefusalOnSaveReAsksTheFieldItNames() async {
    let interactor = StubWoundPlanFormInteractor(stored: Self.plan, refusals: [planRefusal])
    let presenter = makePresenter(interactor)
    await presenter.start()
    for _ in WoundPlanFormField.allCases { await presenter.handle(.submit) }
    await presenter.handle(.save)
    #expect(label == "Primary dressing")
    #expect(view.last?.problem == "Could not save: Primary dressing: holds a control character")
    #expect(router.routes.isEmpty)
  }

  /// Issue 29: compression and the specialist's advice are asked, and LibWound's refusal of a
  /// compression without a recent ABPI re-asks the compression, in the form as on the CLI.
  @Test func compressionIsAskedWithItsAdviceAndARefusalReAsksIt() async throws {
    let refusal = RuleViolation(
      field: "compression",
      reason: "needs an ABPI of the left leg; none is recorded; or record a specialist's advice "
        + "with the plan"
    )
    let interactor = StubWoundPlanFormInteractor(stored: Self.plan, refusals: [refusal])
    let presenter = makePresenter(interactor)
    await presenter.start()
    await presenter.handle(.select(by: 6))
    await presenter.handle(.editSelected)
    #expect(label == "Compression")
    await answer(presenter, "sideways")
    #expect(label == "Compression", "not a level: asked again")
    await answer(presenter, "f")
    await presenter.handle(.save)
    #expect(label == "Compression")
    #expect(view.last?.problem?.hasPrefix("Could not save: Compression: needs an ABPI") == true)
    await answer(presenter, "reduced")
    #expect(view.last?.content == .confirming(selected: 6))
    await presenter.handle(.select(by: 1))
    await presenter.handle(.editSelected)
    await answer(presenter, "Dr Okafor")
    #expect(label == "Specialist advice", "a name without its day is asked again")
    await answer(presenter, "Dr Okafor 2025-06-02")
    await presenter.handle(.save)
    let draft = try #require(interactor.saved.last)
    #expect(draft.compression == .reduced)
    #expect(
      draft.specialistAdvice == SpecialistAdvice(by: "Dr Okafor", on: CalendarDate("2025-06-02")!)
    )
    #expect(router.routes.count == 1)
  }

  /// Issue 27, item 7: changing how often a dressing is changed walked every question.
  @Test func aPlanToChangeOpensOnItsSummaryAndChangesOneAnswer() async throws {
    let interactor = StubWoundPlanFormInteractor(stored: Self.plan)
    let presenter = makePresenter(interactor)
    await presenter.start()
    await presenter.handle(.select(by: 3))
    await presenter.handle(.editSelected)
    #expect(label == "Dressing changed")
    await answer(presenter, "every 3")
    #expect(view.last?.content == .confirming(selected: 3))
    await presenter.handle(.save)
    #expect(try #require(interactor.saved.first).change == .everyDays(3))
    #expect(router.routes == [.saved(notice: "Saved: the care plan's dressing changed")])
  }
}

/// How the wound detail words a plan.
@MainActor
struct WoundPlanTextTests {
  @Test func aPlanIsTwoLabelledLinesWithControlsMadeVisible() {
    var plan = WoundPlanFormTests.plan
    plan.secondaryDressing = "foam\u{1B}[2J"
    #expect(
      WoundPlanText.lines(plan).map { "\($0.label): \($0.value)" } == [
        "Dressing: alginate, over it foam␛[2J; cleansing saline",
        "Care: Changed on monday, thursday · assessed every 7 days · referring nurse Claire",
      ]
    )
    plan.change = .everyDays(1)
    plan.compression = .reduced
    plan.specialistAdvice = SpecialistAdvice(by: "Dr Okafor", on: CalendarDate("2026-02-27")!)
    #expect(
      WoundPlanText.lines(plan).last?.value
        == "Changed every day · assessed every 7 days · referring nurse Claire · reduced "
        + "compression on Dr Okafor's advice of 2026-02-27"
    )
  }
}
