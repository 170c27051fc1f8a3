import ArgumentParser
import Foundation
import LibMessage
import LibPatient

/// `nurse message`: the care team's thread about each patient.
struct MessageCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "message",
    abstract: "Talk with the care team about a patient. Works offline; sent at the next sync.",
    discussion: """
      Messages carry the name of the nurse logged in (`nurse login`), so they need a login,
      but not a network: a message sent offline waits, marked pending, for `nurse sync`.
      """,
    subcommands: [MessageSendCommand.self, MessageListCommand.self, MessageInboxCommand.self]
  )
}

struct MessageSendCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "send",
    abstract: "Send a message to a patient's thread; prints its id."
  )

  @OptionGroup var global: GlobalOptions
  @Option(help: .patientReference)
  var patient: String
  @Option(help: "The message this one answers (its id or first characters).")
  var replyTo: String?
  @Option(help: "The new message's id (a UUID), to make a retried send idempotent.")
  var id: UUID?
  @Argument(help: "The text (newlines and tabs allowed; `-` reads it from standard input).")
  var text: String

  func run() async throws {
    try await CommandFailure.report {
      let messageID = id.map { Message.ID($0) } ?? Message.ID()
      let body = text == "-" ? Self.standardInput() : text
      let app = try await AppEnvironment.open(global)
      let messages = try app.messages()
      let patientID = try await app.patients.resolveID(patient)
      var answered: Message.ID?
      if let replyTo { answered = try await messages.resolveMessageID(replyTo) }
      try await messages.send(
        NewMessage(id: messageID, patientID: patientID, body: body, replyTo: answered)
      )
      print(messageID.uuidString.lowercased())
    }
  }

  private static func standardInput() -> String {
    String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
  }
}

struct MessageListCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list",
    abstract: "Show a patient's thread, oldest first, and mark it read."
  )

  @OptionGroup var global: GlobalOptions
  @Option(help: .patientReference)
  var patient: String
  @Flag(help: .jsonInsteadOfScreen) var json = false

  func run() async throws {
    try await CommandFailure.report {
      let app = try await AppEnvironment.open(global)
      let messages = try app.messages()
      let patientID = try await app.patients.resolveID(patient)
      if json {
        try JSONOutput.print(try await messages.thread(patientID: patientID).map(MessageJSON.init))
      } else {
        let details = try await app.patients.patient(patientID).details
        let name = "\(details.givenName) \(details.familyName)"
        await app.printMessagesOnce(messages) { $0.thread(patientID: patientID, patientName: name) }
      }
      try await messages.markThreadRead(patientID: patientID)
    }
  }
}

struct MessageInboxCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "inbox",
    abstract: "One line per patient thread, newest first, with unread and pending counts."
  )

  @OptionGroup var global: GlobalOptions
  @Flag(help: .jsonInsteadOfScreen) var json = false

  func run() async throws {
    try await CommandFailure.report {
      let app = try await AppEnvironment.open(global)
      let messages = try app.messages()
      if json {
        try JSONOutput.print(try await messages.inbox().map(InboxEntryJSON.init))
      } else {
        await app.printMessagesOnce(messages) { $0.inbox() }
      }
    }
  }
}
