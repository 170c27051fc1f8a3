// swift-tools-version:6.1
// AppBench: the interactive app's speed, driven in-process through the real Navigator, screens
// and store (Tools/bench-app builds it in release and runs it). Not a test: figures only.
import PackageDescription

let package = Package(
  name: "AppBench",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(path: "../../../Core"),
    .package(path: "../../../Libraries/LibPatient"),
    .package(path: "../../../Libraries/LibWound"),
    .package(path: "../../../Libraries/LibMessage"),
    .package(path: "../../../Features/FeaturePatients"),
    .package(path: "../../../Features/FeatureMessages"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
  ],
  targets: [
    .executableTarget(
      name: "AppBench",
      dependencies: [
        .product(name: "CoreDatabase", package: "Core"),
        .product(name: "CoreTerminal", package: "Core"),
        .product(name: "CoreVIPER", package: "Core"),
        .product(name: "LibPatient", package: "LibPatient"),
        .product(name: "LibWound", package: "LibWound"),
        .product(name: "LibMessage", package: "LibMessage"),
        .product(name: "FeaturePatients", package: "FeaturePatients"),
        .product(name: "FeatureMessages", package: "FeatureMessages"),
        .product(name: "GRDB", package: "GRDB.swift"),
      ]
    )
  ]
)
