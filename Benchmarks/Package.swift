// swift-tools-version: 6.2

import PackageDescription

// SwiftPM names a path dependency after its folder, so the Kinetic checkout may be called anything.
let kineticPackage = String(
  Context.packageDirectory.split(separator: "/").dropLast().last ?? "Kinetic")

let package = Package(
  name: "KineticBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark.git",
      from: "1.38.1",
      traits: ["MallocInterposer"]
    ),
  ],
  targets: [
    .executableTarget(
      name: "KineticBenchmarks",
      dependencies: [
        .product(name: "Kinetic", package: kineticPackage),
        .product(name: "KineticCairo", package: kineticPackage),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/KineticBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
  ]
)
