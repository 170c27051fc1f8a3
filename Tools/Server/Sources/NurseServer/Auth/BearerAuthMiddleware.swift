import Foundation
import Hummingbird

/// Finds the nurse from `Authorization: Bearer <token>`, or answers 401 with a Bearer
/// challenge (never Basic: see docs/architecture.md, "HTTP").
struct BearerAuthMiddleware: RouterMiddleware {
  typealias Context = NurseRequestContext
  let store: any ServerStore
  let now: @Sendable () -> Date

  func handle(
    _ request: Request,
    context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    guard let header = request.headers[.authorization],
      header.lowercased().hasPrefix("bearer ")
    else { throw Problem.unauthorized("A bearer token is required.") }
    let token = String(header.dropFirst("bearer ".count)).trimmingCharacters(in: .whitespaces)
    let tokenHash = SessionTokens.hash(token)
    guard let nurse = try await store.nurse(tokenHash: tokenHash, now: now()) else {
      throw Problem.unauthorized("The token is unknown or has expired.")
    }
    var context = context
    context.nurse = nurse
    context.sessionTokenHash = tokenHash
    // The username only: enough to follow a request, nothing about patients.
    context.logger[metadataKey: "nurse"] = .string(nurse.username)
    return try await next(request, context)
  }
}
