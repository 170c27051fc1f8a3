import CoreContract
import LibWound

/// `nurse today --supplies --json` (docs/json.md): the day and what its dressing changes still
/// due need, per product.
struct RoundSuppliesJSON: Encodable {
  var day: String
  var supplies: [SupplyJSON]

  init(_ round: DayRound) {
    day = round.day.description
    supplies = round.supplies.map(SupplyJSON.init)
  }
}

/// One product: its layer (`primary`, `secondary`, `compression`), its name as the first plan
/// writes it (for compression, `full compression` or `reduced compression`), how many, and the
/// wounds it is for.
struct SupplyJSON: Encodable {
  var kind: String
  var product: String
  var count: Int
  var woundIds: [String]

  init(_ line: SupplyLine) {
    kind = line.kind.rawValue
    product = line.product
    count = line.count
    woundIds = line.woundIDs.map(RecordID.text)
  }
}
