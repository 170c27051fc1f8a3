import CoreContract
import Foundation
import LibPatient

/// What one dressing change still due on a round needs, read from its wound's care plan.
public struct DressingChangeNeed: Hashable, Sendable {
  /// The patient.
  public var patientID: Patient.ID
  /// The wound whose dressing is changed.
  public var woundID: Wound.ID
  /// Where the wound is: its leg, for compression.
  public var site: BodySite
  /// The plan's primary dressing, as the plan writes it.
  public var primaryDressing: String
  /// The plan's secondary dressing, if it names one.
  public var secondaryDressing: String?
  /// The compression the plan puts on the wound's leg.
  public var compression: CompressionLevel

  /// A need with every field given.
  public init(
    patientID: Patient.ID,
    woundID: Wound.ID,
    site: BodySite,
    primaryDressing: String,
    secondaryDressing: String?,
    compression: CompressionLevel
  ) {
    self.patientID = patientID
    self.woundID = woundID
    self.site = site
    self.primaryDressing = primaryDressing
    self.secondaryDressing = secondaryDressing
    self.compression = compression
  }
}

/// Which layer of a dressing a supply is.
public enum SupplyKind: String, CaseIterable, Hashable, Sendable {
  /// The dressing on the wound bed.
  case primary
  /// The dressing over it.
  case secondary
  /// A leg's compression bandage or hosiery, at the plan's level.
  case compression
}

/// One product to take on the round and how many.
public struct SupplyLine: Hashable, Sendable {
  /// Its layer.
  public var kind: SupplyKind
  /// The product as the first plan that names it writes it ("Foam 10x10"); for compression,
  /// the level ("full compression").
  public var product: String
  /// How many: one per dressing change for a dressing, one per leg for compression.
  public var count: Int
  /// The wounds it is for, in the round's order.
  public var woundIDs: [Wound.ID]

  /// A line with every field given.
  public init(kind: SupplyKind, product: String, count: Int, woundIDs: [Wound.ID]) {
    self.kind = kind
    self.product = product
    self.count = count
    self.woundIDs = woundIDs
  }
}

/// The supplies a round's dressing changes need (docs/care-plans.md, "Supplies"): the bag a
/// nurse packs before she leaves.
///
/// - A dressing change still due (due that day or overdue, not made yet) takes one of its
///   plan's primary dressing and one of its secondary dressing, if the plan names one: two
///   wounds on the same product take two.
/// - Compression goes on a leg, not on a wound: each leg of a patient under compression takes
///   one, at the strongest level of the changes due on it (full before reduced), however many
///   of its wounds are changed.
/// - Products are the plans' free text, so two plans name one product when their texts match
///   once spaces are collapsed and case is ignored ("Foam  10x10" and "foam 10x10"); the
///   first spelling in the round's order is the one shown.
/// - Lines come primary, secondary, then compression; within a layer the most needed first,
///   then by name.
public enum RoundSuppliesRule {
  /// The supplies `needs` (in the round's order) call for.
  public static func supplies(for needs: [DressingChangeNeed]) -> [SupplyLine] {
    var tally = Tally()
    for need in needs {
      tally.add(.primary, need.primaryDressing, need.woundID)
      if let secondary = need.secondaryDressing { tally.add(.secondary, secondary, need.woundID) }
    }
    for leg in legsUnderCompression(needs) {
      tally.add(.compression, "\(leg.level.rawValue) compression", leg.woundIDs, count: 1)
    }
    return tally.lines.sorted { lhs, rhs in
      let kinds = SupplyKind.allCases
      if lhs.kind != rhs.kind {
        return kinds.firstIndex(of: lhs.kind)! < kinds.firstIndex(of: rhs.kind)!
      }
      if lhs.count != rhs.count { return lhs.count > rhs.count }
      return Tally.key(lhs.product) < Tally.key(rhs.product)
    }
  }

  /// One leg of one patient under compression, at the strongest level due on it.
  private struct CompressedLeg {
    var level: CompressionLevel
    var woundIDs: [Wound.ID]
  }

  private static func legsUnderCompression(_ needs: [DressingChangeNeed]) -> [CompressedLeg] {
    struct LegOfPatient: Hashable {
      var patientID: Patient.ID
      var leg: Leg
    }
    var order: [LegOfPatient] = []
    var legs: [LegOfPatient: CompressedLeg] = [:]
    for need in needs where need.compression != .none {
      for leg in CompressionSafetyRule.legs(of: need.site) {
        let key = LegOfPatient(patientID: need.patientID, leg: leg)
        guard var compressed = legs[key] else {
          order.append(key)
          legs[key] = CompressedLeg(level: need.compression, woundIDs: [need.woundID])
          continue
        }
        if need.compression == .full { compressed.level = .full }
        compressed.woundIDs.append(need.woundID)
        legs[key] = compressed
      }
    }
    return order.compactMap { legs[$0] }
  }

  /// Lines keyed by layer and product, in the order first met.
  private struct Tally {
    private struct Key: Hashable {
      var kind: SupplyKind
      var product: String
    }
    private var order: [Key] = []
    private var byKey: [Key: SupplyLine] = [:]

    var lines: [SupplyLine] { order.compactMap { byKey[$0] } }

    /// Spaces collapsed, case ignored: how two plans' texts name one product.
    static func key(_ product: String) -> String {
      product.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased()
    }

    mutating func add(_ kind: SupplyKind, _ product: String, _ woundID: Wound.ID) {
      add(kind, product, [woundID], count: 1)
    }

    mutating func add(_ kind: SupplyKind, _ product: String, _ woundIDs: [Wound.ID], count: Int) {
      let key = Key(kind: kind, product: Self.key(product))
      guard var line = byKey[key] else {
        order.append(key)
        let shown = product.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        byKey[key] = SupplyLine(kind: kind, product: shown, count: count, woundIDs: woundIDs)
        return
      }
      line.count += count
      line.woundIDs += woundIDs.filter { !line.woundIDs.contains($0) }
      byKey[key] = line
    }
  }
}
