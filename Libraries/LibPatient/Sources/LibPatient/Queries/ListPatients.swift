import Foundation

/// The patient list for a query: status filter, text search, family then given name.
struct ListPatients {
  let cache: any PatientCache

  func execute(_ query: PatientListQuery) async throws -> [PatientSummary] {
    try await cache.summaries(matching: Self.normalized(query))
  }

  /// A blank search is no search: a search box cleared to spaces shows the whole list.
  static func normalized(_ query: PatientListQuery) -> PatientListQuery {
    var query = query
    let search = query.search?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    query.search = search.isEmpty ? nil : search
    return query
  }
}
