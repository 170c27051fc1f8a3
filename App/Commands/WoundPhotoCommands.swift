import ArgumentParser
import CoreContract
import Foundation
import LibWound

/// `nurse wound photo …`: the photos of assessments.
struct WoundPhotoCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "photo",
    abstract: "Export a wound photo.",
    subcommands: [WoundPhotoExportCommand.self]
  )
}

struct WoundPhotoExportCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Write a stored photo's bytes to a new file (readable by you only)."
  )

  @OptionGroup var global: GlobalOptions
  @Argument(help: "The photo: its SHA-256 or its first characters (at least 4).")
  var photo: String
  @Argument(help: "The file to create; an existing file is never overwritten.")
  var path: String

  func run() async throws {
    try await CommandFailure.report {
      let app = try await AppEnvironment.open(global)
      let id = try await app.wounds.resolvePhotoID(photo)
      if try await app.wounds.photoFacts(id).isPending {
        throw NotFound(
          message: "photo \(id.prefix(8)): not yet uploaded; a later nurse sync fetches it"
        )
      }
      try PrivateFile.create(at: path, bytes: try await app.wounds.photo(id).bytes)
    }
  }
}

/// Photo files on the nurse's disk, outside the store.
enum PhotoFile {
  /// The bytes of the file at `path`. A file that cannot be read is "not found" (66); one over
  /// the library's cap is refused before it is read whole into memory.
  static func read(_ path: String) throws -> Data {
    let url = URL(fileURLWithPath: path)
    let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
    guard let size = (attributes?[.size] as? NSNumber)?.intValue,
      attributes?[.type] as? FileAttributeType == .typeRegular
    else { throw NotFound(message: "--photo: cannot read \(path)") }
    let limit = WoundSettings.defaultPhotoSizeLimit
    guard size <= limit else {
      throw RuleViolation(field: "photo", reason: "is larger than \(limit / 1_048_576) MB")
    }
    guard let bytes = try? Data(contentsOf: url) else {
      throw NotFound(message: "--photo: cannot read \(path)")
    }
    return bytes
  }

}
