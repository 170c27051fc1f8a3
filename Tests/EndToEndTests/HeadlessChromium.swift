import Foundation

/// Debian's `chromium`, headless, as the report's layout test drives it: the DOM after the
/// page loaded (and a probe script ran), a screenshot, a PDF as printing makes it.
struct HeadlessChromium {
  let binary: URL
  /// A private profile folder per run, so runs never share state.
  let profile: URL

  struct Missing: Error, CustomStringConvertible {
    var description: String {
      "chromium is not installed: apt-get update && apt-get install -y chromium "
        + "(.ci/run installs it; CHROMIUM=/path/to/chromium picks another)"
    }
  }

  struct Failed: Error, CustomStringConvertible {
    var description: String
  }

  /// `$CHROMIUM`, else `chromium` or `chromium-browser` on the PATH; `Missing` otherwise.
  init(profile: URL) throws {
    let environment = ProcessInfo.processInfo.environment
    let path = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
    let candidates =
      [environment["CHROMIUM"]].compactMap { $0 }
      + ["chromium", "chromium-browser"].flatMap { name in path.map { "\($0)/\(name)" } }
    guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) })
    else { throw Missing() }
    binary = URL(fileURLWithPath: found)
    self.profile = profile
  }

  /// The serialised DOM of `page` once loaded, scripts run, at `width` × `height` pixels.
  func dumpDOM(of page: URL, width: Int, height: Int) throws -> String {
    try run([
      "--window-size=\(width),\(height)", "--virtual-time-budget=5000", "--dump-dom",
      page.absoluteString,
    ])
  }

  /// A PNG of the first `height` pixels of `page`, `width` wide.
  func screenshot(of page: URL, to file: URL, width: Int, height: Int) throws {
    try run(["--window-size=\(width),\(height)", "--screenshot=\(file.path)", page.absoluteString])
    guard FileManager.default.fileExists(atPath: file.path) else {
      throw Failed(description: "chromium wrote no screenshot at \(file.path)")
    }
  }

  /// `page` printed to PDF (the page's own `@page` size: A4), without headers and footers.
  func printToPDF(_ page: URL, to file: URL) throws {
    try run(["--no-pdf-header-footer", "--print-to-pdf=\(file.path)", page.absoluteString])
    guard FileManager.default.fileExists(atPath: file.path) else {
      throw Failed(description: "chromium wrote no PDF at \(file.path)")
    }
  }

  /// Runs chromium with the headless flags a container needs (root: no sandbox; a small
  /// /dev/shm), killed after two minutes; its stdout.
  @discardableResult
  private func run(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = binary
    process.arguments =
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
        "--no-first-run", "--hide-scrollbars", "--user-data-dir=\(profile.path)",
      ] + arguments
    let output = profile.appendingPathComponent("stdout-\(UUID())")
    let errors = profile.appendingPathComponent("stderr-\(UUID())")
    try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
    FileManager.default.createFile(atPath: output.path, contents: nil)
    FileManager.default.createFile(atPath: errors.path, contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = try FileHandle(forWritingTo: errors)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(120)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
    if process.isRunning {
      process.terminate()
      throw Failed(description: "chromium did not finish in 120 s: \(arguments.last ?? "")")
    }
    guard process.terminationStatus == 0 else {
      let stderr = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
      throw Failed(
        description: "chromium exited \(process.terminationStatus): \(stderr.suffix(2000))"
      )
    }
    return try String(contentsOf: output, encoding: .utf8)
  }
}
