// swift-tools-version:6.1
// FeatureSync: the sync status screen, the conflicting fields and the refused changes.
// It reads the store's sync ledger through `SyncLedgerAccess`, which the app implements.
import PackageDescription

let package = Package(
  name: "FeatureSync",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "FeatureSync", targets: ["FeatureSync"])
  ],
  dependencies: [
    .package(path: "../../Core")
  ],
  targets: [
    .target(
      name: "FeatureSync",
      dependencies: [
        .product(name: "CoreTerminal", package: "Core"),
        .product(name: "CoreVIPER", package: "Core"),
      ]
    ),
    .testTarget(
      name: "FeatureSyncTests",
      dependencies: [
        "FeatureSync",
        .product(name: "CoreTerminal", package: "Core"),
        .product(name: "CoreTesting", package: "Core"),
        .product(name: "CoreVIPER", package: "Core"),
      ],
      exclude: ["Views/__Snapshots__"]
    ),
  ]
)
