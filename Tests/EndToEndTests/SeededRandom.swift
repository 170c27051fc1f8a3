import Foundation

/// Random choices a failing run can repeat: SplitMix64 from a seed that is printed, taken from
/// `$NURSE_E2E_SEED` when set (run again with the printed seed to replay the same choices).
struct SeededRandom: RandomNumberGenerator, Sendable {
  let seed: UInt64
  private var state: UInt64

  init(seed: UInt64? = nil) {
    let fromEnvironment = ProcessInfo.processInfo.environment["NURSE_E2E_SEED"]
      .flatMap { UInt64($0) }
    let seed = seed ?? fromEnvironment ?? UInt64.random(in: 1...UInt64(UInt32.max))
    self.seed = seed
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
