// swift-tools-version:6.1
// LibPatient: a nurse's patients and their Braden risk assessments.
import PackageDescription

let package = Package(
  name: "LibPatient",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "LibPatient", targets: ["LibPatient"])
  ],
  dependencies: [
    .package(path: "../../Core"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    // Typed ids (`Patient.ID`): a wound's id cannot be passed where a patient's is expected.
    .package(url: "https://github.com/pointfreeco/swift-tagged", from: "0.10.0"),
  ],
  targets: [
    .target(
      name: "LibPatient",
      dependencies: [
        .product(name: "CoreContract", package: "Core"),
        .product(name: "CoreDatabase", package: "Core"),
        .product(name: "CoreSync", package: "Core"),
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "Tagged", package: "swift-tagged"),
      ]
    ),
    .testTarget(
      name: "LibPatientTests",
      dependencies: [
        "LibPatient",
        .product(name: "CoreContract", package: "Core"),
        .product(name: "CoreDatabase", package: "Core"),
        .product(name: "CoreHTTP", package: "Core"),
        .product(name: "CoreSync", package: "Core"),
        .product(name: "CoreTesting", package: "Core"),
        .product(name: "GRDB", package: "GRDB.swift"),
      ]
    ),
  ]
)
