import Foundation
import LibPatient
import Testing

@testable import FeaturePatients

/// A pulled record is stored as the server sent it: whatever it holds, the screens print no
/// character a terminal would obey.
struct HostileTextTests {
  static let hostile = "Ma\u{1B}[2Jrie\u{7}\u{7F}\u{9B}\u{202E}"

  /// True when `text` holds a C0 or C1 control, DEL or a bidirectional override.
  static func obeyable(_ text: String) -> Bool {
    text.unicodeScalars.contains {
      $0.value < 0x20 || (0x7F..<0xA0).contains($0.value)
        || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
    }
  }

  @Test func aNameShowsItsControlCharactersAsSymbols() {
    let name = PatientText.name(given: Self.hostile, family: "Dupont")
    #expect(name == "Dupont, Ma␛[2Jrie␇␡��")
  }

  @Test func noFieldOfTheDetailObeysAControlCharacter() {
    var details = Fixtures.marieDetails
    details.givenName = Self.hostile
    details.address = "1 rue\u{1B}]0;owned\u{7}"
    details.phone = "06\u{0}12"
    details.allergies = ["latex\u{1B}[31m"]
    details.notes = "Key under the pot.\nDaughter on Sundays.\tGate 12."
    let fields = PatientDetailFields.fields(
      of: Fixtures.patient(details),
      today: Fixtures.today,
      timeZone: Fixtures.utc
    )
    for field in fields { #expect(!Self.obeyable(field.value), "\(field.label)") }
    let notes = fields.first { $0.label == "Notes" }?.value
    #expect(notes == "Key under the pot. Daughter on Sundays. Gate 12.", "lines kept to one")
  }
}
