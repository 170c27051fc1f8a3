import CoreTerminal
import CoreVIPER
import Foundation
import LibMessage
import LibPatient

/// The care team's message screens: the inbox, one patient's thread, and the composer.
///
/// The app builds one with the library of the nurse logged in and the Navigator, then asks it
/// for a screen. The screens reach each other through it: the inbox opens a thread, a thread
/// opens the composer. Another flow (a patient's detail) reaches a thread through a route the
/// app wires to `thread(patientID:patientName:)`.
///
/// ```swift
/// let messages = MessagesNavigation(library: library, navigator: navigator, now: Date.init)
/// navigator.push(messages.thread(patientID: id, patientName: "Dupont, Marie"))
/// ```
///
/// The author of what the composer sends is the nurse `library` was built for
/// (`MessageLibrary.live(store:nurse:now:)`), so it is not passed here again.
///
/// Every screen's `start()` returns once its data is loaded, so once-mode
/// (`Navigator.renderOnce`) can await it and print any screen.
@MainActor
public final class MessagesNavigation {
  private let library: MessageLibrary
  /// Weak: the app owns the Navigator, and the Navigator owns the screens built here.
  private weak var navigator: (any Navigating)?
  private let now: @Sendable () -> Date
  private let styling: Styling
  private let timeZone: TimeZone
  private let makeID: @Sendable () -> Message.ID

  /// - Parameters:
  ///   - library: the messages' facade the screens read and write through, built for the
  ///     nurse logged in (she is the author of what she sends).
  ///   - navigator: where the screens push the next screen or go back. Held weakly, as the
  ///     Navigator owns the screens: the app keeps it alive while the screens run.
  ///   - now: the clock, to show today's messages by their time only.
  ///   - styling: ANSI or plain text; by default plain unless stdout is a terminal without
  ///     `NO_COLOR`.
  ///   - timeZone: the nurse's time zone, in which message times are shown.
  ///   - makeID: makes the id of a new message (ids are the caller's, so sending works
  ///     offline); tests pass a fixed one.
  public init(
    library: MessageLibrary,
    navigator: any Navigating,
    now: @escaping @Sendable () -> Date,
    styling: Styling = .detect(),
    timeZone: TimeZone = .current,
    makeID: @escaping @Sendable () -> Message.ID = { Message.ID() }
  ) {
    self.library = library
    self.navigator = navigator
    self.now = now
    self.styling = styling
    self.timeZone = timeZone
    self.makeID = makeID
  }

  /// Every patient's thread, newest first, with its last message, unread badge and pending
  /// count; keeps itself up to date as the store changes. Enter opens a thread.
  public func inbox() -> Screen {
    InboxBuilder.build(
      interactor: InboxInteractor(library: library),
      navigator: navigator,
      styling: styling,
      now: now,
      timeZone: timeZone,
      makeThread: { id, name in self.thread(patientID: id, patientName: name) }
    )
  }

  /// The messages about the patient `patientID`, oldest to newest, pending ones marked.
  /// Opening it marks the thread read; `r` replies to the selected message, `c` writes a new
  /// one. `patientName` titles the screen ("Dupont, Marie"): the app has it from the patient
  /// flow.
  public func thread(patientID: Patient.ID, patientName: String) -> Screen {
    ThreadBuilder.build(
      patientID: patientID,
      patientName: patientName,
      interactor: ThreadInteractor(library: library),
      navigator: navigator,
      styling: styling,
      now: now,
      timeZone: timeZone,
      makeCompose: { replyTo, onSent in
        self.compose(patientID: patientID, name: patientName, replyTo: replyTo, onSent: onSent)
      }
    )
  }

  /// The composer of a message to the patient's thread, or of a reply to the message
  /// `replyTo` of that thread. Enter starts a new line, Ctrl-D sends, Esc cancels (asking
  /// first when something was typed).
  public func compose(patientID: Patient.ID, replyTo: Message.ID? = nil) -> Screen {
    compose(patientID: patientID, name: nil, replyTo: replyTo, onSent: {})
  }

  private func compose(
    patientID: Patient.ID,
    name: String?,
    replyTo: Message.ID?,
    onSent: @escaping @MainActor () -> Void
  ) -> Screen {
    ComposeBuilder.build(
      patientID: patientID,
      patientName: name,
      replyTo: replyTo,
      maximumLength: MessageBody.maximumLength,
      interactor: ComposeInteractor(library: library),
      navigator: navigator,
      styling: styling,
      now: now,
      timeZone: timeZone,
      makeID: makeID,
      onSent: onSent
    )
  }
}
