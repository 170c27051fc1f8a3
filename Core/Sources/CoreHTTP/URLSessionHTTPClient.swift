import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `HTTPClient` over URLSession (FoundationNetworking on Linux): a timeout on every request,
/// the bearer token when there is one, and no authentication challenge ever answered.
public final class URLSessionHTTPClient: HTTPClient {
  private let baseURL: URL
  private let token: @Sendable () -> String?
  private let session: URLSession

  /// - Parameters:
  ///   - baseURL: the server, e.g. `http://127.0.0.1:8080`.
  ///   - timeout: seconds without a byte sent or received before a request fails as
  ///     `.timedOut` (a stalled connection, replaced by the next request): a nurse on a bad
  ///     connection must not wait for ever. URLSession restarts this timer at every byte, on
  ///     Linux (libcurl) as on Darwin; a whole request may last up to 300 s, or 4 × `timeout`. Rounded up to whole seconds: on Linux a
  ///     fraction is dropped, and under one second would fire at once.
  ///   - token: the bearer token to send, read at each request (nil before login).
  ///   - protocolClasses: URLProtocol classes tried first; tests pass a stub.
  public init(
    baseURL: URL,
    timeout: TimeInterval = 15,
    token: @escaping @Sendable () -> String? = { nil },
    protocolClasses: [AnyClass] = []
  ) {
    self.baseURL = baseURL
    self.token = token
    let configuration = URLSessionConfiguration.ephemeral
    let seconds = max(1, timeout.rounded(.up))
    configuration.timeoutIntervalForRequest = seconds
    // A whole transfer may last longer than a stall: a photo over a slow link keeps bytes
    // moving, and only a request with no byte for `timeout` seconds is abandoned.
    configuration.timeoutIntervalForResource = max(seconds * 4, 300)
    configuration.urlCache = nil
    configuration.httpCookieStorage = nil
    if !protocolClasses.isEmpty {
      configuration.protocolClasses = protocolClasses + (configuration.protocolClasses ?? [])
    }
    session = URLSession(
      configuration: configuration,
      delegate: ChallengeRefusingDelegate(),
      delegateQueue: nil
    )
  }

  deinit {
    session.invalidateAndCancel()
  }

  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    let urlRequest = try makeURLRequest(request)
    do {
      let (data, response) = try await session.data(for: urlRequest)
      guard let http = response as? HTTPURLResponse else {
        throw HTTPError.unreachable("not an HTTP response")
      }
      var headers: [String: String] = [:]
      for (name, value) in http.allHeaderFields {
        headers["\(name)".lowercased()] = "\(value)"
      }
      return HTTPResponse(status: http.statusCode, headers: headers, body: data)
    } catch let error as URLError {
      switch error.code {
      case .timedOut:
        throw HTTPError.timedOut
      case .cancelled where !Task.isCancelled:
        // Nothing cancels a task but the challenge delegate below (the session lives as long
        // as this client), so the server asked for credentials: the token was refused.
        throw HTTPError.unauthorized(nil)
      case .cancelled:
        throw CancellationError()
      default:
        throw HTTPError.unreachable(error.isUntrustedCertificate ? untrusted : error.code.name)
      }
    }
  }

  private func makeURLRequest(_ request: HTTPRequest) throws -> URLRequest {
    var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false)
    let basePath = components?.path ?? ""
    components?.path =
      (basePath.hasSuffix("/") ? String(basePath.dropLast()) : basePath) + request.path
    components?.queryItems = request.query.isEmpty ? nil : request.query
    guard let url = components?.url else {
      throw HTTPError.rejected(status: 0, problem: Problem(detail: "bad path \(request.path)"))
    }
    var urlRequest = URLRequest(url: url)
    urlRequest.httpMethod = request.method
    urlRequest.httpBody = request.body
    urlRequest.setValue("application/json", forHTTPHeaderField: "Accept")
    if request.body != nil {
      urlRequest.setValue("application/json", forHTTPHeaderField: "Content-Type")
    }
    if let token = token() {
      urlRequest.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
    }
    for (name, value) in request.headers {
      urlRequest.setValue(value, forHTTPHeaderField: name)
    }
    return urlRequest
  }
}

/// Refuses every authentication challenge. On Linux, URLSession waits for ever on a 401 that
/// carries `WWW-Authenticate: Basic` unless a delegate answers the challenge. Cancelling it
/// ends the task as `URLError.cancelled`, which `send` reports as `.unauthorized`: the nurse
/// logs in again.
final class ChallengeRefusingDelegate: NSObject, URLSessionTaskDelegate, Sendable {
  func urlSession(
    _ session: URLSession,
    task: URLSessionTask,
    didReceive challenge: URLAuthenticationChallenge,
    completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
  ) {
    completionHandler(.cancelAuthenticationChallenge, nil)
  }
}

/// What a nurse reads when the server's certificate is not trusted: who can fix it.
private let untrusted = HTTPError.untrustedCertificateReason

extension HTTPError {
  /// The reason `.unreachable` gives when TLS refused the server's certificate: waiting does
  /// not fix it, so a sync does not retry it.
  public static let untrustedCertificateReason =
    "the server's certificate is not trusted (ask whoever runs it; a team's own certificate "
    + "authority must be added to this machine's trust store)"
}

extension URLError {
  /// True when TLS refused the server's certificate. FoundationNetworking reports libcurl's
  /// verification failures as an unknown code with curl's words, so both are read.
  fileprivate var isUntrustedCertificate: Bool {
    switch code {
    case .serverCertificateUntrusted, .serverCertificateHasBadDate,
      .serverCertificateHasUnknownRoot,
      .serverCertificateNotYetValid, .secureConnectionFailed:
      return true
    default:
      let words = (userInfo[NSLocalizedDescriptionKey] as? String ?? "").lowercased()
      return words.contains("certificate") || words.contains("ssl")
    }
  }
}

extension URLError.Code {
  /// A short, data-free name for the sync report.
  fileprivate var name: String {
    switch self {
    case .notConnectedToInternet: return "offline"
    case .cannotConnectToHost: return "cannot connect to the server"
    case .cannotFindHost, .dnsLookupFailed: return "server not found"
    case .networkConnectionLost: return "connection lost"
    case .cancelled: return "cancelled"
    default: return "network error \(rawValue)"
    }
  }
}
