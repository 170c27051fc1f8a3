import Hummingbird
import Logging

/// Turns every error a route throws into a problem+json answer, so a client never has to parse
/// an empty or HTML error body, and an unexpected failure never leaks its message.
struct ProblemMiddleware<Context: RequestContext>: RouterMiddleware {
  func handle(
    _ request: Request,
    context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    do {
      return try await next(request, context)
    } catch let problem as Problem {
      return problem.response()
    } catch let error as any HTTPResponseError {
      // Hummingbird's own errors: no route (404), a body over the cap (413), a wrong method.
      let status = error.status
      let type = status == .notFound ? "not-found" : "http-\(status.code)"
      return Problem(status: status, type: type, detail: status.reasonPhrase).response()
    } catch {
      // The type only: an error's message may quote patient data.
      context.logger.error("request failed", metadata: ["error": "\(type(of: error))"])
      return Problem(
        status: .internalServerError,
        type: "internal",
        detail: "The server could not answer."
      ).response()
    }
  }
}
