import ArgumentParser
import Foundation
import Kinetic

/// An onboarding spec read from disk with its images found, for `validate` and `layout`.
struct LoadedOnboarding {
  var spec: OnboardingCarouselSpec
  var imageSizes: [String: Size]
  var warnings: [Diagnostic]
  /// How many warnings were found, listed or not.
  var warningCount: Int
}

/// Reads, checks and finds the images of a spec, printing every problem as
/// `SPEC:line:column: severity: path: message`; throws exit code 1 when it cannot be shown.
func loadOnboarding(_ path: String, assets: String?, printsWarnings: Bool) throws
  -> LoadedOnboarding
{
  let loaded: OnboardingCarouselSpec.Loaded
  do {
    loaded = try OnboardingCarouselSpec.load(contentsOf: path, assets: assets)
  } catch {
    printError("\(path): error: cannot read the spec: \(error.reason)")
    throw ExitCode(1)
  }
  for problem in loaded.problems where problem.severity == .error || printsWarnings {
    printError(problem.formatted(file: path))
  }
  if loaded.hasErrors { throw ExitCode(1) }
  return LoadedOnboarding(
    spec: loaded.spec, imageSizes: loaded.images.mapValues(\.size), warnings: loaded.warnings,
    warningCount: loaded.warningCount)
}
