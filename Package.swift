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
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.6.0"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin.git", from: "1.5.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
  ],
  targets: [
    // The headless core: geometry, input, recognizers, motion and the controls' machines.
    // It imports no Foundation: its one C dependency is the C library (maths, reading a file).
    .target(name: "Kinetic", dependencies: ["CKineticLibc"], swiftSettings: strictSwift),
    .target(
      name: "CKineticLibc", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
    // Scripted playback of the controls on a virtual clock: `kinetic play`, the demo and tests.
    // Not a product: only the CLI and the tests use it, so its API is `package`.
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
// The Linux front ends: Cairo drawing, GTK widgets and the `kinetic` command-line tool.
package.targets += [
  .systemLibrary(
    name: "CCairo",
    pkgConfig: "pangocairo",
    providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
  ),
  .target(name: "KineticCairo", dependencies: ["Kinetic", "CCairo"], swiftSettings: strictSwift),
  // GTK 4 (4.8 or later) through pkg-config, with C helpers for what C spells as macros.
  .systemLibrary(name: "CGTK", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
  // The widget classes' GObject side (types, properties, signals, actions, GtkBuildable), in C:
  // see "Widget classes" in ARCHITECTURE.md. Their behaviour is KineticGTK's.
  .target(name: "KineticGObject", dependencies: ["CGTK"]),
  .target(
    name: "KineticGTK",
    dependencies: ["Kinetic", "KineticCairo", "CGTK", "KineticGObject"],
    swiftSettings: strictSwift
  ),
  // What only the `kinetic` tool and the tests draw and write, kept out of the libraries: the
  // recordings' APNG and GIF encoders, the sample inbox around a recorded pull to action and the
  // gesture behaviours' photo card. Not a product.
  .target(
    name: "KineticDemo",
    dependencies: ["Kinetic", "KineticCairo", "KineticGTK"],
    swiftSettings: strictSwift
  ),
  .executableTarget(
    name: "kinetic",
    dependencies: [
      "Kinetic", "KineticCairo", "KineticGTK", "KineticPlay", "KineticDemo",
      .product(name: "ArgumentParser", package: "swift-argument-parser"),
    ],
    swiftSettings: strictSwift
  ),
]
package.targets.append(
  // A small app that uses the widget classes from a .ui file ("Using Kinetic in a GTK app").
  .executableTarget(
    name: "KineticExample",
    dependencies: ["Kinetic", "KineticGTK", "CGTK"],
    path: "Examples/KineticExample",
    resources: [.copy("window.ui"), .copy("style.css"), .copy("welcome.json")],
    swiftSettings: strictSwift
  )
)
package.targets.first { $0.name == "KineticTests" }?.dependencies += [
  "KineticCairo", "KineticDemo",
]
package.targets.append(
  // GTK interop: callback lifetimes, event clocks, pointer slots; widget tests need a display.
  .testTarget(
    name: "KineticGTKTests",
    dependencies: ["KineticGTK", "CGTK", "KineticGObject", "KineticDemo"],
    swiftSettings: strictSwift
  )
)
package.targets.append(
  // An app that imports Foundation beside Kinetic: no name is ambiguous.
  .testTarget(
    name: "KineticWithFoundationTests", dependencies: ["Kinetic"], swiftSettings: strictSwift)
)
package.targets.append(
  // The `kinetic` executable run as a user runs it: exit codes and messages for bad input.
  .testTarget(name: "KineticCLITests", swiftSettings: strictSwift)
)
package.products += [
  .library(name: "KineticCairo", targets: ["KineticCairo"]),
  .library(name: "KineticGTK", targets: ["KineticGTK"]),
]
#endif
