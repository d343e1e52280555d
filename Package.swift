// swift-tools-version: 6.2

import PackageDescription

let strictSwift: [SwiftSetting] = [
  .swiftLanguageMode(.v6),
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
  name: "Kinetic",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    .library(name: "Kinetic", targets: ["Kinetic"])
  ],
  dependencies: [
    .package(url: "https://github.com/swiftlang/swift-docc-plugin.git", from: "1.5.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
  ],
  targets: [
    // The headless core: geometry, input, recognizers, motion and the controls' machines.
    .target(name: "Kinetic", swiftSettings: strictSwift),
    .testTarget(
      name: "KineticTests",
      dependencies: [
        "Kinetic",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strictSwift
    ),
  ]
)
