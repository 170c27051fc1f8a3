import Foundation
import Testing

@testable import CoreDatabase

@Suite("Where the store lives")
struct StoreLocationTests {
  @Test func anExplicitPathWins() {
    let url = StoreLocation.resolve(
      explicitPath: "/tmp/a.sqlite",
      environment: ["NURSE_STORE": "/tmp/b.sqlite", "XDG_DATA_HOME": "/data"]
    )
    #expect(url.path == "/tmp/a.sqlite")
  }

  @Test func thenTheEnvironmentVariable() {
    let url = StoreLocation.resolve(
      explicitPath: nil,
      environment: ["NURSE_STORE": "/tmp/b.sqlite", "XDG_DATA_HOME": "/data"]
    )
    #expect(url.path == "/tmp/b.sqlite")
  }

  @Test func thenXDGDataHome() {
    let url = StoreLocation.resolve(explicitPath: nil, environment: ["XDG_DATA_HOME": "/data"])
    #expect(url.path == "/data/nurse/nurse.sqlite")
  }

  @Test func thenTheHomeDirectory() {
    let url = StoreLocation.resolve(
      explicitPath: nil,
      environment: ["HOME": "/home/ana", "XDG_DATA_HOME": "relative/ignored"]
    )
    #expect(url.path == "/home/ana/.local/share/nurse/nurse.sqlite")
  }
}
