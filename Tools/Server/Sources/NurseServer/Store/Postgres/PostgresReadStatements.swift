import PostgresNIO

/// The reads every request makes, as statements each connection prepares once (the server
/// would otherwise parse and plan the same SQL on every request).
enum PostgresReadStatements {
  /// One record by its address, in the nurse's team: patient, version, payload.
  struct Record: PostgresPreparedStatement {
    static let sql = """
      SELECT patientID, version, payload FROM team_record
      WHERE type = $1 AND id = $2 AND owner = $3 AND teamID = $4
      """
    typealias Row = (String, Int64?, String?)

    var type: String
    var id: String
    var owner: Int64
    var teamID: Int64

    func makeBindings() throws -> PostgresBindings {
      var bindings = PostgresBindings(capacity: 4)
      bindings.append(type)
      bindings.append(id)
      bindings.append(owner)
      bindings.append(teamID)
      return bindings
    }

    func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
  }

  /// A page of the change log and one row more: sequence, type, id, patient, payload.
  struct Page: PostgresPreparedStatement {
    static let sql = """
      SELECT sequence, type, id, patientID, payload FROM team_record
      WHERE teamID = $1 AND sequence > $2 AND owner IN (0, $3)
      ORDER BY sequence LIMIT $4
      """
    typealias Row = (Int64, String, String, String, String?)

    var teamID: Int64
    var since: Int64
    var nurseID: Int64
    var limit: Int64

    func makeBindings() throws -> PostgresBindings {
      var bindings = PostgresBindings(capacity: 4)
      bindings.append(teamID)
      bindings.append(since)
      bindings.append(nurseID)
      bindings.append(limit)
      return bindings
    }

    func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
  }
}
