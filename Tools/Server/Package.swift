// swift-tools-version:6.1
// The team server: `nurse-server`, the HTTP API nurses sync with, and its administration.
import PackageDescription

let package = Package(
  name: "Server",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "nurse-server", targets: ["NurseServerCommand"]),
    .library(name: "NurseServer", targets: ["NurseServer"]),
  ],
  dependencies: [
    // The one contract (wire records, rules, coding) the app's libraries use too.
    .package(path: "../../Core"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/hummingbird-project/hummingbird-auth", from: "2.5.0"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    // The store of a large organisation's server: several instances on one PostgreSQL.
    .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
    // `serve --metrics-port`: Prometheus text on a listener of its own.
    .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
    .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
    // `serve`'s shutdown: a bounded grace for requests in flight (Hummingbird runs on it).
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    // Logins' bcrypt on threads of their own, so a morning's logins leave a core to records.
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    // TLS for `serve --tls-cert --tls-key` (HummingbirdTLS runs over it).
    .package(url: "https://github.com/apple/swift-nio-ssl.git", from: "2.37.6"),
    // Tests only: an HTTPS client that trusts the certificate a test makes (URLSession on
    // Linux trusts the system's store alone).
    .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
  ],
  targets: [
    // glibc's malloc tuning (malloc.h), which Swift's Glibc module does not import.
    .target(name: "CProcessHeap"),
    .target(
      name: "NurseServer",
      dependencies: [
        "CProcessHeap",
        .product(name: "CoreContract", package: "Core"),
        // Photo bytes must decode as their format (libjpeg-turbo, libpng).
        .product(name: "CorePhoto", package: "Core"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdTLS", package: "hummingbird"),
        .product(name: "NIOSSL", package: "swift-nio-ssl"),
        .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "PostgresNIO", package: "postgres-nio"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "Metrics", package: "swift-metrics"),
        .product(name: "Prometheus", package: "swift-prometheus"),
      ]
    ),
    .executableTarget(
      name: "NurseServerCommand",
      dependencies: [
        "NurseServer",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "Metrics", package: "swift-metrics"),
        .product(name: "Prometheus", package: "swift-prometheus"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
      ]
    ),
    .testTarget(
      name: "NurseServerTests",
      dependencies: [
        "NurseServer",
        .product(name: "CoreContract", package: "Core"),
        .product(name: "CoreContractCases", package: "Core"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdTesting", package: "hummingbird"),
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "PostgresNIO", package: "postgres-nio"),
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOSSL", package: "swift-nio-ssl"),
        .product(name: "AsyncHTTPClient", package: "async-http-client"),
        .product(name: "Metrics", package: "swift-metrics"),
        .product(name: "Prometheus", package: "swift-prometheus"),
      ]
    ),
  ]
)
