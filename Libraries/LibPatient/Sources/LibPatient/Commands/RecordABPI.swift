import CoreContract
import Foundation

/// Records an ABPI measurement, append-only, with an `append` outbox entry. The contract's
/// `Wire.ABPI` rule is the one checked, here as on the server.
struct RecordABPI {
  let cache: any PatientCache
  let now: @Sendable () -> Date
  let author: @Sendable () -> String?

  func execute(_ measurement: ABPIMeasurement) async throws {
    var measurement = measurement
    let by = (measurement.measuredBy ?? author())?.trimmingCharacters(in: .whitespaces)
    measurement.measuredBy = by?.isEmpty == false ? by : nil
    let date = now()
    let wire = ABPIAdapter.wire(from: measurement)
    try wire.validate(today: date)
    if measurement.measuredAt > date.addingTimeInterval(RecordBraden.allowedClockSkew) {
      throw RuleViolation(field: "measuredAt", reason: "is in the future")
    }
    try await cache.append(wire, recordedAt: date)
  }
}
