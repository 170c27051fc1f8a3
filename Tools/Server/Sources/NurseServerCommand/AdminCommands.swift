import ArgumentParser
import Foundation
import NurseServer

/// `nurse-server team add NAME`.
struct TeamCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "team",
    abstract: "Manage teams.",
    subcommands: [Add.self]
  )

  struct Add: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Add a team.")
    @Argument(help: "The team's name.") var name: String
    @OptionGroup var database: DatabaseOptions

    func run() async throws {
      let administration = Administration(store: try await database.openStore())
      try await runAdministration { try await administration.addTeam(name) }
    }
  }
}

/// `nurse-server nurse add --team NAME --username U`, `nurse list`, `nurse disable NAME` and
/// `nurse enable NAME`.
struct NurseCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "nurse",
    abstract: "Manage nurses.",
    subcommands: [Add.self, List.self, Disable.self, Enable.self]
  )

  struct Add: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Add a nurse; the password is read from NURSE_PASSWORD or standard input."
    )
    @Option(help: "The nurse's team.") var team: String
    @Option(help: "The nurse's login.") var username: String
    @OptionGroup var database: DatabaseOptions

    func run() async throws {
      guard let password = Administration.password() else {
        throw ValidationError("give the password on standard input or in NURSE_PASSWORD")
      }
      let administration = Administration(store: try await database.openStore())
      try await runAdministration {
        try await administration.addNurse(team: team, username: username, password: password)
      }
    }
  }

  struct List: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "List nurses and their teams (and which are disabled)."
    )
    @OptionGroup var database: DatabaseOptions

    func run() async throws {
      let administration = Administration(store: try await database.openStore())
      try await runAdministration { try await administration.listNurses() }
    }
  }

  struct Disable: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Disable a nurse: her sessions end and she cannot log in until enabled."
    )
    @Argument(help: "The nurse's login.") var username: String
    @OptionGroup var database: DatabaseOptions

    func run() async throws {
      let administration = Administration(store: try await database.openStore())
      try await runAdministration { try await administration.disableNurse(username) }
    }
  }

  struct Enable: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Let a disabled nurse log in again.")
    @Argument(help: "The nurse's login.") var username: String
    @OptionGroup var database: DatabaseOptions

    func run() async throws {
      let administration = Administration(store: try await database.openStore())
      try await runAdministration { try await administration.enableNurse(username) }
    }
  }
}

/// `nurse-server patient erase ID`.
struct PatientCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "patient",
    abstract: "Administer patient records.",
    subcommands: [Erase.self]
  )

  struct Erase: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: """
        Erase a patient and everything under her (right to erasure, or a record created by \
        mistake); her team's clients receive tombstones.
        """
    )
    @Argument(help: "The patient's id (a UUID).") var id: String
    @OptionGroup var database: DatabaseOptions

    func run() async throws {
      let administration = Administration(store: try await database.openStore())
      try await runAdministration { try await administration.erasePatient(id) }
    }
  }
}

/// `nurse-server audit [--patient ID]`.
struct AuditCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "audit",
    abstract: "Print the audit log of reads and writes of patient data, oldest first."
  )
  @Option(help: "Only what touched this patient (and her assessments).") var patient: String?
  @OptionGroup var database: DatabaseOptions

  func run() async throws {
    let administration = Administration(store: try await database.openStore())
    try await runAdministration { try await administration.audit(patient: patient) }
  }
}
