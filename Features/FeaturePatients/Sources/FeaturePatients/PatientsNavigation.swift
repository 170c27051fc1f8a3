import CoreTerminal
import CoreVIPER
import Foundation
import LibPatient

/// The patient flow's screens: the list, a patient's detail, and the add and edit forms.
///
/// The app builds one with the library and the Navigator, then asks it for the screen to
/// start on. The screens reach each other through it, so a list opens a detail and a detail
/// opens the edit form without the app's help.
///
/// ```swift
/// let patients = PatientsNavigation(library: library, navigator: navigator, now: Date.init)
/// navigator.push(patients.patientList())
/// ```
///
/// Every screen's `start()` returns once its data is loaded, so once-mode can await it and
/// print `render(size:)` straight away.
@MainActor
public final class PatientsNavigation {
  private let library: PatientLibrary
  /// Weak: the app owns the Navigator, and the Navigator owns the screens built here.
  private weak var navigator: (any Navigating)?
  private let now: @Sendable () -> Date
  private let styling: Styling
  private let timeZone: TimeZone
  /// Other flows' screens the app builds, each opened by its key on the list (sync, inbox…).
  private let crossings: [Crossing]
  /// The patient's wounds from the app's wound flow: `w` on the detail opens them.
  private let wounds: PatientWoundRoutes?
  /// The care team's thread from the app's message flow: `m` on the detail opens it.
  private let openMessages: (@MainActor (Patient.ID, String) -> Screen)?
  /// Unread messages and overdue wounds per patient, read by the app: the list's badges.
  private let badges: (@Sendable () async -> PatientBadges)?

  /// - Parameters:
  ///   - library: the patients' facade the screens read and write through.
  ///   - navigator: where the screens push the next screen or go back. Held weakly, as the
  ///     Navigator owns the screens: the app keeps it alive while the screens run.
  ///   - now: the clock, for ages and for refusing birth dates in the future.
  ///   - styling: ANSI or plain text; by default plain unless stdout is a terminal without
  ///     `NO_COLOR`.
  ///   - timeZone: the nurse's time zone, in which "today" and assessment days are read.
  ///   - crossings: other flows' screens the app builds (the team sync screen, the care
  ///     team's inbox, the wound alerts…), each opened by its key on the list.
  ///   - woundLines: the patient's wounds, one line each, that her detail lists; read by the
  ///     app's wound flow, which this flow does not know.
  ///   - openWounds: builds the wound list of the patient (id, "Dupont, Marie") in another
  ///     flow; when given, `w` on her detail opens it.
  ///   - openMessages: builds the care team's thread about the patient (id, "Dupont, Marie")
  ///     in another flow; when given, `m` on her detail opens it.
  ///   - badges: unread messages and overdue wounds per patient, which the app reads from
  ///     LibMessage and LibWound; when given, the list shows them in two columns (`✉2`, `!`).
  public init(
    library: PatientLibrary,
    navigator: any Navigating,
    now: @escaping @Sendable () -> Date,
    styling: Styling = .detect(),
    timeZone: TimeZone = .current,
    crossings: [Crossing] = [],
    woundLines: (@Sendable (Patient.ID) async -> [String])? = nil,
    openWounds: (@MainActor (Patient.ID, String) -> Screen)? = nil,
    openMessages: (@MainActor (Patient.ID, String) -> Screen)? = nil,
    badges: (@Sendable () async -> PatientBadges)? = nil
  ) {
    self.badges = badges
    self.openMessages = openMessages
    self.crossings = crossings
    self.wounds = openWounds.map { PatientWoundRoutes(lines: woundLines, open: $0) }
    self.library = library
    self.navigator = navigator
    self.now = now
    self.styling = styling
    self.timeZone = timeZone
  }

  /// The active patients; keeps itself up to date as the store changes.
  public func patientList() -> Screen {
    // Not a default argument: a public default is compiled into the caller, which would
    // then need CoreContract, where `PatientStatus` now lives.
    patientList(search: nil, status: .active)
  }

  /// The active patients with the search line open, for finding one from another screen
  /// (`/` on the day's round): what she types next is the search.
  public func patientSearch() -> Screen {
    patientList(search: nil, status: .active, searching: true)
  }

