import Hummingbird

/// The request context of every route: Hummingbird's core storage plus the nurse, once the
/// bearer token has been checked.
public struct NurseRequestContext: RequestContext {
  public var coreContext: CoreRequestContextStorage
  /// Set by `BearerAuthMiddleware` on the routes that need a nurse.
  public var nurse: AuthenticatedNurse?

  public init(source: ApplicationRequestContextSource) {
    coreContext = .init(source: source)
  }

  /// Bodies are small JSON records: anything over 1 MB is refused with a 413 problem.
  public var maxUploadSize: Int { 1024 * 1024 }

  /// The nurse a protected route acts for.
  func requireNurse() throws -> AuthenticatedNurse {
    guard let nurse else { throw Problem.unauthorized("A bearer token is required.") }
    return nurse
  }
}
