// swift-tools-version:6.1
// LibWound: the wounds a nurse follows under a patient, their assessments, scores and photos.
import PackageDescription

let package = Package(
  name: "LibWound",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "LibWound", targets: ["LibWound"])
  ],
  dependencies: [
    .package(path: "../../Core"),
    .package(path: "../LibPatient"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    // Typed ids (`Patient.ID`): a wound's id cannot be passed where a patient's is expected.
    .package(url: "https://github.com/pointfreeco/swift-tagged", from: "0.10.0"),
  ],
  targets: [
    .target(
      name: "LibWound",
      dependencies: [
        .product(name: "CoreContract", package: "Core"),
        .product(name: "CoreDatabase", package: "Core"),
        .product(name: "CoreSync", package: "Core"),
        // The photo rule (format, SHA-256, decoding) the server applies too.
        .product(name: "CorePhoto", package: "Core"),
        .product(name: "LibPatient", package: "LibPatient"),
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "Tagged", package: "swift-tagged"),
      ]
    ),
    .testTarget(
      name: "LibWoundTests",
      dependencies: [
        "LibWound",
        .product(name: "CoreContract", package: "Core"),
        .product(name: "CoreDatabase", package: "Core"),
        .product(name: "CoreHTTP", package: "Core"),
        .product(name: "CoreSync", package: "Core"),
        .product(name: "CoreTesting", package: "Core"),
        // SamplePhotos: real photos, which LibWound decodes.
        .product(name: "CoreContractCases", package: "Core"),
        .product(name: "CorePhoto", package: "Core"),
        .product(name: "LibPatient", package: "LibPatient"),
        .product(name: "GRDB", package: "GRDB.swift"),
      ]
    ),
  ]
)