  /// The patients matching `search` (a name, the identifier, the address, the phone or an
  /// id's first characters), with `status` (`nil` for all);
  /// keeps itself up to date as the store changes.
  public func patientList(search: String?, status: PatientStatus?) -> Screen {
    patientList(search: search, status: status, searching: false)
  }

  private func patientList(search: String?, status: PatientStatus?, searching: Bool) -> Screen {
    PatientListBuilder.build(
      library: library,
      navigator: navigator,
      search: search,
      searching: searching,
      status: status,
      styling: styling,
      today: today,
      makeDetail: { id in self.patientDetail(id: id) },
      makeAddForm: { self.addPatientForm() },
      crossings: crossings,
      badges: badges
    )
  }

  /// One patient's record with her Braden history; `e` edits it, `b` assesses her Braden
  /// score, `x` archives it.
  public func patientDetail(id: Patient.ID) -> Screen {
    PatientDetailBuilder.build(
      id: id,
      library: library,
      navigator: navigator,
      styling: styling,
      today: today,
      timeZone: timeZone,
      makeEditForm: { id, onSaved in self.patientForm(mode: .edit(id), onSaved: onSaved) },
      wounds: wounds,
      makeMessages: openMessages,
      makeRecordForm: { form, id, onSaved in
        self.recordForm(form, patientID: id, onSaved: onSaved)
      }
    )
  }

  /// A new Braden assessment of the patient `patientID`: the time (now unless told), then
  /// the six subscales; the summary shows the total and risk band before saving.
  public func bradenForm(patientID: Patient.ID) -> Screen {
    bradenForm(patientID: patientID, onSaved: {})
  }

  private func bradenForm(patientID: Patient.ID, onSaved: @escaping @MainActor () -> Void) -> Screen
  {
    QuestionFormScreen.make(navigator: navigator, styling: styling, onSaved: onSaved) {
      router in
      BradenForm(
        patientID: patientID,
        interactor: BradenFormInteractor(library: library),
        router: router,
        now: now,
        timeZone: timeZone
      )
    }
  }

  /// A form that adds to the patient's record: a Braden assessment (the time, then the six
  /// subscales), an ABPI (the time, then the arms' and ankles' pressures) or her photo consent
  /// (the answer, its scope, who gave it and the day).
  private func recordForm(
    _ form: PatientRecordForm,
    patientID: Patient.ID,
    onSaved: @escaping @MainActor () -> Void
  ) -> Screen {
    switch form {
    case .braden:
      return bradenForm(patientID: patientID, onSaved: onSaved)
    case .abpi:
      return QuestionFormScreen.make(navigator: navigator, styling: styling, onSaved: onSaved) {
        router in
        ABPIForm(
          patientID: patientID,
          interactor: ABPIFormInteractor(library: library),
          router: router,
          now: now,
          timeZone: timeZone
        )
      }
    case .photoConsent:
      return QuestionFormScreen.make(navigator: navigator, styling: styling, onSaved: onSaved) {
        router in
        PhotoConsentForm(
          patientID: patientID,
          interactor: PhotoConsentFormInteractor(library: library),
          router: router,
          today: today
        )
      }
    }
  }

  /// The form that adds a patient, field by field.
  public func addPatientForm() -> Screen {
    patientForm(mode: .add, onSaved: {})
  }

  private func patientForm(mode: PatientForm.Mode, onSaved: @escaping @MainActor () -> Void)
    -> Screen
  {
    QuestionFormScreen.make(navigator: navigator, styling: styling, onSaved: onSaved) {
      router in
      PatientForm(
        mode: mode,
        interactor: PatientFormInteractor(library: library),
        router: router,
        today: today
      )
    }
  }

  private var today: () -> CalendarDate {
    { [now, timeZone] in CalendarDate(now(), in: timeZone) }
  }
}

/// What the app's wound flow lends a patient's detail: her wounds as lines, and their list.
struct PatientWoundRoutes {
  var lines: (@Sendable (Patient.ID) async -> [String])?
  var open: @MainActor (Patient.ID, String) -> Screen
}
