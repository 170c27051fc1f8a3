import CoreContract
import CoreHTTP
import CoreTerminal
import CoreVIPER
import FeatureMessages
import Foundation
import LibMessage

extension AppEnvironment {
  /// The care-team messages of the nurse logged in: she is their author and the "me" of
  /// unread counts, so messages need a login (not a network). Throws `NotLoggedIn`.
  nonisolated func messages() throws -> MessageLibrary {
    MessageLibrary.live(store: store, nurse: try SessionStore.current().username, now: now)
  }

  /// The message screens, over `library`.
  func messagesNavigation(
    _ library: MessageLibrary,
    navigator: any Navigating
  ) -> MessagesNavigation {
    MessagesNavigation(library: library, navigator: navigator, now: now, styling: .detect())
  }

  /// Builds a screen of the message flow and prints it once to stdout.
  func printMessagesOnce(
    _ library: MessageLibrary,
    _ makeScreen: @MainActor (MessagesNavigation) -> any Screen
  ) async {
    let navigator = Navigator(terminal: SystemTerminal())
    let screen = makeScreen(messagesNavigation(library, navigator: navigator))
    // Once-mode prints the whole thread: a screen's height would keep only its newest lines.
    let size = TerminalSize(columns: Self.onceSize().columns, rows: 100_000)
    await Navigator.printOnce(screen, size: size)
  }
}
