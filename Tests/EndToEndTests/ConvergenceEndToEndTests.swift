import Foundation
import Testing

/// Three nurses of team north write and sync at the same time, round after round, some of
/// their syncs killed with SIGKILL at random moments, while a fourth with a fresh store (xena,
/// the reader) pulls in between: once everyone has synced in a quiet moment, every store holds
/// the server's record, whole and once. The random choices come from a printed seed.
@Suite("Every store converges on the team's record", .serialized)
struct ConvergenceEndToEndTests {
  let server: TeamServer
  let writers: [TeamNurse]
  let reader = NurseSandbox()

  init() throws {
    server = try TeamServer(alsoNorth: ["dana", "xena"])
    writers = [
      TeamNurse(name: "anna", sandbox: NurseSandbox(), field: "phone"),
      TeamNurse(name: "bea", sandbox: NurseSandbox(), field: "address"),
      TeamNurse(name: "dana", sandbox: NurseSandbox(), field: "notes"),
    ]
    for nurse in writers { try nurse.sandbox.login(nurse.name, on: server) }
    try reader.login("xena", on: server)
  }

  var everyone: [NurseSandbox] { writers.map(\.sandbox) + [reader] }

  @Test func nursesSyncingAtOnceSomeKilledConvergeOnTheServersRecord() async throws {
    var random = SeededRandom()
    let seed = "seed \(random.seed) (NURSE_E2E_SEED=\(random.seed) replays the choices)"
    print("ConvergenceEndToEndTests: \(seed)")
    var written = Written()
    for round in 0..<4 {
      let plan = RoundPlan(round: round, writers: writers.count, using: &random)
      print("ConvergenceEndToEndTests: \(plan)")
      written.merge(try await run(plan, seed: seed))
    }
    // The quiet moment: everyone pushes what is left, then everyone pulls what the others pushed.
    for _ in 0..<2 {
      for nurse in everyone { try nurse.syncCounts() }
    }
    try await expectConverged(written, seed: seed)
  }

  /// One round: every writer's round and the reader's pulls at once.
  private func run(_ plan: RoundPlan, seed: String) async throws -> Written {
    let (reader, writers) = (self.reader, self.writers)
    let (written, syncs) = try await withThrowingTaskGroup(
      of: (Written, [(String, NurseResult)]).self
    ) { group in
      for (index, nurse) in writers.enumerated() {
        group.addTask {
          let (written, sync) = try await nurse.round(
            plan.round,
            sync: plan.syncs[index],
            seed: plan.seeds[index]
          )
          return (written, [(nurse.name, sync)])
        }
      }
      group.addTask {
        let pulls = try await reader.pulls(3, killing: plan.readerKilled, after: plan.readerDelay)
        return (Written(), pulls.map { ("xena", $0) })
      }
      var all = Written()
      var syncs: [(String, NurseResult)] = []
      for try await (some, runs) in group {
        all.merge(some)
        syncs += runs
      }
      return (all, syncs)
    }
    for (name, result) in syncs {
      #expect(
        result.status == 0,
        "\(seed), \(plan): \(name)'s nurse sync exited \(result.status): \(result.stderr)"
      )
    }
    return written
  }
}

/// What a round's random choices are: whose sync is killed and when, whose pull is killed,
/// and the seed each writer picks her colleagues' patients with.
struct RoundPlan: Sendable, CustomStringConvertible {
  var round: Int
  var syncs: [TeamNurse.Sync]
  var seeds: [UInt64]
  /// The reader's pull (0, 1 or 2) killed, if any, and after how long.
  var readerKilled: Int?
  var readerDelay: TimeInterval

  /// The first round kills nothing (there is nothing yet to edit); every later one kills at
  /// least one writer's sync, each after 10 to 250 ms (a round's sync takes about 100 to 300).
  init(round: Int, writers: Int, using random: inout SeededRandom) {
    self.round = round
    syncs = (0..<writers).map { _ in
      Bool.random(using: &random)
        ? .killed(after: Double.random(in: 0.01...0.25, using: &random)) : .plain
    }
    if round == 0 {
      syncs = syncs.map { _ in .plain }
    } else if syncs.allSatisfy({ if case .plain = $0 { true } else { false } }) {
      syncs[Int.random(in: 0..<writers, using: &random)] = .killed(
        after: Double.random(in: 0.01...0.25, using: &random)
      )
    }
    seeds = (0..<writers).map { _ in random.next() }
    let pull = Int.random(in: 0...3, using: &random)  // 3: none of the three
    readerKilled = round == 0 || pull == 3 ? nil : pull
    readerDelay = Double.random(in: 0.01...0.25, using: &random)
  }

  var description: String {
    "round \(round): syncs " + syncs.map(\.description).joined(separator: ", ")
      + ", reader's pull \(readerKilled.map(String.init) ?? "none") killed after "
      + "\(Int(readerDelay * 1000)) ms"
  }
}
