// swift-tools-version:6.1
// The root package: the `nurse` executable (App/) and the root tests (end to end, architecture).
import PackageDescription

let package = Package(
  name: "nurse",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "nurse", targets: ["NurseApp"])
  ],
  dependencies: [
    .package(path: "Core"),
    .package(path: "Libraries/LibPatient"),
    .package(path: "Libraries/LibWound"),
    .package(path: "Libraries/LibMessage"),
    .package(path: "Features/FeaturePatients"),
    .package(path: "Features/FeatureSync"),
    .package(path: "Features/FeatureWounds"),
    .package(path: "Features/FeatureMessages"),
    .package(path: "Features/FeatureToday"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
  ],
  targets: [
    .executableTarget(
      name: "NurseApp",
      dependencies: [
        .product(name: "CoreContract", package: "Core"),
        .product(name: "CoreDatabase", package: "Core"),
        .product(name: "CoreHTTP", package: "Core"),
        // No import: its C stands before two libcurl functions, so URLSession waits idle.
        .product(name: "CoreCurlSocketFix", package: "Core"),
        .product(name: "CoreSync", package: "Core"),
        .product(name: "CoreTerminal", package: "Core"),
        .product(name: "CoreVIPER", package: "Core"),
        .product(name: "CoreReport", package: "Core"),
        .product(name: "CoreFHIR", package: "Core"),
        .product(name: "LibPatient", package: "LibPatient"),
        .product(name: "LibWound", package: "LibWound"),
        .product(name: "LibMessage", package: "LibMessage"),
        .product(name: "FeaturePatients", package: "FeaturePatients"),
        .product(name: "FeatureSync", package: "FeatureSync"),
        .product(name: "FeatureWounds", package: "FeatureWounds"),
        .product(name: "FeatureMessages", package: "FeatureMessages"),
        .product(name: "FeatureToday", package: "FeatureToday"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
      ],
      path: "App"
    ),
    .testTarget(
      name: "EndToEndTests",
      dependencies: [
        "NurseApp",
        .product(name: "CoreContract", package: "Core"),
        .product(name: "CoreDatabase", package: "Core"),
        .product(name: "CoreHTTP", package: "Core"),
        .product(name: "CoreSync", package: "Core"),
        .product(name: "CoreTesting", package: "Core"),
        .product(name: "CoreFHIR", package: "Core"),
        // SamplePhotos: real photos, which the app and the server decode.
        .product(name: "CoreContractCases", package: "Core"),
        // Each store is compared with the server through the libraries' own synced kinds.
        .product(name: "LibPatient", package: "LibPatient"),
        .product(name: "LibWound", package: "LibWound"),
        .product(name: "LibMessage", package: "LibMessage"),
        .product(name: "GRDB", package: "GRDB.swift"),
      ]
    ),
    .testTarget(
      name: "AppOutputTests",
      dependencies: [
        "NurseApp",
        .product(name: "CoreContract", package: "Core"),
        // CompleteRecords: every field of every kind, followed to the store and the outputs.
        .product(name: "CoreContractCases", package: "Core"),
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "CoreDatabase", package: "Core"),
        .product(name: "CoreSync", package: "Core"),
        // FoundationJSON: the oracle the outputs' JSON writer is held to.
        .product(name: "CoreTesting", package: "Core"),
        .product(name: "LibPatient", package: "LibPatient"),
        .product(name: "LibWound", package: "LibWound"),
        .product(name: "LibMessage", package: "LibMessage"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(name: "ArchitectureTests"),
  ]
)
