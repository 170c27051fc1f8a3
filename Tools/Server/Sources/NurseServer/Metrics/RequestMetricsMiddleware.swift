import Dispatch
import Hummingbird

/// Counts each answered request and times it to its last byte, by route pattern, method and
/// status (`ServerMetrics.request`).
///
/// Hummingbird's own `MetricsMiddleware` records the same through the process-wide
/// `MetricsSystem` only, and labels a request no route matched `NotFound` and any method word
/// as sent; this one records through the server's `ServerMetrics` (so a test reads its own
/// registry) and bounds both labels. It goes first, outside `ProblemMiddleware`, so that it
/// sees every answer as the client gets it.
struct RequestMetricsMiddleware<Context: RequestContext>: RouterMiddleware {
  let metrics: ServerMetrics

  func handle(
    _ request: Request,
    context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    let start = DispatchTime.now().uptimeNanoseconds
    let method = request.method.rawValue
    do {
      var response = try await next(request, context)
      let status = response.status.code
      // The route is read once the router has resolved it (a box shared with `next`).
      let route = context.endpointPath
      let metrics = self.metrics
      let body = response.body
      // Recorded once the body is written (or its writing failed), so that a large feed
      // page's time includes sending it.
      response.body = ResponseBody(contentLength: body.contentLength) { writer in
        let recordAnswer = {
          let elapsed = DispatchTime.now().uptimeNanoseconds - start
          metrics.request(route: route, method: method, status: status, nanoseconds: elapsed)
        }
        do {
          try await body.write(writer)
        } catch {
          recordAnswer()
          throw error
        }
        recordAnswer()
      }
      return response
    } catch {
      let status = (error as? any HTTPResponseError)?.status.code ?? 500
      let elapsed = DispatchTime.now().uptimeNanoseconds - start
      metrics.request(
        route: context.endpointPath,
        method: method,
        status: status,
        nanoseconds: elapsed
      )
      throw error
    }
  }
}
