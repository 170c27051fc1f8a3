import CoreContract
import CoreContractCases
import Foundation
import Testing

/// `CompleteRecords` is what every layer's "each field arrives" test runs on: it must give
/// every field of every kind a value, and be records the contract's rules accept.
@Suite("Complete records")
struct CompleteRecordsTests {
  @Test(arguments: Wire.records.map { $0.type.rawValue })
  func everyFieldOfTheKindHoldsAValueInOneOfItsRecords(kind: String) throws {
    let type = try #require(Wire.records.first { $0.type.rawValue == kind })
    let records = CompleteRecords.records(of: type)
    var filled: Set<String> = []
    for record in records {
      let fields = try #require(try JSONValue(encoding: record).fields)
      filled.formUnion(fields.filter { CompleteRecords.holdsAValue($0.value) }.keys)
    }
    #expect(!records.isEmpty, "no complete \(kind)")
    #expect(
      type.allowedKeys.subtracting(filled).isEmpty,
      "\(kind): no value in CompleteRecords for \(type.allowedKeys.subtracting(filled).sorted())"
    )
  }

  @Test func everyRecordKeepsTheContractsRules() throws {
    let today = CompleteRecords.instant.addingTimeInterval(86_400)
    for record in CompleteRecords.all {
      #expect(throws: Never.self, "\(type(of: record).type)") { try record.validate(today: today) }
    }
  }

  /// A contract record written with its complete record but left out of `Wire.records` would
  /// be served by no server and checked by no test of the kinds the team shares.
  @Test func everyCompleteRecordIsOfAKindTheTeamShares() {
    let shared = Set(Wire.records.map { $0.type })
    for kind in Set(CompleteRecords.all.map { type(of: $0).type }) {
      #expect(shared.contains(kind), "\(kind) has a complete record but is not in Wire.records")
    }
  }

  @Test func parentsComeBeforeTheirChildren() {
    let order = Wire.records.map { $0.type }
    let kinds = CompleteRecords.all.map { type(of: $0).type }
    let positions = kinds.compactMap { kind in order.firstIndex(of: kind) }
    #expect(positions == positions.sorted())
  }
}
