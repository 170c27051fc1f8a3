/// The audit log's queries, the same SQL on both engines and in both of SQLite's files (the
/// store's, and its read audit's: `ReadAuditFile`).
///
/// Writes, erasures and refused logins are one `audit` row each, naming their record. A read
/// request is one `audit` row too (action `read`; `recordType` what kind of access: the type
/// of a `GET`, or `changes` for a feed page; `patientID` empty), and names the records it
/// returned in `audit_record` rows, each with its patient, indexed (in SQLite's read audit, by
/// an index kept behind the commits: `ReadAuditPatientIndex`): "who read patient P" is one
/// indexed query. Rows written before `audit.v2` have no `audit_record` rows and read as they
/// always did.
enum AuditQueries {
  /// Every entry, oldest first, a read entry once per record it names: nurse, action, type,
  /// id, patient, at.
  static let all = """
    SELECT audit.nurse, audit.action, COALESCE(r.recordType, audit.recordType),
      COALESCE(r.recordID, audit.recordID), COALESCE(r.patientID, audit.patientID), audit.at
    FROM audit LEFT JOIN audit_record r ON r.auditID = audit.id
    ORDER BY audit.id, r.position
    """

  /// What touched one patient, oldest first; `mark` is the engine's numbered placeholder for
  /// the patient's id, used twice (`?1` in SQLite, `$1` in PostgreSQL).
  static func byPatient(_ mark: String) -> String {
    oneByOne(
      entriesNaming(mark),
      "\(recordColumns) FROM audit_record r JOIN audit ON audit.id = r.auditID "
        + "WHERE r.patientID = \(mark)"
    )
  }

  /// What touched one patient in the read audit's file, oldest first, as `byPatient` reads the
  /// store's: the records its index (`ReadAuditPatientIndex`, attached as `patient_index`)
  /// holds, sought in each of its buckets, then those of the entries not indexed yet. `?1` is
  /// the patient's id.
  static let readFileByPatient = oneByOne(
    entriesNaming("?1"),
    """
    \(recordColumns) FROM patient_index.audit_record_patient p
      JOIN audit_record r ON r.auditID = p.auditID AND r.position = p.position
      JOIN audit ON audit.id = p.auditID
      WHERE p.bucket IN (\(indexBuckets)) AND p.patientID = ?1
    """,
    """
    \(recordColumns) FROM audit_record r JOIN audit ON audit.id = r.auditID
      WHERE r.auditID > (SELECT upTo FROM patient_index.audit_indexed) AND r.patientID = ?1
    """
  )

  /// Every bucket of the read audit's index by patient, `0...audit_indexed.bucket`: with the
  /// patient, a key prefix of the index to seek, where the patient alone would scan it.
  static let indexBuckets = """
    WITH RECURSIVE indexBucket(n) AS (
      SELECT 0 UNION ALL SELECT n + 1 FROM indexBucket
      WHERE n < (SELECT bucket FROM patient_index.audit_indexed))
    SELECT n FROM indexBucket
    """

  /// The entries naming the patient `mark` themselves (writes, erasures), as `recordColumns`.
  private static func entriesNaming(_ mark: String) -> String {
    """
    SELECT audit.id, 0 AS position, audit.nurse, audit.action, audit.recordType,
      audit.recordID, audit.patientID, audit.at
    FROM audit WHERE audit.patientID = \(mark)
    """
  }

  /// A read entry's record, with the entry's id and the record's position to order by.
  private static let recordColumns = """
    SELECT audit.id, r.position, audit.nurse, audit.action, r.recordType, r.recordID,
      r.patientID, audit.at
    """

  /// The union of `parts`, in the entries' order, each entry's records in theirs.
  private static func oneByOne(_ parts: String...) -> String {
    """
    SELECT nurse, action, recordType, recordID, patientID, at FROM (
    \(parts.joined(separator: "\nUNION ALL\n"))
    ) AS entry ORDER BY id, position
    """
  }

  /// The audit table in SQLite, as the first schema made it (and the read audit's file makes
  /// it since).
  static let sqliteV1 = """
    CREATE TABLE audit (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      nurse TEXT NOT NULL,
      action TEXT NOT NULL,
      recordType TEXT NOT NULL,
      recordID TEXT NOT NULL,
      patientID TEXT NOT NULL,
      at DATETIME NOT NULL);
    CREATE INDEX audit_by_patient ON audit(patientID);
    """

  /// `audit.v2` in SQLite: the records each read entry names.
  static let sqliteV2 = """
    CREATE TABLE audit_record (
      auditID INTEGER NOT NULL REFERENCES audit(id),
      position INTEGER NOT NULL,
      recordType TEXT NOT NULL,
      recordID TEXT NOT NULL,
      patientID TEXT NOT NULL,
      PRIMARY KEY (auditID, position)) WITHOUT ROWID;
    CREATE INDEX audit_record_by_patient ON audit_record(patientID);
    """

  /// `audit.v2` in PostgreSQL.
  static let postgresV2 = """
    CREATE TABLE audit_record (
      auditID BIGINT NOT NULL REFERENCES audit(id),
      position INTEGER NOT NULL,
      recordType TEXT NOT NULL,
      recordID TEXT NOT NULL,
      patientID TEXT NOT NULL,
      PRIMARY KEY (auditID, position));
    CREATE INDEX audit_record_by_patient ON audit_record(patientID);
    """
}
