import CoreContract
import Foundation

/// What `nurse-server team|nurse|patient|audit` do, as functions the command line calls and tests can
/// call too. Each returns the lines to print.
public struct Administration: Sendable {
  /// A refusal the command line reports on stderr (exit 65 for invalid data, 64 for usage).
  public struct Failure: Error, Equatable, CustomStringConvertible {
    public var description: String
    public var isUsage: Bool
    /// The record named does not exist (exit 66).
    public var isNotFound = false
  }

  let store: any ServerStore
  let bcryptCost: UInt8

  /// Administration of `store`; tests pass a low bcrypt cost to stay fast.
  public init(store: any ServerStore, bcryptCost: UInt8 = Passwords.defaultCost) {
    self.store = store
    self.bcryptCost = bcryptCost
  }

  /// Adds a team.
  public func addTeam(_ name: String) async throws -> [String] {
    let name = try required(name, "team name")
    do {
      _ = try await store.addTeam(named: name)
    } catch ServerStoreError.teamExists {
      throw Failure(description: "team \(name) already exists", isUsage: false)
    }
    return ["added team \(name)"]
  }

  /// Adds a nurse to an existing team; the password is hashed with bcrypt before it is stored.
  public func addNurse(team: String, username: String, password: String) async throws -> [String] {
    let username = try required(username, "username")
    guard password.count >= 8 else {
      throw Failure(description: "the password must have at least 8 characters", isUsage: false)
    }
    let hash = Passwords.hash(password, cost: bcryptCost)
    do {
      _ = try await store.addNurse(username: username, team: team, passwordHash: hash)
    } catch ServerStoreError.unknownTeam {
      throw Failure(description: "no team named \(team) (add it with: team add)", isUsage: false)
    } catch ServerStoreError.usernameTaken {
      throw Failure(description: "username \(username) is taken", isUsage: false)
    }
    return ["added nurse \(username) to team \(team)"]
  }

  /// One line per nurse: `username<TAB>team`, and `<TAB>disabled` for a disabled nurse.
  public func listNurses() async throws -> [String] {
    try await store.nurses().map { nurse in
      "\(nurse.username)\t\(nurse.team)" + (nurse.disabled ? "\tdisabled" : "")
    }
  }

  /// Disables a nurse who left or lost her device: her sessions end at once (her tokens are
  /// 401) and login refuses her as it refuses a wrong password, until she is enabled again.
  public func disableNurse(_ username: String) async throws -> [String] {
    guard let ended = try await store.setDisabled(true, username: username) else {
      throw Failure(description: "no nurse \(username)", isUsage: false, isNotFound: true)
    }
    let sessions = ended == 1 ? "1 session" : "\(ended) sessions"
    return ["disabled nurse \(username) (\(sessions) ended)"]
  }

  /// Lets a disabled nurse log in again (with her password as it was).
  public func enableNurse(_ username: String) async throws -> [String] {
    guard try await store.setDisabled(false, username: username) != nil else {
      throw Failure(description: "no nurse \(username)", isUsage: false, isNotFound: true)
    }
    return ["enabled nurse \(username)"]
  }

  /// One line per audit entry, oldest first: `time<TAB>nurse<TAB>action<TAB>type<TAB>id`.
  public func audit(patient: String?) async throws -> [String] {
    var patientID: RecordID?
    if let patient {
      guard let id = RecordID(patient) else {
        throw Failure(description: "--patient must be a UUID", isUsage: true)
      }
      patientID = id
    }
    let style = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    return try await store.auditLog(patientID: patientID).map { entry in
      [
        entry.at.formatted(style), entry.nurse, entry.action.rawValue, entry.recordType,
        entry.recordID,
      ]
      .joined(separator: "\t")
    }
  }

  /// Erases a patient and everything under her; one line saying what went.
  public func erasePatient(_ id: String) async throws -> [String] {
    guard let patientID = RecordID(id) else {
      throw Failure(description: "the patient id must be a UUID", isUsage: true)
    }
    guard let report = try await store.erasePatient(id: patientID, by: "administrator") else {
      throw Failure(description: "no patient \(patientID)", isUsage: false, isNotFound: true)
    }
    let counts = report.erased.filter { $0.count > 0 }.map { "\($0.count) \($0.kind)" }
      .joined(separator: ", ")
    return ["erased patient \(patientID): \(counts)"]
  }

  /// The password from `NURSE_PASSWORD`, else the first line of standard input.
  public static func password(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    readLine: () -> String? = { Swift.readLine(strippingNewline: true) }
  ) -> String? {
    if let password = environment["NURSE_PASSWORD"], !password.isEmpty { return password }
    return readLine()
  }

  private func required(_ text: String, _ what: String) throws -> String {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else {
      throw Failure(description: "the \(what) is empty", isUsage: true)
    }
    return trimmed
  }
}
