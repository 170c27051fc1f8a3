// swift-tools-version:6.1
// FeatureMessages: the care team's inbox, one patient's thread, and the message composer.
import PackageDescription

let package = Package(
  name: "FeatureMessages",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "FeatureMessages", targets: ["FeatureMessages"])
  ],
  dependencies: [
    .package(path: "../../Core"),
    .package(path: "../../Libraries/LibPatient"),
    .package(path: "../../Libraries/LibMessage"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
  ],
  targets: [
    .target(
      name: "FeatureMessages",
      dependencies: [
        .product(name: "CoreTerminal", package: "Core"),
        .product(name: "CoreVIPER", package: "Core"),
        .product(name: "LibMessage", package: "LibMessage"),
      ]
    ),
    .testTarget(
      name: "FeatureMessagesTests",
      dependencies: [
        "FeatureMessages",
        .product(name: "CoreTerminal", package: "Core"),
        .product(name: "CoreTesting", package: "Core"),
        .product(name: "CoreVIPER", package: "Core"),
        .product(name: "LibMessage", package: "LibMessage"),
        .product(name: "LibPatient", package: "LibPatient"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["Views/__Snapshots__"]
    ),
  ]
)
