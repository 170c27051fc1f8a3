import Hummingbird

/// Says `Connection: close` on the answer to a request that asked for it. Hummingbird closes
/// such a connection after the answer but does not say so; RFC 9112 §9.6 says the server
/// should, and a client reading keep-alive connections (libcurl) then knows not to reuse it.
/// The test is Hummingbird's own (`HTTPChannelHandler`: the field equal to "close"), so the
/// answer never promises a close the server does not make.
struct ConnectionCloseMiddleware<Context: RequestContext>: RouterMiddleware {
  func handle(
    _ request: Request,
    context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    var response = try await next(request, context)
    if request.headers[.connection] == "close" { response.headers[.connection] = "close" }
    return response
  }
}
