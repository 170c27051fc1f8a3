// swift-tools-version:6.1
// FeatureToday: the day's round, the screen the app opens on when the nurse has a plan.
import PackageDescription

let package = Package(
  name: "FeatureToday",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "FeatureToday", targets: ["FeatureToday"])
  ],
  dependencies: [
    .package(path: "../../Core"),
    .package(path: "../../Libraries/LibPatient"),
    .package(path: "../../Libraries/LibWound"),
  ],
  targets: [
    .target(
      name: "FeatureToday",
      dependencies: [
        .product(name: "CoreTerminal", package: "Core"),
        .product(name: "CoreVIPER", package: "Core"),
        .product(name: "LibPatient", package: "LibPatient"),
        .product(name: "LibWound", package: "LibWound"),
      ]
    ),
    .testTarget(
      name: "FeatureTodayTests",
      dependencies: [
        "FeatureToday",
        .product(name: "CoreTerminal", package: "Core"),
        .product(name: "CoreTesting", package: "Core"),
        .product(name: "CoreVIPER", package: "Core"),
        .product(name: "LibPatient", package: "LibPatient"),
        .product(name: "LibWound", package: "LibWound"),
      ],
      exclude: ["__Snapshots__"]
    ),
  ]
)
