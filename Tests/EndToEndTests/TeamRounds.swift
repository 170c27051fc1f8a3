import CoreContractCases
import Foundation

/// What a scenario wrote: every record's id by table, how many photos and handover marks, and
/// the last value each nurse gave to her field of a colleague's patient.
struct Written: Sendable {
  var ids: [String: Set<String>] = [:]
  var photos = 0
  /// `nurse handover mark-seen` runs (each a new mark; the command prints no id).
  var handoverMarks = 0
  /// Patient id -> JSON key (`phone`, `address`, `notes`) -> the value last written.
  var edits: [String: [String: String]] = [:]

  mutating func add(_ table: String, _ id: String) { ids[table, default: []].insert(id) }

  mutating func merge(_ other: Written) {
    for (table, more) in other.ids { ids[table, default: []].formUnion(more) }
    photos += other.photos
    handoverMarks += other.handoverMarks
    for (patient, fields) in other.edits { edits[patient, default: [:]].merge(fields) { $1 } }
  }
}

/// One nurse of the team: her name, her machine, and the one field she edits on her
/// colleagues' patients (each nurse her own field, so their edits merge without conflict).
struct TeamNurse: Sendable {
  var name: String
  var sandbox: NurseSandbox
  var field: String

  /// How her sync ends a round: run to its end, or first killed with SIGKILL after a delay
  /// (wherever it has got to) and then run again.
  enum Sync: Sendable, CustomStringConvertible {
    case plain
    case killed(after: TimeInterval)

    var description: String {
      switch self {
      case .plain: "plain"
      case .killed(let delay): "killed after \(Int(delay * 1000)) ms"
      }
    }
  }

  /// One round, launched beside the others': a new patient with a wound, an assessment with a
  /// photo and a message; her field, a message and her handover seen on up to two colleagues'
  /// patients she already has (chosen with `seed`); then `nurse sync`. Returns what she wrote and the sync
  /// run that went to its end.
  func round(_ round: Int, sync: Sync, seed: UInt64) async throws -> (Written, NurseResult) {
    var written = Written()
    let patient = UUID().uuidString.lowercased()
    let wound = UUID().uuidString.lowercased()
    let assessment = UUID().uuidString.lowercased()
    let message = UUID().uuidString.lowercased()
    try await sandbox.step([
      "patient", "add", "--id", patient, "--given", "R\(round)", "--family", familyName,
      "--birth-date", "1950-0\(round % 9 + 1)-1\(round % 9)", "--not-a-duplicate",
    ])
    try await sandbox.step(["patient", "consent", patient, "given", "--scope", "sharing"])
    written.add("patient", patient)
    try await sandbox.step([
      "wound", "add", "--id", wound, "--patient", patient, "--type", "venous-leg-ulcer",
      "--site", "left-lower-leg", "--opened-on", "2025-01-06",
    ])
    written.add("wound", wound)
    let photo = try sandbox.file(
      "\(name)-\(round).png",
      SamplePhotos.png + Data("\(name) round \(round)".utf8)
    )
    try await sandbox.step([
      "wound", "assess", wound, "--id", assessment, "--length", "\(round + 3).5", "--width", "2",
      "--exudate", "light", "--tissue", "granulation=100", "--at", "2025-01-0\(round + 6)T10:00",
      "--photo", photo,
    ])
    written.add("assessment", assessment)
    written.photos += 1
    try await sandbox.step([
      "message", "send", "--patient", patient, "--id", message, "\(name) opened round \(round)",
    ])
    written.add("message", message)

    var random = SeededRandom(seed: seed)
    for other in try await colleaguesPatients().shuffled(using: &random).prefix(2) {
      let value = field == "phone" ? "06 00 00 \(round)\(round)" : "\(name), round \(round)"
      // Two patients given one round's phone are look-alikes by the duplicate rule: they
      // are other persons here.
      try await sandbox.step([
        "patient", "edit", other, "--\(field)", value, "--not-a-duplicate",
      ])
      written.edits[other, default: [:]][field] = value
      let note = UUID().uuidString.lowercased()
      try await sandbox.step(["message", "send", "--patient", other, "--id", note, "seen"])
      written.add("message", note)
      try await sandbox.step(["handover", "mark-seen", other])
      written.handoverMarks += 1
    }

    if case .killed(let delay) = sync {
      let running = try await sandbox.runKilledConcurrently(["sync"], after: delay)
      print(
        "\(name), round \(round): sync \(running ? "killed mid-run" : "had ended before the kill")"
      )
    }
    return (written, try await sandbox.runConcurrently(["sync"]))
  }

  /// Her patients' family name: who added a patient shows in the lists.
  var familyName: String { "Of" + name.capitalized }

  /// The ids of the patients her store holds that a colleague added, in list order.
  func colleaguesPatients() async throws -> [String] {
    let listed = try await sandbox.step(["patient", "list", "--json"])
    let patients = try JSONSerialization.jsonObject(with: Data(listed.utf8)) as? [[String: Any]]
    return (patients ?? []).filter { $0["familyName"] as? String != familyName }
      .compactMap { $0["id"] as? String }
  }
}

extension NurseSandbox {
  /// One step of a concurrent round, which must succeed: stdout trimmed.
  @discardableResult
  func step(_ arguments: [String]) async throws -> String {
    let result = try await runConcurrently(arguments, environment: ["TZ": "UTC"])
    guard result.status == 0 else { throw Failure(result: result) }
    return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// A reader's round: `nurse sync` again and again while the others write and push, the
  /// `killed` one SIGKILLed after its delay (mid-pull) before the next. One pull follows the
  /// last at once: each run lasts long enough to overlap the writers' rounds.
  func pulls(_ times: Int, killing killed: Int? = nil, after delay: TimeInterval = 0)
    async throws -> [NurseResult]
  {
    var results: [NurseResult] = []
    for index in 0..<times {
      if index == killed {
        try await runKilledConcurrently(["sync"], after: delay)
      } else {
        results.append(try await runConcurrently(["sync"]))
      }
    }
    return results
  }
}
