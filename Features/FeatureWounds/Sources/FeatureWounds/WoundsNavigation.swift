import CoreTerminal
import CoreVIPER
import Foundation
import LibPatient
import LibWound

/// The wound flow's screens: a patient's wounds, one wound's history and chart, the
/// assessment form (new or correcting one), healing or closing a wound, and the alerts of
/// every patient.
///
/// The app builds one with the library and the Navigator, then asks it for a screen. The
/// screens reach each other through it: the list opens a wound, a wound opens the form.
///
/// ```swift
/// let wounds = WoundsNavigation(library: library, navigator: navigator, now: Date.init)
/// navigator.push(wounds.woundList(patientID: id, patientName: "Dupont, Marie"))
/// ```
///
/// Every screen's `start()` returns once its data is loaded, so once-mode
/// (`Navigator.renderOnce`) can await it and print any screen.
@MainActor
public final class WoundsNavigation {
  private let library: WoundLibrary
  /// Weak: the app owns the Navigator, and the Navigator owns the screens built here.
  private weak var navigator: (any Navigating)?
  private let now: @Sendable () -> Date
  private let styling: Styling
  private let charset: ChartCharset
  private let timeZone: TimeZone
  private let makeWoundID: @Sendable () -> Wound.ID
  private let makeAssessmentID: @Sendable () -> Assessment.ID
  private let photoReader: @Sendable (String) throws -> Data
  private let patientName: @Sendable (Patient.ID) async -> String?
  private let pictureMode: PictureMode
  private let cellPixels: CellPixels

  /// - Parameters:
  ///   - library: the wounds' facade the screens read and write through.
  ///   - navigator: where the screens push the next screen or go back. Held weakly, as the
  ///     Navigator owns the screens: the app keeps it alive while the screens run.
  ///   - now: the clock, for the time an assessment is taken at.
  ///   - styling: ANSI or plain text; by default plain unless stdout is a terminal without
  ///     `NO_COLOR`.
  ///   - charset: how the chart is drawn; by default Unicode when the locale is UTF-8.
  ///   - timeZone: the nurse's time zone, in which assessment days are read.
  ///   - makeWoundID: makes the id of a new wound (ids are the caller's, so saving works
  ///     offline); tests pass a fixed one.
  ///   - makeAssessmentID: makes the id of a new assessment, likewise.
  ///   - photoReader: reads a photo file the assessment form names; the app passes the one
  ///     reader `nurse wound assess --photo` uses, by default the file's bytes.
  ///   - patientName: a patient's name as the alerts screen and a wound's detail show it
  ///     ("Dupont, Marie"); the app reads it from LibPatient, by default none (the alerts show
  ///     her id, the detail the wound alone).
  ///   - pictureMode: how photos are drawn; by default what the terminal says it supports
  ///     (`PictureMode.forThisTerminal`: plain text for a pipe, `NO_COLOR` or a dumb
  ///     terminal; `NURSE_GRAPHICS` chooses). The app builds its first flow before the first
  ///     screen, so a terminal asked whether it draws sixels answers before keys are read.
  ///   - cellPixels: the terminal's cell in pixels, which a sixel image is made to fit; by
  ///     default what the terminal reports (`CellPixels.forThisTerminal`).
  public init(
    library: WoundLibrary,
    navigator: any Navigating,
    now: @escaping @Sendable () -> Date,
    styling: Styling = .detect(),
    charset: ChartCharset = .detect(environment: ProcessInfo.processInfo.environment),
    timeZone: TimeZone = .current,
    makeWoundID: @escaping @Sendable () -> Wound.ID = { Wound.ID() },
    makeAssessmentID: @escaping @Sendable () -> Assessment.ID = { Assessment.ID() },
    photoReader: @escaping @Sendable (String) throws -> Data = {
      try Data(contentsOf: URL(fileURLWithPath: $0))
    },
    patientName: @escaping @Sendable (Patient.ID) async -> String? = { _ in nil },
    pictureMode: PictureMode = .forThisTerminal,
    cellPixels: CellPixels = .forThisTerminal
  ) {
    self.library = library
    self.navigator = navigator
    self.now = now
    self.styling = styling
    self.charset = charset
    self.timeZone = timeZone
    self.makeWoundID = makeWoundID
    self.makeAssessmentID = makeAssessmentID
    self.photoReader = photoReader
    self.patientName = patientName
    self.pictureMode = pictureMode
    self.cellPixels = cellPixels
  }

  /// The wounds of the patient `patientID`, open ones first, each with its last assessment
  /// and a flag when overdue or off its healing trajectory. `patientName` titles the screen
  /// ("Dupont, Marie"): the app has it from the patient flow.
  public func woundList(patientID: Patient.ID, patientName: String) -> Screen {
    WoundListBuilder.build(
      patientID: patientID,
      patientName: patientName,
      library: library,
      navigator: navigator,
      styling: styling,
      timeZone: timeZone,
      makeDetail: { id, onSaved in self.woundDetail(id: id, onAssessmentSaved: onSaved) },
      makeAssessmentForm: { id, onSaved in
        self.assessmentForm(woundID: id, correcting: nil, onSaved: onSaved)
      },
      makeWoundForm: { onSaved in self.openWoundForm(patientID: patientID, onSaved: onSaved) }
    )
  }

  /// One wound: its assessments, a chart of area and PUSH over time, the reduction from
  /// baseline and the healing trajectory with its reason. Follows the wound as assessments
  /// arrive; `a` assesses it.
  public func woundDetail(id: Wound.ID) -> Screen {
    woundDetail(id: id, onAssessmentSaved: {})
  }

