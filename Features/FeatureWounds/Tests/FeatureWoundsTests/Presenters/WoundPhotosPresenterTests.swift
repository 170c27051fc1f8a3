import CoreTerminal
import CoreTesting
import CoreVIPER
import Foundation
import LibWound
import Testing

@testable import FeatureWounds

/// Hands out a wound's photos as the library would, each picture known.
struct StubWoundPhotosInteractor: WoundPhotosInteracting {
  var shots: [WoundPhotoShot]
  var pictures: [String: WoundPhotoPicture] = [:]

  func photos(ofWound id: Wound.ID) async throws -> (wound: Wound, shots: [WoundPhotoShot]) {
    (Fixtures.wound(), shots)
  }

  func picture(_ id: String) async -> WoundPhotoPicture { pictures[id] ?? .pending }
}

@MainActor
final class WoundPhotosRecordingView: ViewDisplaying {
  private(set) var shown: [WoundPhotosViewData] = []
  func display(_ data: WoundPhotosViewData) { shown.append(data) }
}

/// A grey 2 × 2 photo, decoded.
let greyPhoto = DecodedPhoto(
  width: 2,
  height: 2,
  channels: 3,
  pixels: Array(repeating: 90, count: 12)
)

@MainActor
struct WoundPhotosPresenterTests {
  let view = WoundPhotosRecordingView()
  let router = StubWoundPhotosRouter()

  static func shots(_ count: Int) -> [WoundPhotoShot] {
    (0..<count).map { index in
      WoundPhotoShot(
        photoID: "p\(index)",
        takenAt: Fixtures.noon("2025-05-0\(index + 1)"),
        area: index == 1 ? nil : WoundArea.area(of: Fixtures.findings(40 - index, 30)),
        push: index == 1 ? nil : 12 - index
      )
    }
  }

  func makePresenter(_ interactor: StubWoundPhotosInteractor) -> WoundPhotosPresenter {
    let presenter = WoundPhotosPresenter(
      id: Fixtures.id(1),
      interactor: interactor,
      router: router,
      timeZone: Fixtures.utc
    )
    presenter.view = view
    return presenter
  }

  @Test func theFirstThePreviousAndTheLatestAreShownWithTheirDayAndScores() async {
    var interactor = StubWoundPhotosInteractor(shots: Self.shots(5))
    interactor.pictures["p0"] = .pixels(greyPhoto, isCMYK: false)
    interactor.pictures["p4"] = .unreadable("Premature end of JPEG file")
    let presenter = makePresenter(interactor)
    #expect(presenter.viewData == .loading)
    await presenter.start()
    let data = view.shown.last
    #expect(data?.position == "Photos 1, 4, 5 of 5")
    guard case .panels(let panels) = data?.content else {
      Issue.record("no panels")
      return
    }
    #expect(
      panels.map(\.caption) == [
        ["2025-05-01", "12.0 cm² · PUSH 12"],
        ["2025-05-04", "11.1 cm² · PUSH 9"],
        ["2025-05-05", "10.8 cm² · PUSH 8"],
      ]
    )
    #expect(panels[0].picture == .pixels(PicturePixels(width: 2, height: 2, rgb: greyPhoto.pixels)))
    #expect(panels[1].picture == .placeholder("Photo p3 not yet received"))
    #expect(
      panels[2].picture == .placeholder("Photo p4 cannot be shown: Premature end of JPEG file")
    )
  }

  @Test func leftAndRightWalkTheTimelineTwoAtATime() async {
    let presenter = makePresenter(StubWoundPhotosInteractor(shots: Self.shots(4)))
    await presenter.start()
    await presenter.handle(.earlier)
    #expect(view.shown.last?.position == "Photos 2, 3 of 4")
    await presenter.handle(.earlier)
    await presenter.handle(.earlier)
    #expect(view.shown.last?.position == "Photos 1, 2 of 4", "stops at the first")
    await presenter.handle(.later)
    await presenter.handle(.later)
    await presenter.handle(.later)
    #expect(view.shown.last?.position == "Photos 3, 4 of 4", "stops at the latest")
    await presenter.handle(.back)
    #expect(router.routes == [.back])
  }

  @Test func oneOrTwoPhotosAreAllShownAndNoneSaysSo() async {
    let two = makePresenter(StubWoundPhotosInteractor(shots: Self.shots(2)))
    await two.start()
    #expect(view.shown.last?.position == "Photos 1, 2 of 2")
    await two.handle(.earlier)
    #expect(view.shown.count == 1, "nothing to walk")
    let none = makePresenter(StubWoundPhotosInteractor(shots: []))
    await none.start()
    guard case .empty = view.shown.last?.content else {
      Issue.record("no photo should say so")
      return
    }
  }
}

@MainActor
final class StubWoundPhotosRouter: WoundPhotosRouting {
  private(set) var routes: [WoundPhotosRoute] = []
  func route(to route: WoundPhotosRoute) { routes.append(route) }
}
