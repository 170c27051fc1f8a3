import CoreHTTP
import CoreLibcurlOnDemand
import Foundation

/// The HTTP client of every command that talks to the server.
///
/// The `nurse` executable loads libcurl, under URLSession on Linux, with the first request
/// rather than at start (CoreLibcurlOnDemand): loading it here first turns a machine without
/// it into a message instead of an abort inside URLSession.
enum ServerClient {
  static func make(
    baseURL: URL,
    timeout: TimeInterval = 15,
    token: @escaping @Sendable () -> String? = { nil }
  ) throws -> any HTTPClient {
    if let reason = core_libcurl_load() {
      throw NetworkLibraryMissing(reason: String(cString: reason))
    }
    return URLSessionHTTPClient(baseURL: baseURL, timeout: timeout, token: token)
  }
}

/// libcurl, which URLSession needs on Linux, could not be loaded: no request can be sent.
struct NetworkLibraryMissing: Error {
  /// The dynamic loader's reason, e.g. "libcurl.so.4: cannot open shared object file".
  var reason: String
}
