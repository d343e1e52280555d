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
    .library(name: "Kinetic", targets: ["Kinetic"]),
    .library(name: "KineticPlay", targets: ["KineticPlay"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.6.0"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin.git", from: "1.5.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
  ],
  targets: [
    // The headless core: geometry, input, recognizers, motion and the controls' machines.
    .target(name: "Kinetic", swiftSettings: strictSwift),
    // Scripted playback of the controls on a virtual clock: `kinetic play`, the demo and tests.
    .target(
      name: "KineticPlay",
      dependencies: ["Kinetic"],
      resources: [.copy("Demos")],
      swiftSettings: strictSwift
    ),
    .testTarget(
      name: "KineticTests",
      dependencies: [
        "Kinetic", "KineticPlay",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      // The golden images are read from the source tree, so a record run can rewrite them.
      exclude: ["Rendering/Goldens"],
      swiftSettings: strictSwift
    ),
  ]
)

#if os(Linux)
// The Linux front ends: Cairo drawing now; the GTK widgets and the command-line tool build on it.
package.targets += [
  .systemLibrary(
    name: "CCairo",
    pkgConfig: "pangocairo",
    providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
  ),
  .target(name: "KineticCairo", dependencies: ["Kinetic", "CCairo"], swiftSettings: strictSwift),
  .executableTarget(
    name: "kinetic",
    dependencies: [
      "Kinetic", "KineticCairo", "KineticPlay",
      .product(name: "ArgumentParser", package: "swift-argument-parser"),
    ],
    swiftSettings: strictSwift
  ),
]
package.targets.first { $0.name == "KineticTests" }?.dependencies += ["KineticCairo"]
package.products += [.library(name: "KineticCairo", targets: ["KineticCairo"])]
#endif
