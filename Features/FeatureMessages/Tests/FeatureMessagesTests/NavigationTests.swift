import CoreTerminal
import CoreTesting
import CoreVIPER
import Foundation
import LibMessage
import LibPatient
import Testing

@testable import FeatureMessages

/// A clock the tests move forward, so that messages are sent at distinct minutes.
final class SteppingClock: @unchecked Sendable {
  private let lock = NSLock()
  private var date: Date

  init(_ date: Date) { self.date = date }

  func advance(by seconds: TimeInterval) {
    lock.withLock { date = date.addingTimeInterval(seconds) }
  }

  var now: @Sendable () -> Date {
    { [self] in lock.withLock { date } }
  }
}

/// The screens MessagesNavigation builds, over a real library on a temporary SQLite store:
/// the wiring the presenter tests stub out.
@MainActor
struct NavigationTests {
  let temporary: TemporaryStore
  let messages: MessageLibrary
  let navigator = RecordingNavigator()
  let navigation: MessagesNavigation
  /// Messages are sent from 16:00, one minute apart; the screens' "today" is 17:00.
  let sendingClock = SteppingClock(Fixtures.at("2025-06-15", "16:00"))
  nonisolated static let now = Fixtures.now
  static let size = TerminalSize.standard

  init() async throws {
    temporary = try TemporaryStore(
      migrations: PatientLibrary.migrations + MessageLibrary.migrations
    )
    let clock: @Sendable () -> Date = { Self.now }
    let patients = PatientLibrary.live(store: temporary.store, now: clock)
    let details = PatientDetails(
      givenName: "Marie",
      familyName: "Dupont",
      birthDate: CalendarDate("1942-05-14")!,
      sex: .female
    )
    try await patients.add(NewPatient(id: Fixtures.marie, details: details))
    messages = MessageLibrary.live(store: temporary.store, nurse: "anna", now: sendingClock.now)
    navigation = MessagesNavigation(
      library: messages,
      navigator: navigator,
      now: clock,
      styling: .plain,
      timeZone: Fixtures.utc,
      makeID: { Fixtures.id(77) }
    )
  }

  func send(_ number: Int, _ body: String, replyTo: Int? = nil) async throws {
    let message = NewMessage(
      id: Fixtures.id(number),
      patientID: Fixtures.marie,
      body: body,
      replyTo: replyTo.map(Fixtures.id)
    )
    try await messages.send(message)
    sendingClock.advance(by: 60)
  }

  @Test func onceModePrintsAnEmptyInbox() async {
    let lines = await Navigator.renderOnce(navigation.inbox(), size: Self.size)
    #expect(lines.first?.hasPrefix("Messages") == true)
    #expect(lines.contains { $0.hasPrefix("No messages yet.") })
  }

  @Test func onceModePrintsTheInboxWithAPendingThread() async throws {
    try await send(1, "Dressing changed.\nExudate heavier.")
    let lines = await Navigator.renderOnce(navigation.inbox(), size: Self.size)
    #expect(lines.contains { $0.hasPrefix("› Dupont, Marie") && $0.hasSuffix("1 pending  16:00") })
    #expect(lines.contains { $0 == "    anna: Dressing changed." })
  }

  @Test func onceModePrintsTheThreadWithItsReply() async throws {
    try await send(1, "Dressing changed.")
    try await send(2, "Doctor comes at 11.", replyTo: 1)
    let thread = navigation.thread(patientID: Fixtures.marie, patientName: "Dupont, Marie")
    let lines = await Navigator.renderOnce(thread, size: Self.size)
    #expect(lines.first?.hasPrefix("Dupont, Marie") == true)
    #expect(lines.contains { $0 == "  anna · 16:00 · pending" })
    #expect(lines.contains { $0 == "› anna · 16:01 · pending" })
    #expect(lines.contains { $0 == "  ↳ reply to anna 16:00" })
    #expect(lines.last == "  Doctor comes at 11.")
  }

  @Test func aMessageWrittenInTheComposerShowsPendingInTheThread() async throws {
    let thread = navigation.thread(patientID: Fixtures.marie, patientName: "Dupont, Marie")
    navigator.push(thread)
    await thread.start()
    await thread.handle(.character("c"))
    let composer = try #require(navigator.screens.last)
    #expect(composer !== thread)
    await composer.start()
    #expect(composer.isEditingText)
    for key in Array("Seen today.").map(Key.character) + [.enter] + Array("q?").map(Key.character) {
      await composer.handle(key)
    }
    await composer.handle(.endOfInput)
    #expect(navigator.pops == 1)
    let stored = try await messages.thread(patientID: Fixtures.marie)
    #expect(stored.map(\.body) == ["Seen today.\nq?"])
    #expect(stored.first?.id == Fixtures.id(77))
    #expect(
      await eventually { thread.render(size: Self.size).contains("› anna · 16:00 · pending") }
    )
  }

  @Test func theComposerRefusesAnEscapeWithTheLibrarysReason() async throws {
    let composer = navigation.compose(patientID: Fixtures.marie)
    await composer.start()
    for character in "ok\u{1B}[2J" { await composer.handle(.character(character)) }
    await composer.handle(.endOfInput)
    let lines = composer.render(size: Self.size)
    #expect(lines.contains { $0.hasPrefix("Not sent: control character U+001B at character 3") })
    #expect(lines.contains("> ok␛[2J_"))
    #expect(try await messages.thread(patientID: Fixtures.marie).isEmpty)
    #expect(navigator.pops == 0)
  }

  @Test func aReplyFromTheThreadQuotesTheSelectedMessage() async throws {
    try await send(1, "Dressing changed.")
    try await send(2, "Doctor comes at 11.")
    let thread = navigation.thread(patientID: Fixtures.marie, patientName: "Dupont, Marie")
    await thread.start()
    await thread.handle(.up)
    await thread.handle(.character("r"))
    let composer = try #require(navigator.screens.last)
    await composer.start()
    #expect(composer.render(size: Self.size).contains("↳ reply to anna 16:00: Dressing changed."))
    for character in "Thanks" { await composer.handle(.character(character)) }
    await composer.handle(.endOfInput)
    let stored = try await messages.thread(patientID: Fixtures.marie)
    #expect(stored.last?.replyTo == Fixtures.id(1))
  }
}
