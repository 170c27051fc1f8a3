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
    Case(
      name: "photo bytes that do not hash to their name are refused naming sha256",
      requests: [put(photoBytes, at: CompleteRecords.photoSHA256)],
      expected: Outcome(422, field: "sha256")
    ),
    Case(
      name: "a photo cut short is refused naming body, though its hash is its name",
      requests: [put(truncatedPhoto, at: truncatedPhotoHash)],
      expected: Outcome(422, field: "body")
    ),
    Case(
      name: "an upload in parts whose whole does not decode is refused naming body",
      requests: [
        part(of: truncatedPhoto, at: truncatedPhotoHash, from: 0, count: 20, length: 50),
        part(of: truncatedPhoto, at: truncatedPhotoHash, from: 20, count: 30, length: 50),
      ],
      expected: Outcome(422, field: "body")
    ),
    Case(
      name: "a photo sent as another media type is refused naming Content-Type",
      requests: [put(photoBytes, at: photoHash, mediaType: "image/gif")],
      expected: Outcome(415, field: "Content-Type")
    ),
  ]

  /// The first 50 of the PNG's 69 bytes (its signature and header whole, its pixels cut), and
  /// their SHA-256.
  static let truncatedPhoto = SamplePhotos.png.prefix(50)
  static let truncatedPhotoHash = "bd4740e168e400bf884847e05023da3ae3908700bb627976360756720bf05c11"

  /// A `PUT` of whole `bytes` named `sha256`.
  static func put(_ bytes: Data, at sha256: String, mediaType: String = "image/png") -> Request {
    Request(
      method: "PUT",
      path: ContractPaths.photo(sha256),
      headers: ["Content-Type": mediaType],
      body: bytes
    )
  }

  /// A real PNG and 210 bytes after its end (it still decodes), and their SHA-256.
  static let photoBytes = SamplePhotos.png(
    distinctBy: String(repeating: "nurse contract photo ", count: 10)
  )
  static let photoHash = "c12ea5888464c54e695f05fd86ca0d644fd7242cedb93065665002a1b4ac8e4c"

  /// A `PATCH` of `count` bytes of `photoBytes` from `from`.
  static func part(from offset: Int, count: Int, length: Int? = photoBytes.count) -> Request {
    part(of: photoBytes, at: photoHash, from: offset, count: count, length: length)
  }

  /// A `PATCH` of `count` bytes of `bytes` (named `sha256`) from `from`, of a photo of
  /// `length` bytes (no `Upload-Length` when nil).
  static func part(
    of bytes: Data,
    at sha256: String,
    from offset: Int,
    count: Int,
    length: Int?
  ) -> Request {
    var headers = [
      "Content-Type": "image/png", ContractHeaders.uploadOffset: String(offset),
    ]
    headers[ContractHeaders.uploadLength] = length.map(String.init)
    let start = bytes.startIndex + offset
    return Request(
      method: "PATCH",
      path: ContractPaths.photo(sha256),
      headers: headers,
      body: Data(bytes[start..<(start + count)])
    )
  }
}
