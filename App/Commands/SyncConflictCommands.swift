import ArgumentParser
import CoreSync
import Foundation

extension ConflictChoice: @retroactive ExpressibleByArgument {}

/// `nurse sync conflicts`: one line per field in conflict, hers and the colleague's value.
struct SyncConflictsCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "conflicts",
    abstract: "List the fields a colleague changed first: yours (mine) and theirs."
  )

  @OptionGroup var global: GlobalOptions
  @Flag(help: "Print JSON: id, type, recordId, field, mine, theirs.") var json = false

  func run() async throws {
    try await CommandFailure.report {
      let app = try await AppEnvironment.open(global)
      let conflicts = try await app.syncLedger.conflicts()
      if json { return try JSONOutput.print(conflicts.map(ConflictJSON.init)) }
      if conflicts.isEmpty { print("no conflicts") }
      for conflict in conflicts { print(SyncLines.conflict(conflict)) }
    }
  }
}

/// `nurse sync resolve ID --keep mine|theirs`, `… --field F --keep …` or `… --all …`: settles
/// conflicting fields one by one through `SyncLedger`; no other field moves.
struct SyncResolveCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "resolve",
    abstract: "Settle conflicting fields: keep mine (sent again) or theirs (mine dropped).",
    discussion: """
      ID is a conflict's id or a record's id (or their first four or more characters), as
      `nurse sync conflicts` lists them. With --keep it must lead to one field (--field picks
      one of a record's); --all settles every conflicting field of the record the same way.
      """
  )

  @OptionGroup var global: GlobalOptions
  @Argument(help: "The conflict or the record: its id or its first four or more characters.")
  var id: String
  @Option(help: "The field to settle, when the record has several in conflict.")
  var field: String?
  @Option(help: "mine or theirs, for one field.") var keep: ConflictChoice?
  @Option(help: "mine or theirs, for every conflicting field of the record.")
  var all: ConflictChoice?

  func validate() throws {
    guard (keep == nil) != (all == nil) else {
      throw ValidationError("give either --keep mine|theirs or --all mine|theirs")
    }
    if all != nil, field != nil {
      throw ValidationError("--field settles one field: use it with --keep, not --all")
    }
  }

  func run() async throws {
    try await CommandFailure.report {
      let app = try await AppEnvironment.open(global)
      let conflicts = try await app.syncLedger.conflicts()
      let chosen = try ConflictSelection.pick(
        in: conflicts,
        id: id,
        field: field,
        everyField: all != nil
      )
      let choice = keep ?? all ?? .theirs
      for conflict in chosen {
        let kinds = try app.syncedKinds(settling: conflict.type)
        try await app.syncLedger.resolve(conflict.id, keep: choice, kinds: kinds)
        print(SyncLines.resolved(conflict, keep: choice))
      }
    }
  }
}
