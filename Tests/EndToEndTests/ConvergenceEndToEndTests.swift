import Foundation
import Testing

/// Three nurses of team north write and sync at the same time, round after round, some of
/// their syncs killed with SIGKILL at random moments, while a fourth with a fresh store (xena,
/// the reader) pulls in between, and in one round a server instance is killed with SIGKILL and
/// started again (its nurses' syncs answer 75 meanwhile, their outboxes kept): once everyone
/// has synced in a quiet moment, every store holds the server's record, whole and once. Run on
/// each `ServerSetup`; with two instances on one PostgreSQL database the nurses are split over
/// them. The random choices come from a printed seed.
@Suite("Every store converges on the team's record", .serialized)
struct ConvergenceEndToEndTests {
  @Test(arguments: ServerSetup.allCases)
  func nursesSyncingAtOnceSomeKilledConvergeOnTheServersRecord(setup: ServerSetup) async throws {
    let team = try ConvergingTeam(setup)
    var random = SeededRandom()
    let seed =
      "\(setup.rawValue), seed \(random.seed) (NURSE_E2E_SEED=\(random.seed) replays the choices)"
    print("ConvergenceEndToEndTests: \(seed)")
    let rounds = 4
    let outage = Int.random(in: 1..<rounds, using: &random)
    var written = Written()
    for round in 0..<rounds {
      let plan = RoundPlan(
        round: round,
        writers: team.writers.count,
        outage: round == outage,
        using: &random
      )
      print("ConvergenceEndToEndTests: \(plan)")
      written.merge(try await team.run(plan, seed: seed))
    }
    // The quiet moment: everyone pushes what is left, then everyone pulls what the others pushed.
    for _ in 0..<2 {
      for nurse in team.everyone { try nurse.syncCounts() }
    }
    try await team.expectConverged(written, seed: seed)
  }
}

/// The scenario's servers and nurses: the writers anna, bea and dana, and xena the reader, each
/// logged in to one instance in turn (anna to the first, bea to the second, and so on).
struct ConvergingTeam {
  let servers: [TeamServer]
  let writers: [TeamNurse]
  let reader = NurseSandbox()
  /// Each nurse's name -> the index of the instance her machine syncs with.
  let instanceOf: [String: Int]

  init(_ setup: ServerSetup) throws {
    servers = try setup.start(alsoNorth: ["dana", "xena"])
    writers = [
      TeamNurse(name: "anna", sandbox: NurseSandbox(), field: "phone"),
      TeamNurse(name: "bea", sandbox: NurseSandbox(), field: "address"),
      TeamNurse(name: "dana", sandbox: NurseSandbox(), field: "notes"),
    ]
    let nurses = writers.map { ($0.name, $0.sandbox) } + [("xena", reader)]
    var instanceOf: [String: Int] = [:]
    for (index, (name, sandbox)) in nurses.enumerated() {
      instanceOf[name] = index % servers.count
      try sandbox.login(name, on: servers[index % servers.count])
    }
    self.instanceOf = instanceOf
  }

  var everyone: [NurseSandbox] { writers.map(\.sandbox) + [reader] }
  var names: [String] { writers.map(\.name) + ["xena"] }

  /// The instance an outage kills: the last (with one instance, the only one).
  var outageInstance: Int { servers.count - 1 }

  /// One round: every writer's round and the reader's pulls at once, and the outage if the
  /// plan has one (the instance killed after its delay, started again once the round is over).
  func run(_ plan: RoundPlan, seed: String) async throws -> Written {
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
      if let delay = plan.outage {
        let server = servers[outageInstance]
        group.addTask {
          try await Task.sleep(for: .milliseconds(Int(delay * 1000)))
          server.crash()
          return (Written(), [])
        }
      }
      var all = Written()
      var syncs: [(String, NurseResult)] = []
      for try await (some, runs) in group {
        all.merge(some)
        syncs += runs
      }
      return (all, syncs)
    }
    if plan.outage != nil { try await servers[outageInstance].restart() }
    var unreachable: [String] = []
    for (name, result) in syncs {
      // While her instance is down a nurse's sync answers 75 (run it again later): the
      // quiet moment's syncs then push what it kept.
      if plan.outage != nil, instanceOf[name] == outageInstance, result.status == 75 {
        unreachable.append(name)
        continue
      }
      #expect(
        result.status == 0,
        "\(seed), \(plan): \(name)'s nurse sync exited \(result.status): \(result.stderr)"
      )
    }
    if plan.outage != nil {
      print("ConvergenceEndToEndTests: during the outage, 75 for \(unreachable.sorted())")
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
  /// When a server instance is killed in this round, if it is: its nurses' local steps take
  /// a second or two, so a kill within 0.05 to 2 s lands before or among their syncs.
  var outage: TimeInterval?

  /// The first round kills nothing (there is nothing yet to edit); every later one kills at
  /// least one writer's sync, each after 10 to 250 ms (a round's sync takes about 100 to 300).
  init(round: Int, writers: Int, outage: Bool = false, using random: inout SeededRandom) {
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
    if outage { self.outage = Double.random(in: 0.05...2, using: &random) }
  }

  var description: String {
    "round \(round): syncs " + syncs.map(\.description).joined(separator: ", ")
      + ", reader's pull \(readerKilled.map(String.init) ?? "none") killed after "
      + "\(Int(readerDelay * 1000)) ms"
      + (outage.map { ", a server instance killed after \(Int($0 * 1000)) ms" } ?? "")
  }
}
