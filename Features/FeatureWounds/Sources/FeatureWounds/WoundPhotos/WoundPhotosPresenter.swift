import CoreTerminal
import CoreVIPER
import Foundation
import LibWound

/// The Wound Photos screen's state: the wound's photos in time order, and which are shown.
///
/// First shown: the first, the previous and the latest photo, so the nurse sees the whole
/// course and the last change at once. ← and → then walk the timeline two at a time.
@MainActor
final class WoundPhotosPresenter: ViewPresenting {
  weak var view: (any ViewDisplaying<WoundPhotosViewData>)?
  private let id: Wound.ID
  private let interactor: any WoundPhotosInteracting
  private let router: any WoundPhotosRouting
  private let timeZone: TimeZone
  private var title = "Photos"
  private var shots: [WoundPhotoShot] = []
  private var pictures: [String: WoundPhotoPicture] = [:]
  private var failure: String?
  private var loaded = false
  /// nil: the first, previous and latest; else the index of the left photo of a pair.
  private var pairStart: Int?

  init(
    id: Wound.ID,
    interactor: any WoundPhotosInteracting,
    router: any WoundPhotosRouting,
    timeZone: TimeZone
  ) {
    self.id = id
    self.interactor = interactor
    self.router = router
    self.timeZone = timeZone
  }

  /// Returns once the photos are decoded, so once-mode prints them.
  func start() async {
    do {
      let (wound, found) = try await interactor.photos(ofWound: id)
      title = "Photos · \(WoundText.title(wound))"
      shots = found
      for shot in shots where pictures[shot.photoID] == nil {
        pictures[shot.photoID] = await interactor.picture(shot.photoID)
      }
    } catch {
      failure = "Could not read the wound: \(readableMessage(for: error))"
    }
    loaded = true
    display()
  }

  func handle(_ action: WoundPhotosAction) async {
    switch action {
    case .earlier, .later:
      guard shots.count > 2 else { return }
      // Pairs start from 0 to the one ending on the latest photo. From the first view, →
      // shows that last pair and ← the one before it.
      let last = shots.count - 2
      let step = action == .later ? 1 : -1
      let next = pairStart.map { $0 + step } ?? (action == .later ? last : last - 1)
      pairStart = min(last, max(0, next))
      display()
    case .back:
      router.route(to: .back)
    }
  }

  /// The indexes of the shots shown.
  var shown: [Int] {
    if let pairStart { return [pairStart, pairStart + 1] }
    return Array(Set([0, shots.count - 2, shots.count - 1].filter { $0 >= 0 })).sorted()
  }

  var viewData: WoundPhotosViewData {
    guard loaded else { return .loading }
    if let failure {
      return WoundPhotosViewData(title: title, content: .failed(message: failure), position: nil)
    }
    guard !shots.isEmpty else {
      return WoundPhotosViewData(
        title: title,
        content: .empty(message: "No photo of this wound yet: `a` on the wound assesses it."),
        position: nil
      )
    }
    let indexes = shown
    return WoundPhotosViewData(
      title: title,
      content: .panels(indexes.map(panel)),
      position: "Photos " + indexes.map { String($0 + 1) }.joined(separator: ", ")
        + " of \(shots.count)"
    )
  }

  private func panel(_ index: Int) -> WoundPhotosViewData.Panel {
    let shot = shots[index]
    let day = WoundText.day(shot.takenAt, in: timeZone)
    var scores = "not measured"
    if let area = shot.area, let push = shot.push {
      scores = "\(WoundText.area(area)) · PUSH \(push)"
    }
    let picture: WoundPhotosViewData.Panel.Picture =
      switch pictures[shot.photoID] ?? .pending {
      case .pixels(let decoded, let isCMYK):
        .pixels(
          PicturePixels(
            width: decoded.width,
            height: decoded.height,
            channels: decoded.channels,
            pixels: decoded.pixels,
            isCMYK: isCMYK
          )
        )
      case .pending: .placeholder("Photo \(shot.photoID.prefix(8)) not yet received")
      case .unreadable(let reason):
        .placeholder("Photo \(shot.photoID.prefix(8)) cannot be shown: \(reason)")
      }
    return WoundPhotosViewData.Panel(picture: picture, caption: [day, scores])
  }

  private func display() {
    view?.display(viewData)
  }
}
