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
  private let delegate = SessionDelegate()

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
      delegate: delegate,
      delegateQueue: nil
    )
  }

  deinit {
    session.invalidateAndCancel()
  }

  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    let urlRequest = try makeURLRequest(request)
    do {
      var attempts = 1
      while true {
        switch try await load(urlRequest) {
        case .answered(let data, let response):
          return try Self.response(data, response)
        case .bodyNotResent where attempts < Self.attemptsAfterDeadConnections:
          // What libcurl does for a request without a body: again, on a fresh connection.
          attempts += 1
        case .bodyNotResent:
          throw HTTPError.unreachable(URLError.Code.networkConnectionLost.name)
        }
      }
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

  /// How many times a request is sent when each attempt meets a connection that died before
  /// any answer (libcurl gives up after five).
  static let attemptsAfterDeadConnections = 3

  /// How one attempt ended.
  private enum Attempt {
    case answered(Data, URLResponse)
    /// The reused connection died before any answer and libcurl, sending the request again on
    /// a fresh one, could not send its body again (`SessionDelegate`): the attempt was
    /// cancelled rather than left to stall.
    case bodyNotResent
  }

  /// One data task, kept at hand so that its cancellation by the session delegate is told
  /// apart from a cancellation of the caller's task or of a challenge.
  private func load(_ request: URLRequest) async throws -> Attempt {
    let held = HeldTask()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let task = session.dataTask(with: request) { [delegate] data, response, error in
          if let error {
            let identifier = held.identifier
            if (error as? URLError)?.code == .cancelled, let identifier,
              delegate.forgetBodyNotResent(identifier)
            {
              continuation.resume(returning: .bodyNotResent)
            } else {
              continuation.resume(throwing: error)
            }
          } else if let response {
            continuation.resume(returning: .answered(data ?? Data(), response))
          } else {
            continuation.resume(throwing: URLError(.badServerResponse))
          }
        }
        held.hold(task)
        task.resume()
      }
    } onCancel: {
      held.cancel()
    }
  }

  private static func response(_ data: Data, _ response: URLResponse) throws -> HTTPResponse {
    guard let http = response as? HTTPURLResponse else {
      throw HTTPError.unreachable("not an HTTP response")
    }
    var headers: [String: String] = [:]
    for (name, value) in http.allHeaderFields {
      headers["\(name)".lowercased()] = "\(value)"
    }
    return HTTPResponse(status: http.statusCode, headers: headers, body: data)
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

/// The data task of one attempt, for the caller's cancellation, which may come before the task
/// exists.
private final class HeldTask: @unchecked Sendable {
  private let lock = NSLock()
  private var task: URLSessionDataTask?
  private var cancelled = false

  /// The held task's identifier in its session.
  var identifier: Int? { lock.withLock { task?.taskIdentifier } }

  func hold(_ task: URLSessionDataTask) {
    let cancelNow = lock.withLock {
      self.task = task
      return cancelled
    }
    if cancelNow { task.cancel() }
  }

  func cancel() {
    let task = lock.withLock {
      cancelled = true
      return self.task
    }
    task?.cancel()
  }
}
