import CoreDatabase
import Foundation
import GRDB
import LibMessage
import LibPatient
import LibWound

/// A store of `count` patients made through the libraries' own commands, a wound and a
/// message every tenth, as a busy team's store would hold.
enum BenchStore {
  static let migrations =
    PatientLibrary.migrations + WoundLibrary.migrations + MessageLibrary.migrations

  static func make(at url: URL, patients count: Int) async throws -> Store {
    let store = try Store.open(at: url, migrations: migrations)
    // Only to fill the bench's store quickly: the app keeps synchronous=FULL.
    try await store.writer.writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA synchronous = OFF")
    }
    let patients = PatientLibrary.live(store: store)
    let wounds = WoundLibrary.live(store: store)
    let messages = MessageLibrary.live(store: store, nurse: "bench")
    let families = ["Dupont", "Martin", "Benali", "Nguyễn", "Fernández", "Okafor", "Müller"]
    for index in 0..<count {
      let id = Patient.ID()
      let details = PatientDetails(
        givenName: "Given\(index)",
        familyName: "\(families[index % families.count])\(index)",
        birthDate: CalendarDate("19\(30 + index % 60)-0\(1 + index % 9)-1\(index % 10)")!,
        phone: "04 78 00 \(10 + index % 90) 00"
      )
      // Synthetic people whose names differ by digits only (the duplicate check compares
      // letters): each is added as another person, without reading the store first.
      try await patients.add(NewPatient(id: id, details: details, notADuplicate: true))
      if index % 10 == 0 {
        try await wounds.open(
          NewWound(
            patientID: id,
            openedOn: CalendarDate("2026-01-02")!,
            details: WoundDetails(type: .pressureInjury, site: .sacrum, stage: .stage2)
          )
        )
        try await messages.send(
          NewMessage(patientID: id, body: "Dressing changed, exudate heavier.")
        )
      }
    }
    try await store.writer.writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA synchronous = FULL")
    }
    return store
  }
}
