import CoreDatabase
import Foundation

/// The public face of LibPatient: commands that change a nurse's patients and queries that
/// read them from the local store.
///
/// Commands store the change and its outbox entry in one transaction, so they work offline.
/// Queries read the local store only, never the network.
///
/// ```swift
/// let store = try Store.open(at: url, migrations: PatientLibrary.migrations)
/// let patients = PatientLibrary.live(store: store)
/// try await patients.add(NewPatient(details: details))
/// ```
public struct PatientLibrary: Sendable {
  /// The schema LibPatient needs (`patient.v1`, …), for `Store.open(at:migrations:)`.
  public static var migrations: [Migration] { fatalError("TODO(LibPatient helper)") }

  /// The library over a real store. `now` is the clock used for timestamps and for refusing
  /// dates in the future.
  public static func live(store: Store, now: @escaping @Sendable () -> Date = { Date() })
    -> PatientLibrary
  { fatalError("TODO(LibPatient helper)") }

  // MARK: Commands

  /// Adds a patient. Throws `PatientValidationError` naming the field on bad input.
  public func add(_ patient: NewPatient) async throws { fatalError() }

  /// Replaces the details of a patient. Throws `PatientLookupError.notFound` or
  /// `PatientValidationError`.
  public func edit(_ id: UUID, details: PatientDetails) async throws { fatalError() }

  /// Archives a patient: she drops out of lists, nothing is deleted.
  public func archive(_ id: UUID) async throws { fatalError() }

  /// Brings an archived patient back to the lists.
  public func unarchive(_ id: UUID) async throws { fatalError() }

  /// Records a Braden assessment. Throws `PatientValidationError` naming the subscale out of
  /// range, or a date in the future.
  public func recordBraden(_ assessment: BradenAssessment) async throws { fatalError() }

  // MARK: Queries

  /// The patients matching `query`, sorted by family then given name.
  public func list(_ query: PatientListQuery = PatientListQuery()) async throws
    -> [PatientSummary]
  { fatalError() }

  /// One patient with her latest Braden assessment. Throws `PatientLookupError.notFound`.
  public func patient(_ id: UUID) async throws -> Patient { fatalError() }

  /// A patient's Braden assessments, newest first.
  public func bradenHistory(of patientID: UUID) async throws -> [BradenAssessment] {
    fatalError()
  }

  /// The full id of the patient a UUID or unambiguous prefix (4 characters or more) names.
  /// Throws `PatientLookupError` when it names none, several, or is malformed.
  public func resolveID(_ idOrPrefix: String) async throws -> UUID { fatalError() }

  /// The list for `query`, then again each time the store changes it.
  public func observeList(_ query: PatientListQuery = PatientListQuery())
    -> AsyncThrowingStream<[PatientSummary], Error>
  { fatalError() }

  /// How many local changes wait to be pushed to the server.
  public func pendingChangeCount() async throws -> Int { fatalError() }
}
