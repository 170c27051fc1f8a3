import CoreContract
import Foundation
import LibPatient

/// An ABPI measurement as `nurse patient abpi --json` prints it (docs/json.md): its
/// pressures under the contract's names, and each leg assessed with its index and band.
struct ABPIJSON: Encodable {
  var id: String
  var patientId: String
  var measuredAt: String
  var measuredBy: String?
  var brachialLeft: Int?
  var brachialRight: Int?
  var leftDorsalisPedis: Int?
  var leftPosteriorTibial: Int?
  var rightDorsalisPedis: Int?
  var rightPosteriorTibial: Int?
  var legs: [LegJSON]

  /// One leg's index (two decimals), band and the compression the band allows.
  struct LegJSON: Encodable {
    var leg: String
    var index: Decimal
    var band: String
    var compressionAllowed: String
  }

  init(_ measurement: ABPIMeasurement) {
    id = RecordID.text(measurement.id)
    patientId = RecordID.text(measurement.patientID)
    measuredAt = JSONOutput.timestamp(measurement.measuredAt)
    measuredBy = measurement.measuredBy
    brachialLeft = measurement.brachial.left
    brachialRight = measurement.brachial.right
    leftDorsalisPedis = measurement.left?.dorsalisPedis
    leftPosteriorTibial = measurement.left?.posteriorTibial
    rightDorsalisPedis = measurement.right?.dorsalisPedis
    rightPosteriorTibial = measurement.right?.posteriorTibial
    legs = measurement.indices.map { index in
      LegJSON(
        leg: index.leg.rawValue,
        index: index.value,
        band: index.band.rawValue,
        compressionAllowed: index.band.compressionAllowed
      )
    }
  }
}
