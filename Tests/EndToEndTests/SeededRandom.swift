import CoreTesting
import Foundation

/// Random choices a failing run can repeat: SplitMix64 from a seed that is printed, taken from
/// `$NURSE_E2E_SEED` when set (run again with the printed seed to replay the same choices).
struct SeededRandom: RandomNumberGenerator, Sendable {
  let seed: UInt64
  private var generator: SplitMix64

  init(seed: UInt64? = nil) {
    let fromEnvironment = ProcessInfo.processInfo.environment["NURSE_E2E_SEED"]
      .flatMap { UInt64($0) }
    let seed = seed ?? fromEnvironment ?? UInt64.random(in: 1...UInt64(UInt32.max))
    self.seed = seed
    generator = SplitMix64(seed: seed)
  }

  mutating func next() -> UInt64 { generator.next() }
}
