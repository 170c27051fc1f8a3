import CoreDatabase
import Foundation

/// `AppBench STORE-DIR [PATIENTS]`: makes a store of PATIENTS (10,000) patients in STORE-DIR
/// (kept for a rerun), then measures the interactive app on it and prints one line per
/// figure: the median, the 90th percentile and the count, in milliseconds.
@MainActor
func main() async throws {
  let arguments = CommandLine.arguments
  let folder = URL(fileURLWithPath: arguments.count > 1 ? arguments[1] : "/tmp/nurse-bench")
  let count = arguments.count > 2 ? Int(arguments[2]) ?? 10_000 : 10_000
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let url = folder.appendingPathComponent("bench-\(count).sqlite")
  let store: Store
  if FileManager.default.fileExists(atPath: url.path) {
    store = try Store.open(at: url, migrations: BenchStore.migrations)
  } else {
    let clock = ContinuousClock()
    let start = clock.now
    store = try await BenchStore.make(at: url, patients: count)
    print(
      "store: \(count) patients made in \(String(format: "%.1f", (clock.now - start).seconds)) s"
    )
  }
  print("store: \(url.path)")
  let scenarios = Scenarios(store: store)
  // A first run warms SQLite's and the process's caches, as a nurse's second start would.
  _ = await scenarios.firstScreen(patients: count)
  var first: [Double] = []
  for _ in 0..<7 { first.append(await scenarios.firstScreen(patients: count)) }
  report("first screen, \(count) patients", first)
  for (name, seconds) in try await FirstScreenParts.measure(store) { report(name, seconds) }
  report("baseline: bare redraw of the unchanged list", await scenarios.bareRedraws(times: 100))
  report("list j/k", await scenarios.moveKeys(times: 200))
  report("list PgDn/End/Home", await scenarios.pageKeys(times: 60))
  report("search typing (/ then keys, Backspace)", await scenarios.searchKeys(times: 100))
  let composer = await scenarios.composerKeys(length: 4_000, times: 200)
  report("composer at 4,000 characters: typing", composer.typing)
  report("composer at 4,000 characters: Backspace", composer.backspace)
  report(
    "composer: a 5,000-character paste",
    await scenarios.composerPastes(length: 5_000, times: 9)
  )
}

func report(_ name: String, _ seconds: [Double]) {
  let sorted = seconds.sorted()
  guard !sorted.isEmpty else { return }
  let median = sorted[sorted.count / 2] * 1000
  let p90 = sorted[min(sorted.count - 1, sorted.count * 9 / 10)] * 1000
  let padded = name.padding(toLength: 46, withPad: " ", startingAt: 0)
  print(
    "\(padded) median \(String(format: "%8.3f", median)) ms  p90 \(String(format: "%8.3f", p90)) ms  n=\(sorted.count)"
  )
}

try await main()
