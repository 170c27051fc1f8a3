// swift-tools-version:6.1
// FeatureWounds: a patient's wounds, one wound's history and chart, and the assessment form.
import PackageDescription

let package = Package(
  name: "FeatureWounds",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "FeatureWounds", targets: ["FeatureWounds"])
  ],
  dependencies: [
    .package(path: "../../Core"),
    .package(path: "../../Libraries/LibPatient"),
    .package(path: "../../Libraries/LibWound"),
  ],
  targets: [
    .target(
      name: "FeatureWounds",
      dependencies: [
        .product(name: "CoreTerminal", package: "Core"),
        .product(name: "CoreVIPER", package: "Core"),
        .product(name: "LibPatient", package: "LibPatient"),
        .product(name: "LibWound", package: "LibWound"),
      ]
    ),
    .testTarget(
      name: "FeatureWoundsTests",
      dependencies: [
        "FeatureWounds",
        .product(name: "CoreTerminal", package: "Core"),
        .product(name: "CoreTesting", package: "Core"),
        .product(name: "CoreVIPER", package: "Core"),
        .product(name: "LibPatient", package: "LibPatient"),
        .product(name: "LibWound", package: "LibWound"),
      ],
      exclude: ["Views/__Snapshots__"]
    ),
  ]
)
