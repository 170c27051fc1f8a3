import Hummingbird

/// The request context of every route: Hummingbird's core storage plus the nurse, once the
/// bearer token has been checked.
public struct NurseRequestContext: RequestContext {
  public var coreContext: CoreRequestContextStorage
  /// Set by `BearerAuthMiddleware` on the routes that need a nurse.
  public var nurse: AuthenticatedNurse?
  /// The hash of the request's bearer token, set with `nurse`: logout ends that session.
  var sessionTokenHash: String?
  /// The connection's remote IP address; nil without a socket (in-process tests).
  let peerAddress: String?

  public init(source: ApplicationRequestContextSource) {
    coreContext = .init(source: source)
    peerAddress = source.channel.remoteAddress?.ipAddress
  }

  /// Bodies are small JSON records: anything over 1 MB is refused with a 413 problem.
  public var maxUploadSize: Int { 1024 * 1024 }

  /// The nurse a protected route acts for.
  func requireNurse() throws -> AuthenticatedNurse {
    guard let nurse else { throw Problem.unauthorized("A bearer token is required.") }
    return nurse
  }
}
