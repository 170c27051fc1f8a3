import CoreTerminal

/// The Wound Photos screen, ready to print: pictures as pixels, captions formatted.
struct WoundPhotosViewData: Equatable, Sendable {
  enum Content: Equatable, Sendable {
    case loading
    case failed(message: String)
    /// The wound has no photo yet.
    case empty(message: String)
    /// Side by side, oldest on the left.
    case panels([Panel])
  }

  /// One photo and what is printed under it.
  struct Panel: Equatable, Sendable {
    enum Picture: Equatable, Sendable {
      case pixels(PicturePixels)
      /// A line said instead of the photo ("not yet received", "cannot be shown: …").
      case placeholder(String)
    }

    var picture: Picture
    /// "first · 2025-05-01", "12.0 cm² · PUSH 14".
    var caption: [String]
  }

  var title: String
  var content: Content
  /// "3 of 5 photos: the first, the previous and the latest".
  var position: String?

  static let loading = WoundPhotosViewData(title: "Photos", content: .loading, position: nil)
}
