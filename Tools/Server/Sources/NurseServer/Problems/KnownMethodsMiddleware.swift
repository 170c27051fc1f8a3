import Hummingbird

/// Answers 405 to every method the API never routes: TRACE (which would echo a request back,
/// bearer token included, to a script that can read the answer), DELETE, OPTIONS, CONNECT
/// and any other.
struct KnownMethodsMiddleware<Context: RequestContext>: RouterMiddleware {
  /// The methods some route answers.
  static var allowed: [HTTPRequest.Method] { [.get, .head, .post, .put, .patch] }

  func handle(
    _ request: Request,
    context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    guard Self.allowed.contains(request.method) else {
      throw Problem.methodNotAllowed(allowed: Self.allowed)
    }
    return try await next(request, context)
  }
}
