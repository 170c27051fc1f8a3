import Foundation

/// The layout facts a browser measures once the report has loaded, read back from the DOM
/// Chromium dumps. The probe script goes into a copy of the report only (the report itself
/// has no script, and its Content-Security-Policy would forbid this one).
struct ReportLayoutProbe: Decodable {
  struct Chart: Decodable {
    var kind: String
    var wound: String
    var points: Int
    var width: Double
    var height: Double
    var breakInside: String
  }

  struct Image: Decodable {
    var wound: String
    var complete: Bool
    var naturalWidth: Int
    var caption: String
  }

  var viewportWidth: Double
  var documentWidth: Double
  var documentHeight: Double
  /// Elements reaching past the viewport's right edge.
  var overflowing: [String]
  var charts: [Chart]
  var images: [Image]
  /// `break-before` of each wound's section.
  var woundBreaks: [String]
  var scripts: Int

  static let script = """
    <script>
    window.addEventListener('load', () => {
      const width = window.innerWidth;
      const woundOf = (element) => (element.closest('section.wound') || {}).id || '';
      const result = {
        viewportWidth: width,
        documentWidth: document.documentElement.scrollWidth,
        documentHeight: document.documentElement.scrollHeight,
        overflowing: [...document.querySelectorAll('body *')]
          .filter((element) => element.getBoundingClientRect().right > width + 0.5)
          .map((element) => element.tagName + '.' + (element.getAttribute('class') || '')),
        charts: [...document.querySelectorAll('svg.chart')].map((svg) => ({
          kind: svg.classList[1], wound: woundOf(svg),
          points: svg.querySelectorAll('circle').length,
          width: svg.getBoundingClientRect().width, height: svg.getBoundingClientRect().height,
          breakInside: getComputedStyle(svg.closest('figure')).breakInside,
        })),
        images: [...document.images].map((image) => ({
          wound: woundOf(image), complete: image.complete, naturalWidth: image.naturalWidth,
          caption: (image.closest('figure').querySelector('figcaption') || {}).textContent || '',
        })),
        woundBreaks: [...document.querySelectorAll('section.wound')]
          .map((section) => getComputedStyle(section).breakBefore),
        scripts: document.scripts.length,
      };
      const probe = document.createElement('pre');
      probe.id = 'layout-probe';
      probe.textContent = JSON.stringify(result);
      document.body.appendChild(probe);
    });
    </script>
    """

  /// A copy of `report` with the probe, and without the policy that would block it.
  static func instrumented(_ report: String) -> String {
    report
      .replacingOccurrences(
        of: #"<meta http-equiv="Content-Security-Policy""#,
        with: #"<meta name="removed-for-the-probe""#
      )
      .replacingOccurrences(of: "</body>", with: script + "\n</body>")
  }

  /// The probe's result in a DOM dump.
  static func read(fromDump dump: String) throws -> ReportLayoutProbe {
    guard let start = dump.range(of: "<pre id=\"layout-probe\">"),
      let end = dump.range(of: "</pre>", range: start.upperBound..<dump.endIndex)
    else {
      throw HeadlessChromium.Failed(description: "the probe did not run:\n\(dump.suffix(600))")
    }
    let json = String(dump[start.upperBound..<end.lowerBound])
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    return try JSONDecoder().decode(ReportLayoutProbe.self, from: Data(json.utf8))
  }
}
