import Foundation
import Testing

/// What "converged" means once the rounds are over and everyone has synced in a quiet moment.
extension ConvergingTeam {
  func expectConverged(_ written: Written, seed: String) async throws {
    let reference = try writers[0].sandbox.teamRecords()
    for table in ["patient", "wound", "assessment", "message"] {
      #expect(
        reference.ids(table) == written.ids[table] ?? [],
        "\(seed): \(table): every record written, once, and nothing else"
      )
    }
    #expect(reference.ids("assessment_photo").count == written.photos, "\(seed): photos")
    #expect(reference.ids("photo").count == written.photos, "\(seed): photo bytes, one each")
    #expect(written.handoverMarks > 0, "\(seed): the rounds marked handovers seen")
    #expect(
      reference.ids("handoverSeen").count == written.handoverMarks,
      "\(seed): handover marks, once each"
    )
    for nurse in everyone.dropFirst() {
      let records = try nurse.teamRecords()
      #expect(records == reference, "\(seed): \(records.differences(from: reference))")
      #expect(nurse.photoFiles() == writers[0].sandbox.photoFiles(), "\(seed): photo files")
    }
    for nurse in everyone {
      let status = try nurse.status()
      for count in ["pending", "refused", "conflicts", "parked"] {
        #expect(status[count] as? Int == 0, "\(seed): \(count) after the quiet sync: \(status)")
      }
    }
    try await expectServersRecord(written, seed: seed)
    try expectEditsLanded(written, seed: seed)
    try expectSameOnScreen(patients: reference.ids("patient"), seed: seed)
  }

  /// Every store holds, field by field, what the server's change log holds, as each instance
  /// gives it (on one database they give the same).
  private func expectServersRecord(_ written: Written, seed: String) async throws {
    for (instance, server) in servers.enumerated() {
      let records = try await ServerRecords.read(as: "xena", on: server)
      let on = "on instance \(instance)"
      for type in ["patient", "wound", "assessment", "message"] {
        #expect(records.ids(type) == written.ids[type] ?? [], "\(seed): \(type) \(on)")
      }
      #expect(records.ids("photo").count == written.photos, "\(seed): photos \(on)")
      #expect(
        records.ids("handoverSeen").count == written.handoverMarks,
        "\(seed): handover marks \(on)"
      )
      for (name, nurse) in zip(names, everyone) {
        let differences = try await records.differences(in: nurse).joined(separator: "\n")
        #expect(
          differences.isEmpty,
          "\(seed): \(name)'s store against the feed \(on):\n\(differences)"
        )
      }
    }
  }

  /// Each nurse's last value of her field is on every colleague's patient she edited.
  private func expectEditsLanded(_ written: Written, seed: String) throws {
    #expect(!written.edits.isEmpty, "\(seed): the rounds edited colleagues' patients")
    for (patient, fields) in written.edits {
      let shown = try reader.patient(patient)
      for (field, value) in fields {
        #expect(shown[field] as? String == value, "\(seed): \(field) of \(patient): \(shown)")
      }
    }
  }

  /// What the commands print is the same for everyone: the list, and for a few patients their
  /// wounds with their assessments and their thread (read last: listing a thread marks it read).
  private func expectSameOnScreen(patients: Set<String>, seed: String) throws {
    let commands =
      [["patient", "list", "--json"]]
      + patients.sorted().prefix(3).flatMap { patient in
        [
          ["wound", "list", "--patient", patient, "--json"],
          ["message", "list", "--patient", patient, "--json"],
        ]
      }
    for command in commands {
      let seen = try everyone.map { try $0.ok(command) }
      #expect(Set(seen).count == 1, "\(seed): \(command.joined(separator: " ")) differs: \(seen)")
    }
  }
}
