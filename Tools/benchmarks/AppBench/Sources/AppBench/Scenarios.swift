import CoreDatabase
import CoreTerminal
import CoreVIPER
import FeatureMessages
import FeaturePatients
import Foundation
import LibMessage
import LibPatient
import LibWound

/// Each scenario drives the real screens through a Navigator over `BenchTerminal` and returns
/// the seconds from each event to its redraw.
@MainActor
struct Scenarios {
  let store: Store
  let size = TerminalSize(columns: 100, rows: 40)

  var patients: PatientLibrary { PatientLibrary.live(store: store) }

  /// The patient flow as the app builds it, badges included (unread messages and overdue
  /// wounds read by the app's own `PatientBadgeReader`, linked in from App/Composition).
  func patientList(_ navigator: Navigator) -> Screen {
    let wounds = WoundLibrary.live(store: store)
    let messages = MessageLibrary.live(store: store, nurse: "bench")
    let flow = PatientsNavigation(
      library: patients,
      navigator: navigator,
      now: Date.init,
      styling: .plain,
      badges: { await PatientBadgeReader.badges(wounds: wounds, messages: messages) }
    )
    return flow.patientList()
  }

  /// Runs `body` with a Navigator showing `makeRoot`'s screen, once its first frame matching
  /// `ready` is drawn; returns that first frame's time and what `body` measured.
  func withScreen(
    ready: String,
    _ makeRoot: (Navigator) -> Screen,
    _ body: (BenchTerminal) async -> [Double]
  ) async -> (first: Double, keys: [Double]) {
    let terminal = BenchTerminal(size: size)
    let navigator = Navigator(terminal: terminal, styling: .plain)
    let clock = ContinuousClock()
    let start = clock.now
    let root = makeRoot(navigator)
    let running = Task { try? await navigator.run(root: root) }
    while !(await terminal.nextWrite()).contains(ready) {}
    let first = (clock.now - start).seconds
    let keys = await body(terminal)
    navigator.quit()
    _ = await running.value
    return (first, keys)
  }

  /// The first screen of the app, until the count of patients is on it.
  func firstScreen(patients count: Int) async -> Double {
    await withScreen(ready: "\(count) patients", patientList) { _ in [] }.first
  }

  /// j and k alternately on the list, from its middle (Home, then PgDn 25 times first).
  func moveKeys(times: Int) async -> [Double] {
    await withScreen(ready: "patients", patientList) { terminal in
      for _ in 0..<25 { _ = await terminal.timed(.key(.pageDown)) }
      var durations: [Double] = []
      for index in 0..<times {
        durations.append(
          await terminal.timed(.key(.character(index.isMultiple(of: 2) ? "j" : "k")))
        )
      }
      return durations
    }.keys
  }

  /// PgDn, End and Home: a page or the whole list away.
  func pageKeys(times: Int) async -> [Double] {
    await withScreen(ready: "patients", patientList) { terminal in
      var result: [Double] = []
      for index in 0..<times {
        let key: Key = index % 3 == 0 ? .pageDown : index % 3 == 1 ? .end : .home
        result.append(await terminal.timed(.key(key)))
      }
      return result
    }.keys
  }

  /// Typing a search on the loaded list: `/`, then each character of names, Backspace.
  func searchKeys(times: Int) async -> [Double] {
    await withScreen(ready: "patients", patientList) { terminal in
      _ = await terminal.timed(.key(.character("/")))
      var result: [Double] = []
      let text = Array("dupont martin benali")
      for index in 0..<times {
        let key: Key = index % 5 == 4 ? .backspace : .character(text[index % text.count])
        result.append(await terminal.timed(.key(key)))
      }
      return result
    }.keys
  }

  /// A bare redraw of the unchanged list (a resize to the same size repaints it whole): the
  /// baseline the keys are compared with.
  func bareRedraws(times: Int) async -> [Double] {
    await withScreen(ready: "patients", patientList) { terminal in
      var result: [Double] = []
      for _ in 0..<times { result.append(await terminal.timed(.resize(size))) }
      return result
    }.keys
  }

  /// The composer holding a message of `length` characters (pasted first): typing and
  /// Backspace at its end.
  func composerKeys(length: Int, times: Int) async -> (typing: [Double], backspace: [Double]) {
    var typing: [Double] = []
    var backspace: [Double] = []
    _ = await withScreen(ready: "New message", compose) { terminal in
      _ = await terminal.timed(.key(.paste(Self.text(length))))
      for index in 0..<times {
        typing.append(await terminal.timed(.key(.character(index % 7 == 6 ? " " : "a"))))
      }
      for _ in 0..<times { backspace.append(await terminal.timed(.key(.backspace))) }
      return []
    }
    return (typing, backspace)
  }

  /// A paste of `length` characters into an empty composer.
  func composerPastes(length: Int, times: Int) async -> [Double] {
    var result: [Double] = []
    for _ in 0..<times {
      _ = await withScreen(ready: "New message", compose) { terminal in
        result.append(await terminal.timed(.key(.paste(Self.text(length)))))
        return []
      }
    }
    return result
  }

  func compose(_ navigator: Navigator) -> Screen {
    let messages = MessageLibrary.live(store: store, nurse: "bench")
    let flow = MessagesNavigation(
      library: messages,
      navigator: navigator,
      now: Date.init,
      styling: .plain
    )
    return flow.compose(patientID: Patient.ID())
  }

  /// Prose of `length` characters: words, a line break every ~300 characters.
  static func text(_ length: Int) -> String {
    let words = ["the", "dressing", "was", "changed", "exudate", "heavier", "since", "Monday"]
    var text = ""
    var index = 0
    while text.count < length {
      text += words[index % words.count]
      text += index % 40 == 39 ? "\n" : " "
      index += 1
    }
    return String(text.prefix(length))
  }
}
