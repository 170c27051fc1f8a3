import CoreContract
import Foundation

/// How a team server answers photo bytes sent and fetched in parts (`PhotoTransfer`): an
/// upload resumes at the bytes the server holds, a download asks for a `Range`.
extension TeamServerContract {
  static let photoCases: [Case] = [
    Case(
      name: "a photo sent in two parts is stored once its last part comes",
      requests: [part(from: 0, count: 100), part(from: 100, count: photoBytes.count - 100)],
      expected: Outcome(201)
    ),
    Case(
      name: "a part that does not start at the bytes held is refused naming Upload-Offset",
      requests: [part(from: 0, count: 100), part(from: 0, count: 100)],
      expected: Outcome(409, field: ContractHeaders.uploadOffset)
    ),
    Case(
      name: "a part without the photo's length is refused naming Upload-Length",
      requests: [part(from: 0, count: 100, length: nil)],
      expected: Outcome(400, field: ContractHeaders.uploadLength)
    ),
    Case(
      name: "a range of stored bytes is answered as partial content",
      requests: [
        Request(
          method: "PUT",
          path: ContractPaths.photo(photoHash),
          headers: ["Content-Type": "image/png"],
          body: photoBytes
        ),
        Request(
          method: "GET",
          path: ContractPaths.photo(photoHash),
          headers: ["Range": "bytes=8-99"],
          body: nil
        ),
      ],
      expected: Outcome(206)
    ),
  ]

  /// A PNG's signature and 210 bytes, and their SHA-256.
  static let photoBytes =
    Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    + Data(String(repeating: "nurse contract photo ", count: 10).utf8)
  static let photoHash = "45bd28e5ade5991053d5f952808f0c235a375397906fe4cb293c05f7d266592c"

  /// A `PATCH` of `count` bytes of `photoBytes` from `from`.
  static func part(from offset: Int, count: Int, length: Int? = photoBytes.count) -> Request {
    var headers = [
      "Content-Type": "image/png", ContractHeaders.uploadOffset: String(offset),
    ]
    headers[ContractHeaders.uploadLength] = length.map(String.init)
    return Request(
      method: "PATCH",
      path: ContractPaths.photo(photoHash),
      headers: headers,
      body: photoBytes.subdata(in: offset..<(offset + count))
    )
  }
}