  private func woundDetail(
    id: Wound.ID,
    onAssessmentSaved: @escaping @MainActor () -> Void
  ) -> Screen {
    WoundDetailBuilder.build(
      id: id,
      library: library,
      patientName: patientName,
      navigator: navigator,
      styling: styling,
      charset: charset,
      timeZone: timeZone,
      makeScreen: { destination in
        switch destination {
        case .assess(let woundID, let correcting):
          return self.assessmentForm(
            woundID: woundID,
            correcting: correcting,
            onSaved: onAssessmentSaved
          )
        case .changeStatus(let woundID, let change):
          return self.statusForm(woundID: woundID, change: change, onSaved: onAssessmentSaved)
        case .plan(let woundID):
          return self.planForm(woundID: woundID, onSaved: onAssessmentSaved)
        case .edit(let woundID):
          return self.woundForm(.edit(woundID: woundID), onSaved: onAssessmentSaved)
        case .photos(let woundID):
          return self.woundPhotos(id: woundID)
        }
      }
    )
  }

  /// A wound's photos side by side: the first, the previous and the latest, each with its day,
  /// area and PUSH; ← and → walk the timeline two at a time.
  public func woundPhotos(id: Wound.ID) -> Screen {
    WoundPhotosBuilder.build(
      id: id,
      library: library,
      navigator: navigator,
      styling: styling,
      mode: pictureMode,
      cell: cellPixels,
      timeZone: timeZone
    )
  }

  /// The open wounds of every patient that need the nurse (overdue, or off their healing
  /// trajectory), the longest unseen first, each with its patient's name; Enter opens the
  /// wound's detail. The app opens it from the patient list.
  public func woundAlerts() -> Screen {
    WoundAlertsBuilder.build(
      library: library,
      patientName: patientName,
      navigator: navigator,
      styling: styling,
      timeZone: timeZone,
      makeDetail: { id, onChanged in self.woundDetail(id: id, onAssessmentSaved: onChanged) }
    )
  }

  /// The team lead's caseload: every open wound of the team ranked by concern, each with its
  /// reasons in words and its nurse; `n` keeps one nurse's, `r` one reason's, `x` all again,
  /// Enter opens the wound's detail. `filter` is the one to start with (`nurse caseload
  /// --nurse --reason`). The app opens it by a key on every screen.
  public func caseload(filter: CaseloadFilter = CaseloadFilter()) -> Screen {
    CaseloadBuilder.build(
      library: library,
      filter: filter,
      navigator: navigator,
      styling: styling,
      timeZone: timeZone,
      makeDetail: { id, onChanged in self.woundDetail(id: id, onAssessmentSaved: onChanged) }
    )
  }

  private func statusForm(
    woundID: Wound.ID,
    change: WoundStatusChange,
    onSaved: @escaping @MainActor () -> Void
  ) -> Screen {
    QuestionFormScreen.make(navigator: navigator, styling: styling, onSaved: onSaved) {
      router in
      WoundStatusForm(
        woundID: woundID,
        change: change,
        interactor: WoundStatusFormInteractor(library: library),
        router: router,
        today: { [now, timeZone] in CalendarDate(now(), in: timeZone) }
      )
    }
  }

  /// The care plan of the open wound `woundID`, field by field: a new plan, or its plan to
  /// change (starting from every answer). The wound's detail shows the plan once saved.
  public func planForm(woundID: Wound.ID) -> Screen {
    planForm(woundID: woundID, onSaved: {})
  }

  private func planForm(woundID: Wound.ID, onSaved: @escaping @MainActor () -> Void) -> Screen {
    QuestionFormScreen.make(navigator: navigator, styling: styling, onSaved: onSaved) {
      router in
      WoundPlanForm(
        woundID: woundID,
        interactor: WoundPlanFormInteractor(library: library),
        router: router
      )
    }
  }

  /// The form that records a new assessment of the wound `woundID`, field by field,
  /// pre-filled from its last assessment, then saved after a summary.
  public func assessmentForm(woundID: Wound.ID) -> Screen {
    assessmentForm(woundID: woundID, correcting: nil, onSaved: {})
  }

  /// The form that opens a new wound under the patient `patientID`: type, site, stage (for
  /// a pressure injury), location and the day it was first seen.
  public func openWoundForm(patientID: Patient.ID) -> Screen {
    openWoundForm(patientID: patientID, onSaved: {})
  }

  private func openWoundForm(patientID: Patient.ID, onSaved: @escaping @MainActor () -> Void)
    -> Screen
  {
    woundForm(.open(patientID: patientID), onSaved: onSaved)
  }

  private func woundForm(_ mode: WoundForm.Mode, onSaved: @escaping @MainActor () -> Void)
    -> Screen
  {
    QuestionFormScreen.make(navigator: navigator, styling: styling, onSaved: onSaved) {
      router in
      WoundForm(
        mode: mode,
        interactor: WoundFormInteractor(library: library),
        router: router,
        today: { [now, timeZone] in CalendarDate(now(), in: timeZone) },
        makeID: makeWoundID,
        styling: styling
      )
    }
  }

  private func assessmentForm(
    woundID: Wound.ID,
    correcting: Assessment.ID?,
    onSaved: @escaping @MainActor () -> Void
  ) -> Screen {
    QuestionFormScreen.make(navigator: navigator, styling: styling, onSaved: onSaved) {
      router in
      AssessmentForm(
        woundID: woundID,
        correcting: correcting,
        interactor: AssessmentFormInteractor(library: library, photoReader: photoReader),
        router: router,
        now: now,
        timeZone: timeZone,
        makeID: makeAssessmentID
      )
    }
  }
}
