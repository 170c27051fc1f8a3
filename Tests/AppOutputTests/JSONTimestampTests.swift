import Foundation
import Testing

@testable import NurseApp

/// Timestamps and days written digit by digit are what the ISO 8601 format styles print, in
/// zones east and west, with half-hour and quarter-hour offsets, across changes of offset.
@Suite("JSON timestamps")
struct JSONTimestampTests {
  static let zones = [
    "UTC", "Europe/Paris", "America/New_York", "Asia/Kolkata", "America/St_Johns",
    "Asia/Kathmandu", "Pacific/Chatham", "Pacific/Kiritimati", "Europe/Amsterdam",
    "America/Sao_Paulo", "Australia/Lord_Howe",
  ]

  /// Instants from 1500 to 2100: random ones, the seconds around each day's and each
  /// offset change's edges, and fractions of a second on both sides of zero.
  static var instants: [Date] {
    var generator = SystemRandomNumberGenerator()
    var seconds: [TimeInterval] = (0..<400).map { _ in
      TimeInterval(Int64.random(in: -14_700_000_000...4_110_000_000, using: &generator))
    }
    seconds += [0, -0.25, -1, 0.999, 59.5, 86_399.999, -86_400.5, 1_711_846_800, 1_711_846_799.9]
    // Around the 2025 changes in Europe and America, and 1582-1584 (the calendar's cutover).
    for edge in [1_743_296_400.0, 1_761_440_400, 1_741_503_600, 1_762_063_200] {
      seconds += stride(from: edge - 7_200, through: edge + 7_200, by: 1_799.5).map { $0 }
    }
    seconds += [-12_219_292_800, -12_212_553_600, -12_212_553_601, -12_200_000_000]
    return seconds.map(Date.init(timeIntervalSince1970:))
  }

  @Test(arguments: zones)
  func timestampsAndDaysAreWhatTheFormatStylesPrint(_ identifier: String) throws {
    let zone = try #require(TimeZone(identifier: identifier))
    let timestamp = Date.ISO8601FormatStyle(timeZoneSeparator: .colon, timeZone: zone)
    let day = Date.ISO8601FormatStyle(timeZone: zone).year().month().day()
    for instant in Self.instants {
      #expect(
        JSONOutput.timestamp(instant, in: zone, style: timestamp) == instant.formatted(timestamp),
        "\(instant.timeIntervalSince1970) in \(identifier)"
      )
      #expect(
        JSONOutput.day(instant, in: zone, style: day) == instant.formatted(day),
        "\(instant.timeIntervalSince1970) in \(identifier)"
      )
    }
  }
}
