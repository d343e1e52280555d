import ArgumentParser
import Foundation
import KineticPlay

/// `kinetic demo`: plays every bundled demo script and records it, with no display needed.
struct DemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Play the bundled demo of every control; write an animated image and a trace of each."
  )

  @Option(help: ArgumentHelp("Where to write the recordings.", valueName: "DIR"))
  var out: String = "kinetic-demo"

  @Option(help: "Frames per second of the animations (1 to 60).")
  var fps: Double = 30

  func validate() throws {
    guard fps.isFinite, (1...60).contains(fps) else {
      throw ValidationError("--fps must be a number from 1 to 60, not \(fps)")
    }
  }

  func run() throws {
    let folder = URL(fileURLWithPath: out)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for demo in try DemoScripts.all() {
      var playback = try Playback(script: PlayScript.decode(demo.bytes), folder: demo.folder)
      let recorder = FrameRecorder(fps: fps)
      var trace = ""
      var failure: (any Error)?
      playback.run(
        fps: fps,
        line: { trace += $0.description + "\n" },
        frame: { time, frame in
          guard failure == nil else { return }
          do { try recorder.record(frame, at: time, into: nil) } catch { failure = error }
        })
      if let failure { throw failure }
      let traceURL = folder.appendingPathComponent("\(demo.name).jsonl")
      let animationURL = folder.appendingPathComponent("\(demo.name).png")
      try Data(trace.utf8).write(to: traceURL)
      try recorder.writeAnimation(to: animationURL.path)
      let lines = trace.split(separator: "\n").count
      print(
        "\(demo.name): \(animationURL.path) (\(recorder.frameCount) frames, \(formatSeconds(playback.endTime)))"
      )
      print("\(demo.name): \(traceURL.path) (\(lines) trace lines)")
    }
  }
}

private func formatSeconds(_ seconds: TimeInterval) -> String {
  String(format: "%.1f s", seconds)
}
