import CoreContract
import Foundation
import Hummingbird

/// `POST /v1/auth/login`: a username and password for a bearer token, throttled per username
/// and per client address; `POST /v1/auth/logout`: ends the token's session.
struct AuthRoutes {
  let store: any ServerStore
  let settings: AuthSettings
  let passwords: PasswordCheck
  let metrics: ServerMetrics
  let now: @Sendable () -> Date

  /// Registers login on the open group (it is how a token is had).
  func registerLogin(on group: RouterGroup<NurseRequestContext>) {
    group.post("auth/login") { request, context in try await login(request, context) }
  }

  /// Registers logout on the group behind the bearer middleware (it needs the token).
  func registerLogout(on group: RouterGroup<NurseRequestContext>) {
    group.post("auth/logout") { _, context in try await logout(context) }
  }

  private func login(_ request: Request, _ context: NurseRequestContext) async throws -> Response {
    let body = try await RequestReading.jsonBody(request, context: context)
    let login = try StrictDecoding.decode(Wire.LoginRequest.self, from: body)
    let attempt = LoginAttempt(
      username: login.username,
      address: ClientAddress.of(request, peer: context.peerAddress),
      at: now()
    )
    let attemptID = try await admit(attempt, context)
    let credentials = try await store.credentials(username: login.username)
    // The hash is checked whatever happens next, so that every refusal takes as long.
    let matches = try await passwords.verify(login.password, hash: credentials?.passwordHash)
    guard matches, let credentials, !credentials.disabled else {
      let lock = try await store.loginFailed(
        attempt,
        attemptID: attemptID,
        throttle: settings.throttle
      )
      LoginLog.refused(context.logger, attempt, locked: false)
      metrics.loginFailed()
      if let lock {
        metrics.loginWasThrottled()
        throw throttled(until: lock)
      }
      // The same answer for an unknown nurse, a disabled one and a wrong password.
      throw Problem.unauthorized("The username or password is wrong.")
    }
    try await store.loginSucceeded(attempt, attemptID: attemptID)
    let nurse = credentials.nurse
    let token = SessionTokens.make()
    let expiresAt = attempt.at.addingTimeInterval(settings.tokenLifetime)
    try await store.addSession(
      tokenHash: SessionTokens.hash(token),
      nurseID: nurse.id,
      expiresAt: expiresAt,
      now: attempt.at
    )
    context.logger.info("login", metadata: ["nurse": .string(nurse.username)])
    let answer = Wire.LoginAnswer(
      token: token,
      expiresAt: expiresAt,
      nurse: .init(username: nurse.username, team: nurse.team)
    )
    return try JSONAnswer.response(.ok, answer)
  }

  /// The attempt's row id once the throttle lets it check its password. While attempts in
  /// flight fill a limit it asks again, more slowly each time, for up to `longestWait`; then
  /// 429 for a second (busy, not locked, nothing audited).
  private func admit(_ attempt: LoginAttempt, _ context: NurseRequestContext) async throws
    -> Int64
  {
    let started = ContinuousClock.now
    var pause = Duration.milliseconds(10)
    while true {
      switch try await store.admitLogin(attempt, throttle: settings.throttle) {
      case .admitted(let attemptID):
        return attemptID
      case .locked(let until):
        LoginLog.refused(context.logger, attempt, locked: true)
        metrics.loginWasThrottled()
        throw throttled(until: until)
      case .wait:
        guard ContinuousClock.now - started < .seconds(settings.throttle.longestWait) else {
          metrics.loginWasThrottled()
          throw Problem.loginThrottled(retryAfter: 1)
        }
        try await Task.sleep(for: pause)
        pause = min(pause * 2, .milliseconds(200))
      }
    }
  }

  private func logout(_ context: NurseRequestContext) async throws -> Response {
    let nurse = try context.requireNurse()
    guard let tokenHash = context.sessionTokenHash else {
      throw Problem.unauthorized("A bearer token is required.")
    }
    try await store.deleteSession(tokenHash: tokenHash)
    context.logger.info("logout", metadata: ["nurse": .string(nurse.username)])
    return Response(status: .noContent)
  }

  /// 429 with the whole seconds left, rounded up so that a client waiting that long is in time
  /// (after rounding to the millisecond: instants stored as seconds since 1970 come back a
  /// hair off, and 900 s must not read 901).
  private func throttled(until: Date) -> Problem {
    let milliseconds = (until.timeIntervalSince(now()) * 1000).rounded()
    let seconds = Int((milliseconds / 1000).rounded(.up))
    return Problem.loginThrottled(retryAfter: max(1, seconds))
  }
}
