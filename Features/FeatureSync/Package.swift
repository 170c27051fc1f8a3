// swift-tools-version:6.1
// FeatureSync: the sync status screen and the conflicts a sync left to settle.
import PackageDescription

let package = Package(
  name: "FeatureSync",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "FeatureSync", targets: ["FeatureSync"])
  ],
  dependencies: [
    .package(path: "../../Core"),
    .package(path: "../../Libraries/LibPatient"),
  ],
  targets: [
    .target(
      name: "FeatureSync",
      dependencies: [
        .product(name: "CoreTerminal", package: "Core"),
        .product(name: "CoreVIPER", package: "Core"),
        .product(name: "LibPatient", package: "LibPatient"),
      ]
    ),
    .testTarget(
      name: "FeatureSyncTests",
      dependencies: [
        "FeatureSync",
        .product(name: "CoreTerminal", package: "Core"),
        .product(name: "CoreTesting", package: "Core"),
        .product(name: "CoreVIPER", package: "Core"),
        .product(name: "LibPatient", package: "LibPatient"),
      ],
      exclude: ["Views/__Snapshots__"]
    ),
  ]
)
