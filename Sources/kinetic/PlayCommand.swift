import ArgumentParser
import Foundation
import Kinetic
import KineticPlay

/// `kinetic play SCRIPT`: plays a scripted interaction headless and prints what the control did.
struct PlayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "play",
    abstract: "Play a scripted interaction against one control, headless, on a virtual clock.",
    discussion: """
      Prints one JSON object per line: every state change, then the callbacks it causes, stamped \
      with the time in seconds. A bad script exits with status 2 and prints \
      SCRIPT:line:column: error: <json path>: <message> on standard error.
      """
  )

  @Argument(help: "The script (JSON; comments and trailing commas are accepted).")
  var script: String

  @Option(help: ArgumentHelp("Write a PNG of every frame into this folder.", valueName: "DIR"))
  var frames: String?

  @Option(help: "Frames per second for --frames and --animation (1 to 120).")
  var fps: Double = 30

  @Option(
    help: ArgumentHelp(
      "Write the frames as an animated GIF (.gif) or animated PNG (.png).", valueName: "FILE"))
  var animation: String?

  @Option(help: "Pixels per point of the frames (1 to 4).")
  var scale: Double = 2

  func validate() throws {
    guard fps.isFinite, (1...120).contains(fps) else {
      throw ValidationError("--fps must be a number from 1 to 120, not \(fps)")
    }
    guard scale.isFinite, (1...4).contains(scale) else {
      throw ValidationError("--scale must be a number from 1 to 4, not \(scale)")
    }
    if let animation,
      !(animation.lowercased().hasSuffix(".png") || animation.lowercased().hasSuffix(".gif"))
    {
      throw ValidationError(
        "--animation writes a GIF or an animated PNG: give a file name ending in .gif or .png")
    }
  }

  func run() throws {
    let playback = try loadPlayback(script)
    let makesGIF = animation?.lowercased().hasSuffix(".gif") ?? false
    let recorder =
      (frames != nil || animation != nil)
      ? FrameRecorder(fps: fps, scale: scale, makesGIF: makesGIF) : nil
    if let frames { try recorder?.prepareFolder(frames) }
    var player = playback
    var failure: (any Error)?
    player.run(
      fps: recorder == nil ? nil : fps,
      line: { line in emit(line) },
      frame: { time, frame in
        guard failure == nil, let recorder else { return }
        do { try recorder.record(frame, at: time, into: frames) } catch { failure = error }
      })
    if let failure { throw failure }
    if let animation, let recorder { try recorder.writeAnimation(to: animation) }
  }
}

/// Reads and checks a script, or exits with status 2 after printing every problem.
func loadPlayback(_ path: String) throws -> Playback {
  let bytes: [UInt8]
  do {
    bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
  } catch {
    printError("\(path): error: cannot read the script: \(describe(error))")
    throw ExitCode(2)
  }
  let script: PlayScript
  do {
    script = try PlayScript.decode(bytes)
  } catch {
    for problem in error.all { printError(problem.formatted(file: path)) }
    throw ExitCode(2)
  }
  // Files the script names (an onboarding spec) are relative to the script's folder.
  do {
    return try Playback(script: script, folder: (path as NSString).deletingLastPathComponent)
  } catch {
    for message in error.messages { printError(message) }
    throw ExitCode(2)
  }
}

/// Prints a trace line and flushes, so a reader sees it as it happens.
func emit(_ line: TraceLine) {
  FileHandle.standardOutput.write(Data((line.description + "\n").utf8))
}

/// Prints a line on standard error.
func printError(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}

/// A short description of a file-system error.
func describe(_ error: any Error) -> String {
  if let cocoa = error as? CocoaError,
    cocoa.code == .fileReadNoSuchFile || cocoa.code == .fileNoSuchFile
  {
    return "no such file"
  }
  return (error as NSError).localizedDescription
}
