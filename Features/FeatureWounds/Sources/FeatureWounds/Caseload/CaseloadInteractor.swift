import Foundation
import LibWound

/// The caseload screen's window on LibWound's caseload query.
struct CaseloadInteractor: CaseloadInteracting {
  let library: WoundLibrary

  func caseload() async throws -> [CaseloadEntry] {
    try await library.caseload()
  }
}
