import ArgumentParser
import Foundation
import Kinetic

/// `kinetic validate SPEC`: checks an onboarding spec and its images, reporting every problem.
struct ValidateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract: "Check an onboarding carousel spec and its images, reporting every problem at once.",
    discussion: """
      Exits 0 with a one-line summary when the spec can be shown; warnings (unknown keys, values \
      SlidingCarousel ignored or mishandled) print as SPEC:line:column: warning: <json path>: \
      <message>. Exits 1 when it cannot be shown, with one SPEC:line:column: error: line per \
      problem. Past 100 problems, one last line says how many more there are. Images are looked \
      up in the asset folder (the spec's folder unless --assets says otherwise); paths that leave \
      it are refused, remote URLs are never fetched, and each must be a whole PNG file of at most \
      4096×4096 pixels, 64 Mpixels for all of a spec's images (docs/onboarding-format.md).
      """
  )

  @Argument(help: "The onboarding spec (JSON; SlidingCarousel files are accepted as they are).")
  var spec: String

  @Option(help: ArgumentHelp("The image folder (default: the spec's folder).", valueName: "DIR"))
  var assets: String?

  func run() throws {
    let loaded = try loadOnboarding(spec, assets: assets, printsWarnings: true)
    let format =
      loaded.spec.version == .kinetic ? "Kinetic format (version 2)" : "SlidingCarousel format"
    let warnings = loaded.warningCount
    print(
      "\(spec): valid: \(format), \(loaded.spec.pages) pages, \(loaded.spec.images.count) images, "
        + "\(loaded.spec.elements.count) elements, \(warnings) warning\(warnings == 1 ? "" : "s")")
  }
}
