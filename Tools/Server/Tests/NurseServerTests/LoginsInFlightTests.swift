import Foundation
import Testing

@testable import NurseServer

/// Logins whose passwords are still being checked fill the throttle's limits (parallel guesses
/// cannot slip in under them) but lock nothing: the attempt after them waits, and only
/// failures lock. Nurses logging in at once from one address, more than its limit, all get in.
@Suite struct LoginsInFlightTests {
  private static let at = Date(timeIntervalSince1970: 1_800_000_000)

  private func attempt(_ username: String, from address: String = "198.51.100.1")
    -> LoginAttempt
  {
    LoginAttempt(username: username, address: address, at: Self.at)
  }

  @Test func theRuleCountsAttemptsInFlightTowardsTheLimitButLocksOnlyOnFailures() {
    let throttle = LoginThrottle()
    let last = Self.at
    func tally(_ failures: Int, _ inFlight: Int) -> LoginTally {
      LoginTally(failures: failures, lastFailure: failures > 0 ? last : nil, inFlight: inFlight)
    }
    let nobody = tally(0, 0)
    #expect(throttle.admission(username: tally(4, 0), address: nobody) == .admit)
    #expect(throttle.admission(username: tally(4, 1), address: nobody) == .wait)
    #expect(throttle.admission(username: tally(0, 5), address: nobody) == .wait)
    #expect(
      throttle.admission(username: tally(5, 0), address: nobody)
        == .locked(until: last.addingTimeInterval(900))
    )
    #expect(throttle.admission(username: nobody, address: tally(19, 0)) == .admit)
    #expect(throttle.admission(username: nobody, address: tally(0, 19)) == .admit)
    #expect(throttle.admission(username: nobody, address: tally(0, 20)) == .wait)
    #expect(throttle.admission(username: nobody, address: tally(12, 8)) == .wait)
    #expect(throttle.admission(username: nobody, address: tally(20, 3)) != .wait)
    #expect(throttle.lockEnd(username: tally(4, 9), address: tally(19, 40)) == nil)
  }

  @Test(arguments: StoreEngine.all) func theTwentyFirstLoginOfAnAddressWaitsForThoseInFlight(
    engine: StoreEngine
  ) async throws {
    let store = try await TestServer(engine).store
    let throttle = LoginThrottle()
    var inFlight: [(LoginAttempt, Int64)] = []
    for number in 1...20 {
      let nurse = attempt("nurse-\(number)")
      guard case .admitted(let id) = try await store.admitLogin(nurse, throttle: throttle) else {
        Issue.record("attempt \(number) not admitted")
        return
      }
      inFlight.append((nurse, id))
    }
    let twentyFirst = attempt("nurse-21")
    #expect(try await store.admitLogin(twentyFirst, throttle: throttle) == .wait)
    // Another address is not held up by this one's logins.
    #expect(
      try await store.admitLogin(attempt("nurse-22", from: "203.0.113.9"), throttle: throttle)
        != .wait
    )
    let (first, firstID) = inFlight.removeFirst()
    try await store.loginSucceeded(first, attemptID: firstID)
    guard
      case .admitted(let twentyFirstID) = try await store.admitLogin(
        twentyFirst,
        throttle: throttle
      )
    else {
      Issue.record("the twenty-first login waited after one of those in flight got in")
      return
    }
    inFlight.append((twentyFirst, twentyFirstID))
    // The twenty in flight fail: failures, not attempts in flight, lock the address.
    for (nurse, id) in inFlight.dropLast() {
      #expect(try await store.loginFailed(nurse, attemptID: id, throttle: throttle) == nil)
    }
    let (last, lastID) = inFlight.last!
    #expect(
      try await store.loginFailed(last, attemptID: lastID, throttle: throttle)
        == Self.at.addingTimeInterval(900)
    )
    #expect(
      try await store.admitLogin(attempt("nurse-23"), throttle: throttle)
        == .locked(until: Self.at.addingTimeInterval(900))
    )
  }

  @Test(arguments: StoreEngine.all) func parallelGuessesOfOneUsernameAreCheckedFiveAtATime(
    engine: StoreEngine
  ) async throws {
    let store = try await TestServer(engine).store
    let throttle = LoginThrottle()
    var ids: [Int64] = []
    for _ in 1...5 {
      guard case .admitted(let id) = try await store.admitLogin(attempt("anna"), throttle: throttle)
      else {
        Issue.record("one of the first five guesses was not admitted")
        return
      }
      ids.append(id)
    }
    #expect(try await store.admitLogin(attempt("anna"), throttle: throttle) == .wait)
    for id in ids {
      _ = try await store.loginFailed(attempt("anna"), attemptID: id, throttle: throttle)
    }
    #expect(
      try await store.admitLogin(attempt("anna"), throttle: throttle)
        == .locked(until: Self.at.addingTimeInterval(900))
    )
  }

  @Test(arguments: StoreEngine.all) func anAttemptLeftInFlightByAStoppedServerCountsForAMinute(
    engine: StoreEngine
  ) async throws {
    let store = try await TestServer(engine).store
    let throttle = LoginThrottle()
    for _ in 1...5 { _ = try await store.admitLogin(attempt("anna"), throttle: throttle) }
    #expect(try await store.admitLogin(attempt("anna"), throttle: throttle) == .wait)
    let later = LoginAttempt(username: "anna", address: "198.51.100.1", at: Self.at + 60)
    guard case .admitted = try await store.admitLogin(later, throttle: throttle) else {
      Issue.record("attempts in flight for a minute still held the username")
      return
    }
  }

  @Test(arguments: StoreEngine.all) func moreNursesLoggingInAtOnceThanTheAddressLimitAllGetIn(
    engine: StoreEngine
  ) async throws {
    let server = try await TestServer(engine)
    // An address limit of 3 with twelve nurses logging in together: most of them find the
    // limit filled by logins in flight and wait, as a clinic's thirty would behind the
    // production limit of 20.
    let auth = AuthSettings(passwordCost: 4, throttle: LoginThrottle(failuresPerAddress: 3))
    let nurses = (1...12).map { "nurse-\($0)" }
    for nurse in nurses {
      _ = try await server.administration.addNurse(
        team: "north",
        username: nurse,
        password: "password-\(nurse)"
      )
    }
    try await server.run(.live, auth: auth) { client in
      let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
        for nurse in nurses {
          group.addTask { try await Int(client.login(nurse, "password-\(nurse)").status.code) }
        }
        return try await group.reduce(into: [Int]()) { $0.append($1) }
      }
      #expect(statuses == Array(repeating: 200, count: 12))
    }
  }
}
