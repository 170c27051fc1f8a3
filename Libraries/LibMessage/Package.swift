// swift-tools-version:6.1
// LibMessage: the care team's messages about a patient, and each nurse's read marks.
import PackageDescription

let package = Package(
  name: "LibMessage",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "LibMessage", targets: ["LibMessage"])
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
      name: "LibMessage",
      dependencies: [
        .product(name: "CoreContract", package: "Core"),
        .product(name: "CoreDatabase", package: "Core"),
        .product(name: "CoreSync", package: "Core"),
        .product(name: "LibPatient", package: "LibPatient"),
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "Tagged", package: "swift-tagged"),
      ]
    ),
    .testTarget(
      name: "LibMessageTests",
      dependencies: [
        "LibMessage",
        .product(name: "CoreContract", package: "Core"),
        .product(name: "CoreDatabase", package: "Core"),
        .product(name: "CoreHTTP", package: "Core"),
        .product(name: "CoreSync", package: "Core"),
        .product(name: "CoreTesting", package: "Core"),
        .product(name: "LibPatient", package: "LibPatient"),
        .product(name: "GRDB", package: "GRDB.swift"),
      ]
    ),
  ]
)
