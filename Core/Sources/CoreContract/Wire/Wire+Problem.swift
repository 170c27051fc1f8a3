import Foundation

extension Wire {
  /// An RFC 9457 problem detail: the body of every error the team server answers
  /// (`application/problem+json`). `field` names the request field at fault, so a client can
  /// point the nurse at it.
  ///
  /// The server fills every member but `detail` and `field`; a reader takes each as optional,
  /// since an error may come from something in front of the server.
  public struct Problem: Codable, Equatable, Sendable {
    /// A URI naming the kind of problem.
    public var type: String?
    /// The HTTP status's reason phrase.
    public var title: String?
    /// The HTTP status code.
    public var status: Int?
    /// What went wrong, for a person.
    public var detail: String?
    /// The request field at fault, when there is one.
    public var field: String?

    /// A problem with the members given.
    public init(
      type: String? = nil,
      title: String? = nil,
      status: Int? = nil,
      detail: String? = nil,
      field: String? = nil
    ) {
      self.type = type
      self.title = title
      self.status = status
      self.detail = detail
      self.field = field
    }
  }
}
