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
      SCRIPT:line:column: error: <json path>: <message> on standard error; warnings (a key \
      written twice, and those of an onboarding spec, as kinetic validate prints them) go to \
      standard error too. Output paths (--frames, --animation) and the frame budget are checked \
      before anything plays; a problem with them exits with status 2. A frame may have at most \
      4096×4096 pixels (the script's size plus a 20-point margin, times --scale), and an \
      animation at most 512 MB of compressed frames; a recording that passes that stops with \
      status 1.
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
      "Write the frames as an animated GIF (.gif) or animated PNG (.png); at most 4096×4096 "
        + "pixels a frame and 512 MB of compressed frames.", valueName: "FILE"))
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
    // Everything that can be known before playing is checked before playing.
    if frames != nil || animation != nil {
      do {
        try FrameRecorder.checkBudget(size: playback.script.size, scale: scale)
      } catch {
        printError("\(script): error: size: \(error.description)")
        throw ExitCode(2)
      }
    }
    if let animation, let problem = OutputPath.fileProblem(animation) {
      printError("kinetic play: error: --animation \(animation): \(problem)")
      throw ExitCode(2)
    }
    if let frames, let problem = OutputPath.prepareFolder(frames) {
      printError("kinetic play: error: --frames \(frames): \(problem)")
      throw ExitCode(2)
    }
    let recorder =
      (frames != nil || animation != nil)
      ? FrameRecorder(
        fps: fps, scale: scale, makesGIF: makesGIF, keepsAnimation: animation != nil) : nil
    var player = playback
    var failure: (any Error)?
    player.run(
      fps: recorder == nil ? nil : fps,
      line: { line in emit(line) },
      frame: { time, frame in
        guard failure == nil, let recorder else { return }
        do { try recorder.record(frame, at: time, into: frames) } catch { failure = error }
      })
    if let failure {
      if let budget = failure as? FrameRecorder.BudgetExceeded {
        printError("kinetic play: error: \(budget.description)")
      } else if let missing = failure as? FrameRecorder.NoDrawing {
        printError("kinetic play: error: \(missing.description)")
      } else {
        printError(
          "kinetic play: error: cannot write a frame into \(frames ?? ""): \(describe(failure))")
      }
      throw ExitCode(1)
    }
    if let animation, let recorder {
      do {
        try recorder.writeAnimation(to: animation)
      } catch {
        printError("kinetic play: error: cannot write \(animation): \(describe(error))")
        throw ExitCode(1)
      }
    }
  }
}

/// Reads and checks a script, or exits with status 2 after printing every problem; prints its
/// warnings, and those of the onboarding spec it plays, on standard error.
func loadPlayback(_ path: String) throws -> Playback {
  let bytes: [UInt8]
  do {
    bytes = try SourceFile.contents(of: path, maximumBytes: JSONParser.Limits().maximumBytes)
  } catch {
    printError("\(path): error: cannot read the script: \(error.reason)")
    throw ExitCode(2)
  }
  let script: PlayScript
  do {
    script = try PlayScript.decode(bytes)
  } catch {
    for problem in error.inFileOrder { printError(problem.formatted(file: path)) }
    throw ExitCode(2)
  }
  for warning in script.warnings { printError(warning.formatted(file: path)) }
  // Files the script names (an onboarding spec) are relative to the script's folder.
  do {
    let playback = try Playback(
      script: script, folder: (path as NSString).deletingLastPathComponent)
    for warning in playback.warnings { printError(warning) }
    return playback
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

/// A short description of a file-system error, in words rather than an error domain's dump.
func describe(_ error: any Error) -> String {
  if let failure = error as? SourceFile.Failure { return failure.reason }
  if let cocoa = error as? CocoaError {
    switch cocoa.code {
    case .fileReadNoSuchFile, .fileNoSuchFile: return "no such file or folder"
    case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
    case .fileWriteOutOfSpace: return "the disk is full"
    case .fileWriteVolumeReadOnly: return "the disk is read-only"
    default: break
    }
    if let underlying = cocoa.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32(underlying.code))).lowercased()
    }
  }
  if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
  return String(describing: error)
}

/// Checks the paths `play` will write to, before anything plays.
enum OutputPath {
  /// Why a file cannot be written at `path`, in words, or `nil` when it can.
  static func fileProblem(_ path: String) -> String? {
    switch SourceFile.kind(of: path) {
    case .directory: return "it is a folder, not a file"
    case .special(let what): return "it is \(what), not a regular file"
    case .file, .missing: break
    }
    let folder = (path as NSString).deletingLastPathComponent
    return folderProblem(folder.isEmpty ? "." : folder, creates: false)
  }

  /// Creates the folder at `path` (and the folders that lead to it) unless it exists; returns
  /// why it cannot, in words, or `nil` once it is there.
  static func prepareFolder(_ path: String) -> String? {
    if let problem = folderProblem(path, creates: true) { return problem }
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      return "cannot create the folder: \(describe(error))"
    }
    return nil
  }

  /// Why `folder` cannot be written into: it does not exist (unless it will be created), it or
  /// a folder on its way is a file, or it is not writable.
  private static func folderProblem(_ folder: String, creates: Bool) -> String? {
    switch SourceFile.kind(of: folder) {
    case .directory:
      return access(folder, W_OK) == 0
        ? nil : "cannot write into the folder \(folder) (permission denied)"
    case .file, .special:
      return folder == "." ? nil : "\(folder) is a file, not a folder"
    case .missing:
      // The nearest part of the path that exists must be a folder.
      var ancestor = folder
      while true {
        let parent = (ancestor as NSString).deletingLastPathComponent
        if parent == ancestor || parent.isEmpty {
          return creates ? nil : "the folder \(folder) does not exist"
        }
        ancestor = parent
        switch SourceFile.kind(of: ancestor) {
        case .missing: continue
        case .directory: return creates ? nil : "the folder \(folder) does not exist"
        case .file, .special: return "\(ancestor) is a file, not a folder"
        }
      }
    }
  }
}
