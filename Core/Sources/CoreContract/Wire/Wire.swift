/// The records and bodies the app and the server exchange, each declared once.
public enum Wire {}

extension Wire {
  /// Every kind of record the team shares, a parent's kind before its children's: the one
  /// list the server's store, the OpenAPI document, the libraries' synced kinds and the
  /// convergence tests are each checked against, so a kind left out of one fails a test.
  public static let records: [any TeamRecord.Type] = [
    Patient.self, Braden.self, Wound.self, Assessment.self, PhotoAttachment.self, Message.self,
    ReadMark.self, CarePlan.self, Visit.self, ABPI.self, HandoverSeen.self,
  ]
}
