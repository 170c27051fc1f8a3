import ArgumentParser
import Foundation

/// `nurse wound photos W`: a wound's photos side by side in the terminal.
struct WoundPhotosCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "photos",
    abstract:
      "Show a wound's first, previous and latest photo side by side, each dated with its area and PUSH.",
    discussion: """
      Drawn with Unicode half blocks in 24-bit colour when COLORTERM says truecolor, else in \
      256 colours; as plain characters by brightness under NO_COLOR, on a dumb terminal or \
      into a pipe. A colleague's photo not yet received, or one that no longer decodes, is \
      named instead.
      """
  )

  @OptionGroup var global: GlobalOptions
  @OptionGroup var wound: WoundIDArgument

  func run() async throws {
    try await wound.withWound(in: global, readsOnce: true) { app, id in
      await app.printWoundScreenOnce { $0.woundPhotos(id: id) }
    }
  }
}
