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

  /// A real PNG and 210 bytes after its end (it still decodes), and their SHA-256.
  static let photoBytes = SamplePhotos.png(
    distinctBy: String(repeating: "nurse contract photo ", count: 10)
  )
  static let photoHash = "c12ea5888464c54e695f05fd86ca0d644fd7242cedb93065665002a1b4ac8e4c"

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
