import Foundation
import Testing

/// What one run of the `kinetic` executable did.
struct Run {
  var status: Int32
  var output: String
  var errors: String
}

/// Runs the `kinetic` built beside this test bundle with `arguments` in `folder`, killing it
/// after `timeout` seconds (a run that had to be killed is recorded as an issue).
func kinetic(_ arguments: [String], in folder: URL, timeout: Double = 20) throws -> Run {
  let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("kinetic")
  try #require(
    FileManager.default.isExecutableFile(atPath: executable.path),
    "build the kinetic product first (swift build --build-tests builds it)")
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  process.currentDirectoryURL = folder
  let output = Pipe()
  let errors = Pipe()
  process.standardOutput = output
  process.standardError = errors
  try process.run()
  let deadline = Date().addingTimeInterval(timeout)
  while process.isRunning, Date() < deadline { usleep(10_000) }
  if process.isRunning {
    // SIGKILL: a child may inherit a signal mask that holds SIGTERM back.
    kill(process.processIdentifier, SIGKILL)
    Issue.record("kinetic \(arguments.joined(separator: " ")) ran for more than \(timeout) s")
  }
  let outputData = output.fileHandleForReading.readDataToEndOfFile()
  let errorData = errors.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return Run(
    status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
    errors: String(decoding: errorData, as: UTF8.self))
}

/// A fresh folder holding `files` (name and text), removed by the caller.
func folder(_ files: [String: String] = [:]) throws -> URL {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("kinetic-cli-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  for (name, text) in files {
    try Data(text.utf8).write(to: folder.appendingPathComponent(name))
  }
  return folder
}

/// A slide that prints trace lines as soon as it plays.
let slide = """
  {"control": "slide-to-confirm", "steps": [
    {"at": 0, "down": [50, 30]}, {"at": 0.1, "move": [150, 30]}, {"at": 0.2, "up": [150, 30]}]}
  """

struct CLIBadInputTests {
  @Test func aNegativePageIsToldThePageMustBeZeroOrMore() throws {
    let here = try folder(["spec.json": #"{"pages": 2}"#])
    defer { try? FileManager.default.removeItem(at: here) }
    let run = try kinetic(["layout", "spec.json", "--size", "320x568", "--page", "-1"], in: here)
    #expect(run.status != 0)
    #expect(run.errors.contains("--page must be a page number, 0 or more, not -1"), "\(run.errors)")
    #expect(!run.errors.contains("Missing value"))
  }

  @Test func aSpecWithoutPagesSaysSo() throws {
    let here = try folder(["spec.json": #"{"pages": 0}"#])
    defer { try? FileManager.default.removeItem(at: here) }
    let run = try kinetic(["layout", "spec.json", "--size", "320x568", "--page", "1"], in: here)
    #expect(run.status == 1)
    #expect(run.errors.contains("the spec has no pages"), "\(run.errors)")
    #expect(!run.errors.contains("0 to -1"))
  }

  @Test func aFolderAsTheScriptIsNamedInWords() throws {
    let here = try folder()
    defer { try? FileManager.default.removeItem(at: here) }
    let run = try kinetic(["play", "."], in: here)
    #expect(run.status == 2)
    #expect(
      run.errors == ".: error: cannot read the script: it is a directory, not a file\n",
      "\(run.errors)")
  }

  @Test(arguments: [
    (["--animation", "/nonexistent/dir/x.png"], "the folder /nonexistent/dir does not exist"),
    (["--animation", "folder.png"], "it is a folder, not a file"),
    (["--frames", "/etc/passwd"], "/etc/passwd is a file, not a folder"),
    (["--frames", "/etc/passwd/frames"], "/etc/passwd is a file, not a folder"),
  ])
  func badOutputPathsAreRefusedInWordsBeforePlaying(options: [String], message: String) throws {
    let here = try folder(["slide.json": slide])
    defer { try? FileManager.default.removeItem(at: here) }
    try FileManager.default.createDirectory(
      at: here.appendingPathComponent("folder.png"), withIntermediateDirectories: false)
    let run = try kinetic(["play", "slide.json"] + options, in: here)
    #expect(run.status == 2)
    #expect(run.errors.contains(message), "\(run.errors)")
    #expect(!run.errors.contains("NSCocoaErrorDomain"))
    // Nothing was played.
    #expect(run.output.isEmpty, "\(run.output)")
  }

  @Test func framesBeyondThePixelBudgetAreRefusedBeforePlaying() throws {
    let big =
      #"{"control": "slide-to-confirm", "size": [5000, 5000], "steps": [{"at": 60, "end": true}]}"#
    let here = try folder(["big.json": big])
    defer { try? FileManager.default.removeItem(at: here) }
    let run = try kinetic(["play", "big.json", "--animation", "big.png"], in: here, timeout: 10)
    #expect(run.status == 2)
    #expect(run.errors.contains("frames of 10080×10080 pixels"), "\(run.errors)")
    #expect(run.errors.contains("4096×4096"))
    #expect(!FileManager.default.fileExists(atPath: here.appendingPathComponent("big.png").path))
    // At --scale 1 it is still too large, and the message says so with the new size.
    let fits = try kinetic(
      ["play", "big.json", "--animation", "big.png", "--scale", "1"], in: here, timeout: 1)
    #expect(fits.errors.contains("frames of 5040×5040 pixels"))
  }

  @Test func playPrintsTheOnboardingSpecsWarnings() throws {
    let script = #"{"control": "onboarding", "options": {"spec": "self.json"}, "steps": []}"#
    let here = try folder(["self.json": script])
    defer { try? FileManager.default.removeItem(at: here) }
    let run = try kinetic(["play", "self.json"], in: here)
    #expect(run.status == 0)
    #expect(
      run.errors.hasPrefix("self.json:1:1: warning: missing \"pages\": the carousel has no pages"),
      "\(run.errors)")
  }

  @Test func aFIFONamedAsAnImageDoesNotHangValidateOrLayout() throws {
    let spec = #"{"baseImageURL": "", "pages": 1, "images": [{"key": "f", "imageName": "f.png"}]}"#
    let here = try folder(["spec.json": spec])
    defer { try? FileManager.default.removeItem(at: here) }
    #expect(mkfifo(here.appendingPathComponent("f.png").path, 0o600) == 0)
    for arguments in [["validate", "spec.json"], ["layout", "spec.json", "--size", "320x568"]] {
      let run = try kinetic(arguments, in: here, timeout: 10)
      #expect(run.status == 1)
      #expect(
        run.errors.contains(
          "images[0].imageName: f.png: it is a FIFO (named pipe), not a regular file"),
        "\(run.errors)")
    }
  }
}
