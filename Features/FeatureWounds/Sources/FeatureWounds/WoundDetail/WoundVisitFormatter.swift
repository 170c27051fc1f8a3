import CoreTerminal
import Foundation
import LibWound

/// Words one visit for the detail's visit panel: what the table has no room for. Every free
/// text is shown with its control characters made visible (a pulled record is hostile).
struct WoundVisitFormatter {
  let timeZone: TimeZone

  func fields(
    _ entry: WoundHistory.Entry,
    photos: [String: Photo]
  ) -> [WoundDetailViewData.Field] {
    typealias Field = WoundDetailViewData.Field
    let assessment = entry.assessment
    let findings = assessment.findings
    var when =
      "\(WoundText.shortID(assessment.id)) · \(WoundText.time(assessment.takenAt, in: timeZone))"
    if let author = assessment.takenBy, !author.isEmpty {
      // Charting is traceable to a person; a pulled name is hostile text like any other.
      when += " · by \(author.visibleControls())"
    }
    if entry.isSuperseded { when += " · superseded" }
    if let supersedes = assessment.supersedes {
      when += " · corrects \(WoundText.shortID(supersedes))"
    }
    var fields = [Field(label: "Visit", value: when)]
    let seen = seenParts(findings)
    if !seen.isEmpty { fields.append(Field(label: "Seen", value: seen.joined(separator: " · "))) }
    if let dressing = findings.dressing, !dressing.isEmpty {
      fields.append(Field(label: "Dressing", value: dressing.visibleControls()))
    }
    if let notes = findings.notes, !notes.isEmpty {
      fields.append(Field(label: "Notes", value: notes.visibleControls()))
    }
    if !assessment.photoIDs.isEmpty {
      let lines = assessment.photoIDs.map { id in
        let facts = photos[id].map {
          $0.isPending
            ? "  not yet uploaded"
            : "  \($0.format.rawValue.uppercased())  \(Self.size($0.byteCount))"
        }
        return "\(String(id.prefix(8)))\(facts ?? "")"
      }
      fields.append(Field(label: "Photos", value: lines.joined(separator: "\n")))
    }
    // Last, so that a short terminal cuts it before what the nurse wrote: the latest visit's
    // verdict already stands among the wound's facts.
    if let screening = entry.screening {
      fields.append(Field(label: "Screening", value: InfectionText.visit(screening)))
    }
    return fields
  }

  /// "pain 3 · odour · periwound macerated, erythema · infection: warmth · undermining 3@1.5".
  private func seenParts(_ findings: AssessmentFindings) -> [String] {
    var parts: [String] = []
    if let pain = findings.pain { parts.append("pain \(pain)") }
    if findings.odour { parts.append("odour") }
    if !findings.periwound.isEmpty {
      parts.append("periwound " + AssessmentFormParsing.choicesText(findings.periwound))
    }
    if !findings.infectionSigns.isEmpty {
      parts.append("infection: " + AssessmentFormParsing.choicesText(findings.infectionSigns))
    }
    if let undermining = findings.undermining {
      parts.append("undermining " + FindingsText.clockExtentText(undermining))
    }
    if let tunnelling = findings.tunnelling {
      parts.append("tunnel " + FindingsText.clockExtentText(tunnelling))
    }
    return parts
  }

  /// "812 B", "96 kB", "1.2 MB" (1 MB = 1,048,576 bytes, as the photo size limit counts).
  static func size(_ bytes: Int) -> String {
    if bytes < 1024 { return "\(bytes) B" }
    if bytes < 1_048_576 { return "\(bytes / 1024) kB" }
    let tenths = (bytes * 10 + 524_288) / 1_048_576
    return "\(tenths / 10).\(tenths % 10) MB"
  }
}
