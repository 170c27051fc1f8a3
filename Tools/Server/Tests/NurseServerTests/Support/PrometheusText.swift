import Foundation

/// A strict reader of Prometheus' text format (0.0.4), as a scraper reads `/metrics`: every
/// sample belongs to a family declared by a `# TYPE` line before it, names and label names
/// are what Prometheus accepts, label values are quoted and escaped. A line it cannot read is
/// an error naming the line, so a test fails on text a real Prometheus would refuse.
struct PrometheusText {
  struct Sample: Equatable {
    var name: String
    var labels: [String: String]
    var value: Double
  }

  struct Malformed: Error, CustomStringConvertible {
    var line: String
    var reason: String
    var description: String { "\(reason): \(line)" }
  }

  /// Every sample, in the order of the text.
  private(set) var samples: [Sample] = []
  /// Each family's type (`counter`, `gauge`, `histogram`…), by family name.
  private(set) var types: [String: String] = [:]

  init(_ text: String) throws {
    for line in text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) {
      if line.hasPrefix("#") {
        let words = line.split(separator: " ", maxSplits: 3).map(String.init)
        if words.count == 4, words[1] == "TYPE" {
          guard Self.isName(words[2]) else { throw Malformed(line: line, reason: "bad name") }
          types[words[2]] = words[3]
        }
        continue
      }
      let sample = try Self.sample(line)
      guard types[Self.family(of: sample.name, in: types)] != nil else {
        throw Malformed(line: line, reason: "no # TYPE line before the sample")
      }
      samples.append(sample)
    }
  }

  /// The value of the one sample with this name and exactly these labels.
  func value(_ name: String, _ labels: [String: String] = [:]) -> Double? {
    samples.first { $0.name == name && $0.labels == labels }?.value
  }

  /// The count of an unlabelled histogram's bucket whose bound is `bound`, however the bound
  /// is written (`5`, `5.0`).
  func bucket(_ histogram: String, upTo bound: Double) -> Double? {
    samples(named: histogram + "_bucket").first { sample in
      sample.labels.count == 1 && sample.labels["le"].flatMap(Double.init) == bound
    }?.value
  }

  /// The samples of one name, whatever their labels.
  func samples(named name: String) -> [Sample] { samples.filter { $0.name == name } }

  /// The family a histogram's `_bucket`, `_sum` and `_count` samples belong to.
  private static func family(of name: String, in types: [String: String]) -> String {
    for suffix in ["_bucket", "_sum", "_count"] where name.hasSuffix(suffix) {
      let family = String(name.dropLast(suffix.count))
      if types[family] == "histogram" || types[family] == "summary" { return family }
    }
    return name
  }

  private static func sample(_ line: String) throws -> Sample {
    var rest = Substring(line)
    let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == ":" })
    guard isName(name) else { throw Malformed(line: line, reason: "bad metric name") }
    rest = rest.dropFirst(name.count)
    var labels: [String: String] = [:]
    if rest.first == "{" {
      rest = rest.dropFirst()
      while rest.first != "}" {
        let label = String(rest.prefix { $0 != "=" })
        guard isLabelName(label), labels[label] == nil else {
          throw Malformed(line: line, reason: "bad or repeated label name")
        }
        rest = rest.dropFirst(label.count)
        guard rest.hasPrefix("=\"") else { throw Malformed(line: line, reason: "label unquoted") }
        rest = rest.dropFirst(2)
        var value = ""
        while let character = rest.first, character != "\"" {
          rest = rest.dropFirst()
          guard character == "\\" else {
            value.append(character)
            continue
          }
          switch rest.first {
          case "\\": value.append("\\")
          case "\"": value.append("\"")
          case "n": value.append("\n")
          default: throw Malformed(line: line, reason: "bad escape")
          }
          rest = rest.dropFirst()
        }
        guard rest.first == "\"" else { throw Malformed(line: line, reason: "label unclosed") }
        rest = rest.dropFirst()
        labels[label] = value
        if rest.first == "," { rest = rest.dropFirst() }
      }
      rest = rest.dropFirst()
    }
    let fields = rest.split(separator: " ")
    guard (1...2).contains(fields.count), let value = number(String(fields[0])) else {
      throw Malformed(line: line, reason: "bad value")
    }
    return Sample(name: name, labels: labels, value: value)
  }

  private static func number(_ text: String) -> Double? {
    switch text {
    case "+Inf": .infinity
    case "-Inf": -.infinity
    case "NaN": .nan
    default: Double(text)
    }
  }

  private static func isName(_ name: String) -> Bool {
    name.wholeMatch(of: /[a-zA-Z_:][a-zA-Z0-9_:]*/) != nil
  }

  private static func isLabelName(_ name: String) -> Bool {
    name.wholeMatch(of: /[a-zA-Z_][a-zA-Z0-9_]*/) != nil
  }
}
