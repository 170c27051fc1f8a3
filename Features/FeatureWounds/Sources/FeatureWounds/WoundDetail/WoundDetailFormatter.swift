import CoreTerminal
import Foundation
import LibWound

/// Words a wound's history for its detail: the facts, the verdict with its reason, the table
/// rows and the chart. Pure, so the presenter stays about state.
struct WoundDetailFormatter {
  let charset: ChartCharset
  let timeZone: TimeZone

  /// The wound with the assessment `selected` (an index in its entries, oldest first; nil for
  /// none) shown in the visit panel.
  func loaded(_ history: WoundHistory, selected: Int?) -> WoundDetailViewData.Loaded {
    let entry = selected.flatMap {
      history.entries.indices.contains($0) ? history.entries[$0] : nil
    }
    let isOpen = history.wound.status.isOpen
    let fields = fields(history)
    // Open, the wound is on the map as its own number 1, red when a field is an alert.
    let mark = BodyMapMark(
      label: "1",
      site: history.wound.site,
      needsAttention: fields.contains(where: \.isAlert),
      legend: WoundText.title(history.wound)
    )
    return WoundDetailViewData.Loaded(
      fields: fields,
      rows: history.entries.map(row),
      selected: entry == nil ? nil : selected,
      visit: entry.map {
        WoundVisitFormatter(timeZone: timeZone).fields($0, photos: history.photos)
      } ?? [],
      chart: WoundChartFormatter(charset: charset, timeZone: timeZone).chart(history.current),
      canAssess: isOpen,
      canCorrect: isOpen && entry.map { !$0.isSuperseded } ?? false,
      bodyMap: isOpen ? [mark] : []
    )
  }

  private func fields(_ history: WoundHistory) -> [WoundDetailViewData.Field] {
    typealias Field = WoundDetailViewData.Field
    let wound = history.wound
    var fields = [Field(label: "Opened", value: wound.openedOn.description)]
    if let stage = wound.stage {
      fields.append(Field(label: "Stage", value: WoundText.stage(stage)))
    }
    // The details' free texts, under their questions' labels.
    for (field, text) in WoundFormField.texts {
      if let value = text.value(in: wound.details) {
        fields.append(Field(label: field.label, value: value.visibleControls()))
      }
    }
    // Without a plan nothing is added: the chart keeps the rows (`?` shows `p` to plan).
    if let plan = history.plan {
      fields += WoundPlanText.lines(plan).map { Field(label: $0.label, value: $0.value) }
      fields.append(Field(label: "Plan", value: WoundPlanText.author(plan, in: timeZone)))
    }
    let current = history.current
    if let baseline = current.first(where: \.isBaseline) ?? current.first, let area = baseline.area
    {
      let day = WoundText.day(baseline.assessment.takenAt, in: timeZone)
      fields.append(Field(label: "Baseline", value: "\(WoundText.area(area)) on \(day)"))
    }
    if let latest = current.last, let area = latest.area {
      let day = WoundText.day(latest.assessment.takenAt, in: timeZone)
      let push = latest.push.map { ", PUSH \($0)" } ?? ""
      fields.append(Field(label: "Latest", value: "\(WoundText.area(area))\(push) on \(day)"))
      if current.count > 1 {
        fields.append(Field(label: "PAR", value: reductionSentence(latest.reduction)))
      }
    }
    // The latest visit's verdict stands for the wound until a later one clears it; without a
    // verdict the selected visit's screening says what was counted.
    if let screening = current.last?.screening, !screening.verdicts.isEmpty {
      fields.append(
        Field(label: "Infection", value: InfectionText.verdicts(screening), isAlert: true)
      )
    }
    fields.append(
      Field(
        label: "Trajectory",
        value: verdict(history.trajectory, hasAssessments: !current.isEmpty),
        isAlert: history.trajectory.trajectory == .offTrack
      )
    )
    if history.isOverdue {
      let last = current.last.map {
        "last assessed \(WoundText.day($0.assessment.takenAt, in: timeZone))"
      }
      fields.append(
        Field(label: "Overdue", value: "OVERDUE: \(last ?? "never assessed")", isAlert: true)
      )
    }
    return fields
  }

  /// "41.7% smaller than at baseline", or larger when the wound grew.
  private func reductionSentence(_ reduction: PercentAreaReduction?) -> String {
    guard let reduction else { return "unknown (baseline area 0.0 cm²)" }
    if reduction.tenths < 0 {
      return "\(PercentAreaReduction(tenths: -reduction.tenths))% larger than at baseline"
    }
    return "\(reduction)% smaller than at baseline"
  }

  /// The verdict and what it was judged on, as `HealingTrajectoryRule` explains it.
  func verdict(_ verdict: TrajectoryVerdict, hasAssessments: Bool) -> String {
    let cutOff = "the \(verdict.cutOffPercent)% cut-off"
    guard let day = verdict.day, let reduction = verdict.reduction else {
      guard hasAssessments else { return "Not yet known: no assessment yet." }
      return "Not yet known: no assessment between day \(HealingTrajectoryRule.window.lowerBound)"
        + " and day \(HealingTrajectoryRule.window.upperBound) after the baseline."
    }
    let judged = "day \(day): \(reductionSentence(reduction))"
    switch verdict.trajectory {
    case .onTrack:
      return "On a healing trajectory. Judged on \(judged), at or above \(cutOff)."
    case .offTrack:
      return "Not on a healing trajectory: reassess the treatment. Judged on \(judged),"
        + " under \(cutOff)."
    case .unknown:
      return "Not yet known."
    }
  }

  private func row(_ entry: WoundHistory.Entry) -> WoundDetailViewData.Row {
    let findings = entry.assessment.findings
    return WoundDetailViewData.Row(
      id: WoundText.shortID(entry.assessment.id),
      date: WoundText.day(entry.assessment.takenAt, in: timeZone),
      size: WoundText.size(findings),
      area: entry.area.map(\.description) ?? WoundText.none,
      push: entry.push.map(String.init) ?? WoundText.none,
      // The baseline has no reduction and a superseded one no numbers: the column says why.
      reduction: entry.isSuperseded
        ? "superseded" : entry.isBaseline ? "baseline" : WoundText.reduction(entry.reduction),
      exudate: WoundText.exudate(findings.exudateAmount, findings.exudateType),
      tissue: WoundText.tissue(findings.tissue)
    )
  }
}
