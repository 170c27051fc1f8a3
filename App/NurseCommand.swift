import ArgumentParser
import CoreTerminal
import CoreVIPER

/// `nurse`: the entry point. With no subcommand on a terminal it opens the interactive app;
/// piped or redirected, it prints its help instead of drawing a screen nobody sees.
@main
struct NurseCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "nurse",
    abstract: "Patients, wounds and the care team, for home-care nurses. Works offline.",
    discussion: """
      Run `nurse` on a terminal for the interactive app (? lists the keys of each screen).
      Everything is kept in a local store; see --store.
      """,
    version: "0.1.0",
    subcommands: [
      PatientCommand.self, WoundCommand.self, MessageCommand.self, LoginCommand.self,
      LogoutCommand.self, SyncCommand.self, StatusCommand.self,
      ReportCommand.self, ExportCommand.self, TodayCommand.self, VisitCommand.self,
      StoreCommand.self, CaseloadCommand.self, HandoverCommand.self,
    ]
  )

  @OptionGroup var global: GlobalOptions

  func run() async throws {
    guard SystemTerminal.isInteractive else {
      print(NurseCommand.helpMessage())
      return
    }
    try await CommandFailure.report {
      let app = try await AppEnvironment.open(global)
      do {
        try await app.runInteractive()
      } catch is NavigatorInterrupted {
        // Ctrl-C: the terminal is restored; exit 130 as terminal programs do.
        throw ExitCode(NavigatorInterrupted.exitStatus)
      }
    }
  }
}
