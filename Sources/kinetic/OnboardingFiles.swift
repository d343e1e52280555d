import ArgumentParser
import Foundation
import Kinetic

/// An onboarding spec read from disk with its images found, for `validate` and `layout`.
struct LoadedOnboarding {
  var spec: OnboardingSpec
  var imageSizes: [String: CGSize]
  var warnings: [Diagnostic]
}

/// Reads, checks and finds the images of a spec, printing every problem as
/// `SPEC:line:column: severity: path: message`; throws exit code 1 when it cannot be shown.
func loadOnboarding(_ path: String, assets: String?, printsWarnings: Bool) throws
  -> LoadedOnboarding
{
  let url = URL(fileURLWithPath: path)
  let bytes: [UInt8]
  do {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    let limit = JSONParser.Limits().maximumBytes
    if let size = attributes[.size] as? NSNumber, size.intValue > limit {
      // Refused before reading, so a huge file is never loaded into memory.
      printError(
        "\(path): error: the spec is \(size.intValue) bytes; the most accepted is \(limit)")
      throw ExitCode(1)
    }
    bytes = Array(try Data(contentsOf: url))
  } catch let exit as ExitCode {
    throw exit
  } catch {
    printError("\(path): error: cannot read the spec: \(describe(error))")
    throw ExitCode(1)
  }
  var problems: Diagnostics
  var spec = OnboardingSpec()
  var root: JSONValue?
  do {
    let decoded = try OnboardingSpec.decode(bytes)
    spec = decoded.spec
    problems = decoded.warnings
    root = try? JSONParser().parse(bytes)
  } catch {
    problems = error
  }
  var sizes: [String: CGSize] = [:]
  if !problems.hasErrors {
    let folder = assets.map { URL(fileURLWithPath: $0) } ?? url.deletingLastPathComponent()
    sizes = OnboardingAssets(folder: folder).images(for: spec, root: root, &problems)
      .mapValues(\.size)
  }
  let ordered = problems.all.sorted {
    ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column)
  }
  for problem in ordered where problem.severity == .error || printsWarnings {
    printError(problem.formatted(file: path))
  }
  if problems.hasErrors { throw ExitCode(1) }
  return LoadedOnboarding(
    spec: spec, imageSizes: sizes, warnings: ordered.filter { $0.severity == .warning })
}
