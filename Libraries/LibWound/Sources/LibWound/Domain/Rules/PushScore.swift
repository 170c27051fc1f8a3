/// The PUSH 3.0 score (Pressure Ulcer Scale for Healing, NPIAP) of one assessment, 0-17,
/// 0 = healed: area points + exudate points + tissue points (docs/clinical-rules.md "Computed
/// per assessment").
public struct PushScore: Hashable, Sendable, Codable {
  /// 0-10, from the area.
  public let areaPoints: Int
  /// 0-3, from the exudate amount.
  public let exudatePoints: Int
  /// 0-4, from the worst tissue present.
  public let tissuePoints: Int

  /// The score, 0-17.
  public var total: Int { areaPoints + exudatePoints + tissuePoints }

  /// The score of an assessment's findings. A wound measured 0 × 0 is closed.
  public init(_ findings: AssessmentFindings) {
    self.init(
      area: WoundArea.area(of: findings),
      isOpen: !findings.isClosed,
      exudate: findings.exudateAmount,
      tissue: findings.tissue
    )
  }

  /// The score of an area, an exudate amount and a tissue mix. `isOpen` false is a closed
  /// (resurfaced) wound: 0 area points and 0 tissue points.
  public init(area: SquareCentimetres, isOpen: Bool, exudate: ExudateAmount, tissue: TissueMix) {
    areaPoints = Self.areaPoints(area, isOpen: isOpen)
    exudatePoints = Self.exudatePoints(exudate)
    tissuePoints = Self.tissuePoints(tissue, isOpen: isOpen)
  }

  /// The area table of docs/clinical-rules.md, on one-decimal areas so its edges leave no gap:
  /// 0 -> 0; under 0.3 -> 1 (an open wound whose area rounds to 0.0 counts here, since it is not
  /// healed); 0.3-0.6 -> 2; 0.7-1.0 -> 3; 1.1-2.0 -> 4; 2.1-3.0 -> 5; 3.1-4.0 -> 6; 4.1-8.0 -> 7;
  /// 8.1-12.0 -> 8; 12.1-24.0 -> 9; over 24.0 -> 10.
  public static func areaPoints(_ area: SquareCentimetres, isOpen: Bool) -> Int {
    let tenths = area.tenths
    if tenths <= 0 { return isOpen ? 1 : 0 }
    // Upper edge (inclusive, in tenths of cm²) of each band, from 1 point upwards.
    let upperEdges = [2, 6, 10, 20, 30, 40, 80, 120, 240]
    for (index, edge) in upperEdges.enumerated() where tenths <= edge {
      return index + 1
    }
    return 10
  }

  /// The exudate table of docs/clinical-rules.md: none 0, light 1, moderate 2, heavy 3.
  public static func exudatePoints(_ amount: ExudateAmount) -> Int {
    switch amount {
    case .none: return 0
    case .light: return 1
    case .moderate: return 2
    case .heavy: return 3
    }
  }

  /// The tissue table of docs/clinical-rules.md, the worst tissue present: closed 0, epithelial
  /// 1, granulation 2, slough (any, with no necrotic) 3, necrotic (any) 4. An open mix with no
  /// tissue at all cannot pass validation; it scores 0, as PUSH scores a bed with nothing to
  /// count.
  public static func tissuePoints(_ tissue: TissueMix, isOpen: Bool) -> Int {
    guard isOpen else { return 0 }
    if tissue.necrotic > 0 { return 4 }
    if tissue.slough > 0 { return 3 }
    if tissue.granulation > 0 { return 2 }
    if tissue.epithelial > 0 { return 1 }
    return 0
  }
}
