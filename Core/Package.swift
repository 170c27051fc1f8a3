// swift-tools-version:6.1
// Core: small non-business modules shared by every library, feature and the app.
import PackageDescription

let package = Package(
  name: "Core",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "CoreContract", targets: ["CoreContract"]),
    .library(name: "CoreDatabase", targets: ["CoreDatabase"]),
    .library(name: "CoreHTTP", targets: ["CoreHTTP"]),
    .library(name: "CoreCurlSocketFix", targets: ["CoreCurlSocketFix"]),
    .library(name: "CoreSync", targets: ["CoreSync"]),
    .library(name: "CoreTerminal", targets: ["CoreTerminal"]),
    .library(name: "CoreVIPER", targets: ["CoreVIPER"]),
    .library(name: "CoreTesting", targets: ["CoreTesting"]),
    .library(name: "CoreContractCases", targets: ["CoreContractCases"]),
    .library(name: "CoreReport", targets: ["CoreReport"]),
    .library(name: "CoreFHIR", targets: ["CoreFHIR"]),
    .library(name: "CorePhoto", targets: ["CorePhoto"]),
  ],
  dependencies: [
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    // CoreReport's renderer: logic-less templates escaping every value (docs/report-and-fhir.md)
    .package(url: "https://github.com/hummingbird-project/swift-mustache", exact: "2.1.1"),
    // A photo's name, the SHA-256 of its bytes (CorePhoto's PhotoBytesRule).
    .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
  ],
  targets: [
    .target(name: "CoreContract"),
    // The team server's answers as cases both nurse-server and FakeTeamServer must pass.
    .target(name: "CoreContractCases", dependencies: ["CoreContract"]),
    .target(
      name: "CoreDatabase",
      dependencies: ["CoreContract", .product(name: "GRDB", package: "GRDB.swift")]
    ),
    .target(name: "CoreHTTP", dependencies: ["CoreContract"]),
    // URLSession on Linux waits for an answer without spinning: the executable linking it wraps
    // libcurl's socket callback (its .c file says how and why; headers: libcurl4-openssl-dev).
    .target(
      name: "CoreCurlSocketFix",
      linkerSettings: [.linkedLibrary("curl", .when(platforms: [.linux]))]
    ),
    .target(name: "CoreSync", dependencies: ["CoreContract", "CoreDatabase", "CoreHTTP"]),
    // A photo's bytes decoded by Debian's libjpeg-turbo and libpng (headers: libjpeg-dev,
    // libpng-dev): whether they are the image they claim, and their pixels.
    .target(
      name: "CorePhotoCodecs",
      linkerSettings: [.linkedLibrary("jpeg"), .linkedLibrary("png16")]
    ),
    .target(
      name: "CorePhoto",
      dependencies: [
        "CoreContract", "CorePhotoCodecs", .product(name: "Crypto", package: "swift-crypto"),
      ]
    ),
    .target(name: "CoreTerminal"),
    .target(name: "CoreVIPER", dependencies: ["CoreTerminal"]),
    .target(
      name: "CoreTesting",
      dependencies: [
        "CoreContract", "CoreDatabase", "CoreHTTP", "CorePhoto", "CoreTerminal", "CoreVIPER",
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]
    ),
    .testTarget(
      name: "CoreDatabaseTests",
      dependencies: ["CoreDatabase", "CoreTesting", .product(name: "GRDB", package: "GRDB.swift")]
    ),
    .testTarget(
      name: "CoreContractTests",
      dependencies: ["CoreContract", "CoreContractCases", "CoreTesting"]
    ),
    .testTarget(name: "CoreHTTPTests", dependencies: ["CoreHTTP", "CoreTesting"]),
    .testTarget(
      name: "CoreSyncTests",
      dependencies: [
        "CoreSync", "CoreContract", "CoreContractCases", "CoreDatabase", "CoreHTTP", "CorePhoto",
        "CoreTesting",
        .product(name: "GRDB", package: "GRDB.swift"),
      ]
    ),
    .testTarget(name: "CoreTerminalTests", dependencies: ["CoreTerminal", "CoreTesting"]),
    .testTarget(
      name: "CoreVIPERTests",
      dependencies: ["CoreVIPER", "CoreTerminal", "CoreTesting"],
      exclude: ["QuestionForm/__Snapshots__"]
    ),
    // The physician report (HTML + inline SVG) and the FHIR R4 export: plain inputs in, text out.
    .target(
      name: "CoreReport",
      dependencies: ["CoreTerminal", .product(name: "Mustache", package: "swift-mustache")]
    ),
    .target(name: "CoreFHIR", dependencies: ["CoreContract"]),
    .testTarget(name: "CoreReportTests", dependencies: ["CoreReport"]),
    .testTarget(name: "CoreFHIRTests", dependencies: ["CoreFHIR", "CoreContract"]),
    .testTarget(
      name: "CorePhotoTests",
      dependencies: ["CorePhoto", "CoreContract", "CoreTerminal"],
      resources: [.copy("Fixtures")]
    ),
  ]
)
