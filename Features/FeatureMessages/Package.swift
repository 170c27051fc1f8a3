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
  ],
  targets: [
    .target(
      name: "FeatureMessages",
      dependencies: [
        .product(name: "CoreTerminal", package: "Core"),
        .product(name: "CoreVIPER", package: "Core"),
        .product(name: "LibMessage", package: "LibMessage"),
        .product(name: "LibPatient", package: "LibPatient"),
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
      ],
      exclude: ["Views/__Snapshots__"]
    ),
  ]
)
