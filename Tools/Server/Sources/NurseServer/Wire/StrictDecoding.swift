import CoreContract
import Foundation

/// A request body whose JSON object may carry only known keys.
///
/// A typo'd or extra field is refused rather than silently dropped: a client that believes it
/// stored `allergy` must learn that the server kept nothing.
protocol StrictWireBody: Decodable {
  static var allowedKeys: Set<String> { get }
}

/// The login body's keys are its `CodingKeys`, declared once in the contract.
extension Wire.LoginRequest: StrictWireBody {
  static let allowedKeys = Set(CodingKeys.allCases.map(\.stringValue))
}

enum StrictDecoding {
  /// Decodes `data` as `Body`, or throws a 400 problem naming the field at fault.
  static func decode<Body: StrictWireBody>(_ type: Body.Type, from data: Data) throws -> Body {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data, options: [])
    } catch {
      throw Problem.badRequest("The body is not valid JSON.")
    }
    guard let fields = object as? [String: Any] else {
      throw Problem.badRequest("The body must be a JSON object.")
    }
    if let unknown = fields.keys.sorted().first(where: { !Body.allowedKeys.contains($0) }) {
      throw Problem.badRequest("Unknown field.", field: unknown)
    }
    do {
      return try WireCoding.decoder.decode(Body.self, from: data)
    } catch let error as DecodingError {
      throw problem(for: error)
    }
  }

  /// A 400 problem that names the field a `DecodingError` points at, never echoing its value.
  static func problem(for error: DecodingError) -> Problem {
    switch error {
    case .keyNotFound(let key, let context):
      return .badRequest("A required field is missing.", field: path(context.codingPath + [key]))
    case .valueNotFound(_, let context):
      return .badRequest("A required field is null.", field: path(context.codingPath))
    case .typeMismatch(let type, let context):
      return .badRequest(
        "The field has the wrong type (expected \(type)).",
        field: path(context.codingPath)
      )
    case .dataCorrupted(let context):
      let field = path(context.codingPath)
      return field.isEmpty
        ? .badRequest("The body is not valid JSON.")
        : .badRequest("The field is malformed: \(context.debugDescription)", field: field)
    @unknown default:
      return .badRequest("The body could not be read.")
    }
  }

  private static func path(_ keys: [any CodingKey]) -> String {
    keys.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
  }
}
