import CoreTerminal
import CoreVIPER
import Foundation
import LibPatient
import LibWound

/// The day's round (docs/care-plans.md): the screen the app opens on when the nurse has a
/// care plan. Each line is a patient with something due that day, in visit order, with what
/// is due and badges (infection, overdue, unread, visited); Enter opens her, `v` opens the visit
/// sheet (the dressings due and the day's assessments and Bradens ticked, a note, the time),
/// `x` voids her visit of the day recorded by mistake, `p` opens every patient, `/` finds one;
/// its bottom bar shows its own keys, and Esc or `q` asks before leaving the app.
///
/// The app builds it with LibWound, the Navigator and the crossings to the patient flow:
///
/// ```swift
/// let today = TodayNavigation(
///   library: wounds, navigator: navigator, now: Date.init,
///   unread: { await unreadCounts() },
///   openPatient: { id, name in patients.patientDetail(id: id) },
///   openPatients: { patients.patientList() })
/// try await navigator.run(root: today.today())
/// ```
@MainActor
public final class TodayNavigation {
  private let library: WoundLibrary
  /// Weak: the app owns the Navigator, and the Navigator owns the screens built here.
  private weak var navigator: (any Navigating)?
  private let now: @Sendable () -> Date
  private let styling: Styling
  private let timeZone: TimeZone
  private let unread: @Sendable () async -> [Patient.ID: Int]
  private let openPatient: (@MainActor (Patient.ID, String) -> Screen)?
  private let openPatients: (@MainActor () -> Screen)?
  private let openSearch: (@MainActor () -> Screen)?
  private let crossings: [Crossing]
  private let handover: @Sendable (HandoverScope) async throws -> [PatientHandover]

  /// - Parameters:
  ///   - library: LibWound's facade: the round, and the visits recorded from it.
  ///   - navigator: where the screen pushes a patient. Held weakly.
  ///   - now: the clock: today, and what a visit's typed time is read against.
  ///   - styling: ANSI or plain text.
  ///   - timeZone: the nurse's time zone, which says what "today" is.
  ///   - unread: each patient's count of unread messages (LibMessage's, read by the app);
  ///     none without a login.
  ///   - openPatient: a patient's screen (the patient flow's detail), for Enter.
  ///   - openPatients: the patient list, for `p`.
  ///   - openSearch: the patient list with its search line open, for `/`.
  ///   - crossings: the keys that open other flows' screens from the round (sync, the
  ///     team's messages, the wound alerts): the same the patient list offers.
  ///   - handover: the nurse's handover (docs/care-plans.md "Handover"): LibWound's, with the
  ///     messages the app adds (LibMessage's); LibWound's alone by default.
  public init(
    library: WoundLibrary,
    navigator: any Navigating,
    now: @escaping @Sendable () -> Date,
    styling: Styling = .detect(),
    timeZone: TimeZone = .current,
    unread: @escaping @Sendable () async -> [Patient.ID: Int] = { [:] },
    openPatient: (@MainActor (Patient.ID, String) -> Screen)? = nil,
    openPatients: (@MainActor () -> Screen)? = nil,
    openSearch: (@MainActor () -> Screen)? = nil,
    crossings: [Crossing] = [],
    handover: (@Sendable (HandoverScope) async throws -> [PatientHandover])? = nil
  ) {
    self.library = library
    self.navigator = navigator
    self.now = now
    self.styling = styling
    self.timeZone = timeZone
    self.unread = unread
    self.openPatient = openPatient
    self.openPatients = openPatients
    self.openSearch = openSearch
    self.crossings = crossings
    self.handover = handover ?? { [library] scope in try await library.handover(scope) }
  }

  /// Today's round.
  public func today() -> Screen {
    round(on: nil)
  }

  /// The round of `day` (`nurse today --date`); with `showsSupplies`, what its dressing
  /// changes need in place of its patients (`nurse today --supplies`, `u` on the round).
  public func round(on day: CalendarDate?, showsSupplies: Bool = false) -> Screen {
    let (now, timeZone) = (now, timeZone)
    return TodayBuilder.build(
      day: day,
      interactor: TodayInteractor(library: library, unread: unread),
      navigator: navigator,
      styling: styling,
      now: now,
      timeZone: timeZone,
      title: { day in
        let today = CalendarDate(now(), in: timeZone)
        return TodayText.title(day: day ?? today, isToday: (day ?? today) == today)
      },
      openPatient: openPatient,
      openPatients: openPatients,
      openSearch: openSearch,
      crossings: crossings,
      showsSupplies: showsSupplies,
      openHandover: { self.handover(.round) }
    )
  }

  /// What colleagues recorded about the patients of `scope` since the nurse last saw each
  /// (`nurse handover`, `h` on the round): `x` marks a patient's changes seen, `a` switches
  /// between her round and the whole team.
  public func handover(_ scope: HandoverScope) -> Screen {
    HandoverBuilder.build(
      interactor: HandoverInteractor(library: library, handover: handover),
      scope: scope,
      navigator: navigator,
      styling: styling,
      now: now,
      timeZone: timeZone
    )
  }
}
