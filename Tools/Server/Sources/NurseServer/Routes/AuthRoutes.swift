import Foundation
import Hummingbird

/// `POST /v1/auth/login`: a username and password for a bearer token.
struct AuthRoutes {
  let store: any ServerStore
  let now: @Sendable () -> Date

  func register(on group: RouterGroup<NurseRequestContext>) {
    group.post("auth/login") { request, context in try await login(request, context) }
  }

  private func login(_ request: Request, _ context: NurseRequestContext) async throws -> Response {
    let body = try await RequestReading.body(request, context: context)
    let login = try StrictDecoding.decode(LoginRequest.self, from: body)
    let credentials = try await store.credentials(username: login.username)
    guard Passwords.verify(login.password, hash: credentials?.passwordHash),
      let nurse = credentials?.nurse
    else {
      // The same answer for an unknown nurse and a wrong password: no account probing.
      throw Problem.unauthorized("The username or password is wrong.")
    }
    let token = SessionTokens.make()
    let expiresAt = now().addingTimeInterval(SessionTokens.lifetime)
    try await store.addSession(
      tokenHash: SessionTokens.hash(token),
      nurseID: nurse.id,
      expiresAt: expiresAt
    )
    context.logger.info("login", metadata: ["nurse": .string(nurse.username)])
    let answer = LoginResponse(
      token: token,
      expiresAt: expiresAt,
      nurse: .init(username: nurse.username, team: nurse.team)
    )
    return try JSONAnswer.response(.ok, answer)
  }
}
