import Foundation
import LibPatient
import LibWound

/// The wound list's window on LibWound: one patient's wounds.
struct WoundListInteractor: WoundListInteracting {
  let library: WoundLibrary

  func wounds(of patientID: Patient.ID) async throws -> [WoundListItem] {
    try await library.wounds(of: patientID).map(WoundListItem.init)
  }
}
