import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Answers requests in memory. Each test registers its handler under its own host, so tests
/// running in parallel never see each other's requests.
///
/// Hand `[StubURLProtocol.self]` to the client's `protocolClasses` and send its requests to
/// the URL `register` returns.
public final class StubURLProtocol: URLProtocol, @unchecked Sendable {
  /// Turns a request into its answer: status, headers and body.
  public typealias Handler = @Sendable (URLRequest) -> (Int, [String: String], Data)
  nonisolated(unsafe) private static var handlers: [String: Handler] = [:]
  private static let lock = NSLock()

  /// A base URL whose requests `handler` answers.
  public static func register(_ handler: @escaping Handler) -> URL {
    let host = "stub-\(UUID().uuidString.lowercased()).test"
    lock.withLock { handlers[host] = handler }
    return URL(string: "http://\(host)")!
  }

  public override class func canInit(with request: URLRequest) -> Bool {
    guard let host = request.url?.host else { return false }
    return lock.withLock { handlers[host] != nil }
  }

  public override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  public override func startLoading() {
    let host = self.request.url!.host!
    let handler = Self.lock.withLock { Self.handlers[host] }!
    var request = self.request
    // URLSession moves a body into a stream before protocols see it.
    if request.httpBody == nil, let stream = request.httpBodyStream {
      request.httpBody = Data(reading: stream)
    }
    let (status, headers, body) = handler(request)
    let response = HTTPURLResponse(
      url: request.url!,
      statusCode: status,
      httpVersion: "HTTP/1.1",
      headerFields: headers
    )!
    client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
    client?.urlProtocol(self, didLoad: body)
    client?.urlProtocolDidFinishLoading(self)
  }

  public override func stopLoading() {}
}

extension Data {
  fileprivate init(reading stream: InputStream) {
    self.init()
    stream.open()
    defer { stream.close() }
    var buffer = [UInt8](repeating: 0, count: 4096)
    while stream.hasBytesAvailable {
      let count = stream.read(&buffer, maxLength: buffer.count)
      if count <= 0 { break }
      append(buffer, count: count)
    }
  }
}
