// swift-tools-version:6.1
// FeaturePatients: the patient list, a patient's detail and the add/edit form.
import PackageDescription

let package = Package(
  name: "FeaturePatients",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "FeaturePatients", targets: ["FeaturePatients"])
  ],
  dependencies: [
    .package(path: "../../Core"),
    .package(path: "../../Libraries/LibPatient"),
  ],
  targets: [
    .target(
      name: "FeaturePatients",
      dependencies: [
        .product(name: "CoreTerminal", package: "Core"),
        .product(name: "CoreVIPER", package: "Core"),
        .product(name: "LibPatient", package: "LibPatient"),
      ]
    ),
    .testTarget(
      name: "FeaturePatientsTests",
      dependencies: [
        "FeaturePatients",
        .product(name: "CoreTerminal", package: "Core"),
        .product(name: "CoreTesting", package: "Core"),
        .product(name: "CoreVIPER", package: "Core"),
        .product(name: "LibPatient", package: "LibPatient"),
      ],
      exclude: ["Views/__Snapshots__"]
    ),
  ]
)
