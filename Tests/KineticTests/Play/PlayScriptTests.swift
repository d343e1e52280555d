import Foundation
import Kinetic
import KineticPlay
import Testing

private func problems(in text: String) -> [String] {
  do {
    _ = try Playback(script: PlayScript.decode(Array(text.utf8)))
    return []
  } catch {
    return error.all.map(\.description)
  }
}

private func trace(of text: String) throws -> [String] {
  var playback = try Playback(script: PlayScript.decode(Array(text.utf8)))
  var lines: [String] = []
  playback.run(line: { lines.append($0.description) })
  return lines
}

struct PlayScriptTests {
  @Test func theContractsExampleSlidePlaysAsDocumented() throws {
    let lines = try trace(
      of: """
        {
          "control": "slide-to-confirm",
          "size": [300, 50],
          "options": { "thumbWidth": 100 },
          "steps": [
            { "at": 0.00, "down": [50, 25] },
            { "at": 0.05, "move": [150, 25] },
            { "at": 0.10, "up":   [150, 25] },
            { "at": 2.00, "end": true }
          ]
        }
        """)
    #expect(lines.first == #"{"t": 0.050, "event": "state", "state": "updating"}"#)
    #expect(lines[1] == #"{"t": 0.050, "event": "update", "progress": 0.5}"#)
    #expect(lines.contains(#"{"t": 0.100, "event": "state", "state": "resetting"}"#))
    #expect(
      lines.last == #"{"t": 0.100, "event": "idle"}"# || lines.last?.contains("\"idle\"") == true)
    #expect(!lines.contains { $0.contains("\"complete\"") })
  }

  @Test func traceTimesSitOnTheFrameClock() throws {
    let lines = try trace(
      of: """
        {"control": "slide-to-confirm", "size": [300, 50], "options": {"snapsBackWithSpring": false},
         "steps": [{"at": 0, "down": [50, 25]}, {"at": 0.1, "move": [300, 25]}, {"at": 0.113, "up": [300, 25]}]}
        """)
    // Completion at the release (0.113), reset 0.3 s later on the next frame, idle after 0.2 s more.
    #expect(lines.contains(#"{"t": 0.113, "event": "complete"}"#))
    #expect(lines.contains(#"{"t": 0.417, "event": "state", "state": "resetting"}"#))
    #expect(lines.contains(#"{"t": 0.617, "event": "idle"}"#))
  }

  @Test func theBundledDemoConfirmsOnceAfterADeclinedPayment() throws {
    let demo = try #require(try DemoScripts.all().first { $0.name == "slide-to-confirm" })
    var playback = try Playback(script: PlayScript.decode(demo.bytes))
    var lines: [String] = []
    playback.run(line: { lines.append($0.description) })
    #expect(lines.filter { $0.contains("\"event\": \"complete\"") }.count == 2)
    #expect(lines.contains { $0.contains("\"message\": \"Card declined\"") })
    #expect(lines.contains { $0.contains("\"event\": \"success\"") })
    #expect(lines.last?.contains("\"event\": \"idle\"") == true)
    #expect(playback.endTime == 10.5)
  }

  @Test func framesAreSampledAtTheRequestedRateWithoutChangingTheTrace() throws {
    let text = """
      {"control": "slide-to-confirm", "steps": [{"at": 0, "down": [50, 30]}, {"at": 0.2, "move": [200, 30]},
       {"at": 0.3, "up": [200, 30]}, {"at": 1, "end": true}]}
      """
    var playback = try Playback(script: PlayScript.decode(Array(text.utf8)))
    var plain: [String] = []
    playback.run(line: { plain.append($0.description) })
    var sampled: [String] = []
    var times: [TimeInterval] = []
    playback.run(
      fps: 10, line: { sampled.append($0.description) }, frame: { time, _ in times.append(time) })
    #expect(plain == sampled)
    #expect(times.count == 11)
    #expect(isClose(times.last ?? 0, 1, within: 1e-9))
  }

  @Test(arguments: [
    (
      "{\"control\": \"slide-to-confirm\", \"steps\": [{\"at\": 1, \"down\": [1, 2]}, {\"at\": 0.5, \"up\": [1, 2]}]}",
      "1:77: error: steps[1].at: expected a time no earlier than the previous step's (1)"
    ),
    (
      "{\"control\": \"slider\", \"steps\": []}",
      "1:13: error: control: expected one of \"slide-to-confirm\", \"pull-to-action\", \"gestures\", \"onboarding\", found \"slider\""
    ),
    (
      "{\"control\": \"slide-to-confirm\", \"steps\": [{\"at\": 0, \"down\": [1]}]}",
      "1:61: error: steps[0].down: expected [x, y] in points, found an array"
    ),
    (
      "{\"control\": \"slide-to-confirm\", \"options\": {\"thumbWidht\": 80}, \"steps\": []}",
      "1:59: error: options.thumbWidht: unknown option; expected one of thumbWidth"
    ),
    (
      "{\"control\": \"slide-to-confirm\", \"size\": [300, 50], \"options\": {\"thumbWidth\": 400}, \"steps\": []}",
      "1:78: error: options.thumbWidth: expected less than the control's length (300 points)"
    ),
    (
      "{\"control\": \"slide-to-confirm\", \"options\": {\"completionResetDelay\": \"soon\"}, \"steps\": []}",
      "1:69: error: options.completionResetDelay: expected a number, found a string"
    ),
    (
      "{\"control\": \"slide-to-confirm\", \"steps\": [{\"at\": 0, \"call\": \"explode\"}]}",
      "1:43: error: steps[0].call: unknown call; expected one of complete, reset"
    ),
    (
      "{\"control\": \"slide-to-confirm\", \"steps\": [{\"at\": 0, \"down\": [1, 2], \"up\": [1, 2]}]}",
      "1:43: error: steps[0]: expected one action per step, found down and up"
    ),
    (
      "{\"control\": \"slide-to-confirm\", \"steps\": [{\"down\": [1, 2]}]}",
      "1:43: error: steps[0]: missing \"at\""
    ),
    (
      "{\"control\": \"slide-to-confirm\", \"steps\": [{\"at\": -1, \"key\": \"Return\"}]}",
      "1:50: error: steps[0].at: expected a number from 0 to 86400, found -1"
    ),
    (
      "{\"control\": \"slide-to-confirm\", \"steps\": [{\"at\": 0, \"call\": \"setEnabled\"}]}",
      "1:43: error: steps[0]: setEnabled needs"
    ),
    (
      "{\"control\": \"slide-to-confirm\", \"stepz\": []}",
      "1:42: error: stepz: unknown key"
    ),
    ("[1, 2]", "1:1: error: expected an object, found an array"),
    ("{\"control\": \"slide-to-confirm\", \"steps\": [}", "1:43: error: expected a value"),
  ])
  func badScriptsSayWhereAndWhatWasExpected(text: String, expected: String) {
    let found = problems(in: text)
    #expect(found.contains { $0.hasPrefix(expected) }, "\(found)")
  }

  @Test func everyProblemIsReportedAtOnce() {
    let found = problems(
      in: """
        {"control": "slide-to-confirm", "size": [0, 50],
         "options": {"title": 3, "enabled": "yes"},
         "steps": [{"at": 0, "scroll": "down"}, {"at": 1, "end": false}]}
        """)
    #expect(found.count == 5, "\(found)")
  }
}

struct PullToActionPlayTests {
  @Test func aPullPastTheThresholdTriggersAndTheScriptCompletesIt() throws {
    let lines = try trace(
      of: """
        {
          "control": "pull-to-action",
          "size": [320, 480],
          "options": { "pullThreshold": 80, "executingHeight": 60, "contentHeight": 2000 },
          "steps": [
            { "at": 0.0, "down": [160, 100] },
            { "at": 0.1, "move": [160, 200] },
            { "at": 0.2, "move": [160, 400] },
            { "at": 0.4, "up": [160, 400] },
            { "at": 2.0, "call": "actionCompleted", "args": { "outcome": "noChange" } },
            { "at": 5.0, "end": true }
          ]
        }
        """)
    let events = lines.filter { !$0.contains(#""event": "pull""#) }
    #expect(events.first == #"{"t": 0.100, "event": "state", "state": "pulling"}"#)
    #expect(events.contains(#"{"t": 0.200, "event": "state", "state": "triggered"}"#))
    #expect(events.contains(#"{"t": 0.400, "event": "feedback", "kind": "trigger"}"#))
    #expect(events.filter { $0.contains("triggeredAction") }.count == 1)
    #expect(events.contains(#"{"t": 2.000, "event": "completed", "outcome": "noChange"}"#))
    #expect(events.last?.contains(#""state": "idle""#) == true)
    #expect(lines.contains { $0.contains(#""event": "pull", "amount": 60"#) })
  }

  @Test func theBundledDemoRefreshesTwice() throws {
    let demo = try #require(try DemoScripts.all().first { $0.name == "pull-to-action" })
    var playback = try Playback(script: PlayScript.decode(demo.bytes))
    var lines: [String] = []
    playback.run(line: { lines.append($0.description) })
    #expect(lines.filter { $0.contains("triggeredAction") }.count == 2)
    #expect(lines.contains { $0.contains(#""outcome": "failure", "message": "No connection""#) })
  }

  @Test(arguments: [
    (
      #"{"pullThreshold": "far"}"#,
      "options.pullThreshold: expected a number, found a string"
    ),
    (#"{"pullThreshold": 0}"#, "options.pullThreshold: expected a number from 1 to 100000"),
    (
      #"{"statusViewAlignment": "top"}"#,
      "options.statusViewAlignment: expected one of"
    ),
    (#"{"contentHeight": 1e400}"#, "1e400 is too large"),
    (#"{"edge": "left"}"#, "options.edge: expected one of"),
    (#"{"textForStates": {"armed": "Go"}}"#, "options.textForStates.armed: unknown state"),
    (#"{"thumbWidth": 10}"#, "options.thumbWidth: unknown option; expected one of pullThreshold"),
  ])
  func badOptionsAreReportedWithTheirPath(options: String, message: String) {
    let found = problems(
      in: """
        {"control": "pull-to-action", "size": [320, 480], "options": \(options),
         "steps": [{"at": 0, "end": true}]}
        """)
    #expect(found.count == 1)
    #expect(found.first?.contains(message) == true, "\(found)")
  }

  @Test(arguments: [
    (#""call": "refresh""#, "steps[0].call: unknown call; expected one of actionCompleted"),
    (
      #""call": "actionCompleted", "args": {"outcome": "great"}"#,
      "steps[0].args.outcome: expected one of"
    ),
    (
      #""call": "actionCompleted", "args": {"message": "No"}"#,
      "steps[0].args.message: \"message\" goes with \"outcome\": \"failure\""
    ),
    (#""call": "trigger", "args": {}"#, "steps[0].args: trigger takes no arguments"),
  ])
  func badCallsAreReportedWithTheirPath(step: String, message: String) {
    let found = problems(
      in: """
        {"control": "pull-to-action", "steps": [{"at": 0, \(step)}]}
        """)
    #expect(found.count == 1)
    #expect(found.first?.contains(message) == true, "\(found)")
  }
}

struct GestureBehavioursPlayTests {
  @Test func aDragPrintsTheContractsEvents() throws {
    let lines = try trace(
      of: """
        {
          "control": "gestures",
          "size": [320, 480],
          "options": { "frame": [110, 190, 100, 100], "behaviours": ["movable", "tappable"] },
          "steps": [
            { "at": 0.00, "down": [160, 240] },
            { "at": 0.05, "move": [180, 240] },
            { "at": 0.10, "move": [200, 250] },
            { "at": 0.30, "up": [200, 250] },
            { "at": 1.00, "end": true }
          ]
        }
        """)
    #expect(lines.first == #"{"t": 0.008, "event": "touchDown"}"#)
    #expect(lines.contains(#"{"t": 0.050, "event": "touchUp"}"#))
    #expect(lines.contains(#"{"t": 0.050, "event": "startMoving"}"#))
    #expect(
      lines.contains(
        #"{"t": 0.100, "event": "move", "center": [200, 250], "scale": 1, "rotation": 0}"#))
    #expect(lines.last == #"{"t": 0.300, "event": "finishMoving", "velocity": [0, 0]}"#)
    #expect(!lines.contains { $0.contains("\"tap\"") })
  }

  @Test func theBundledDemoPinchesSnapsTapsAndResets() throws {
    let demo = try #require(try DemoScripts.all().first { $0.name == "gestures" })
    var playback = try Playback(script: PlayScript.decode(demo.bytes))
    var lines: [String] = []
    playback.run(line: { lines.append($0.description) })
    for event in ["startPinching", "startRotating", "snapped", "\"tap\"", "Reset"] {
      #expect(lines.contains { $0.contains(event) }, "\(event)")
    }
  }

  @Test(arguments: [
    (#"{"frame": [0, 0, 10]}"#, "options.frame: expected [x, y, width, height] in points"),
    (#"{"frame": [0, 0, -5, 10]}"#, "options.frame: expected a positive width and height"),
    (#"{"behaviours": ["movable", "flyable"]}"#, "options.behaviours[1]: expected one of"),
    (#"{"scaleRange": [2, 1]}"#, "options.scaleRange: expected two scales"),
    (#"{"rotationSnap": [90, 60]}"#, "options.rotationSnap: expected a step"),
    (#"{"momentum": "yes"}"#, "options.momentum: expected true or false"),
    (#"{"speed": 3}"#, "options.speed: unknown option; expected one of frame"),
  ])
  func badOptionsAreReportedWithTheirPath(options: String, message: String) {
    let found = problems(
      in: """
        {"control": "gestures", "size": [320, 480], "options": \(options),
         "steps": [{"at": 0, "end": true}]}
        """)
    #expect(found.count == 1)
    #expect(found.first?.contains(message) == true, "\(found)")
  }

  @Test(arguments: [
    (#""call": "spin""#, "steps[0].call: unknown call; expected one of moveBy"),
    (#""call": "moveBy""#, "steps[0]: moveBy needs \"args\": {\"offset\": [dx, dy]}"),
    (#""call": "scaleBy", "args": {"factor": 0}"#, "steps[0].args.factor: expected a number"),
    (#""call": "reset", "args": {"now": true}"#, "steps[0].args: reset takes no arguments"),
  ])
  func badCallsAreReportedWithTheirPath(step: String, message: String) {
    let found = problems(in: #"{"control": "gestures", "steps": [{"at": 0, \#(step)}]}"#)
    #expect(found.count == 1)
    #expect(found.first?.contains(message) == true, "\(found)")
  }
}

struct OnboardingCarouselPlayTests {
  /// A three-page spec and its one image, written into a fresh folder beside a script.
  static func folder() throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("kinetic-onboarding-play-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("images"), withIntermediateDirectories: true)
    let spec = """
      {"version": 2, "baseImageURL": "images/", "pages": 3, "showSkip": true,
       "showPageControl": true,
       "pageTexts": {"0": "Welcome", "1": "Swipe", "2": "Done"},
       "images": [{"key": "dot", "imageName": "dot.png", "relativePosition": [0.5, 0.4]}],
       "elements": [{"views": ["dot"], "startScale": 0, "item": [0, 1, 2]}]}
      """
    try Data(spec.utf8).write(to: folder.appendingPathComponent("spec.json"))
    // A red 2×2 PNG, read as 1×1 point at @2x.
    let png = Data(
      base64Encoded:
        "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFElEQVR4nGP8z8Dwn4GBgYGJAQoAHxcCAk+Uzr4AAAAASUVORK5CYII="
    )
    try #require(png).write(to: folder.appendingPathComponent("images/dot@2x.png"))
    return folder.path
  }

  static func trace(_ steps: String, options: String = #"{"spec": "spec.json"}"#) throws
    -> [String]
  {
    let script = try PlayScript.decode(
      Array(
        """
        {"control": "onboarding", "size": [300, 500], "options": \(options), "steps": [\(steps)]}
        """.utf8))
    var playback = try Playback(script: script, folder: folder())
    var lines: [String] = []
    playback.run(line: { lines.append($0.description) })
    return lines
  }

  @Test func swipesSettleOnPagesAndTheCloseButtonCloses() throws {
    let lines = try Self.trace(
      """
      {"at": 0.1, "down": [260, 250]}, {"at": 0.12, "move": [220, 250]},
      {"at": 0.14, "move": [160, 250]}, {"at": 0.16, "move": [100, 250]},
      {"at": 0.17, "up": [100, 250]},
      {"at": 2.0, "key": "Right"},
      {"at": 4.0, "down": [150, 400]}, {"at": 4.1, "up": [150, 400]}
      """)
    let events = lines.filter { !$0.contains("announce") }
    #expect(events.count == 3, "\(lines)")
    #expect(events.first?.contains(#""event": "page", "page": 1"#) == true, "\(lines)")
    #expect(events.dropFirst().first?.contains(#""event": "page", "page": 2"#) == true)
    #expect(events.last == #"{"t": 4.100, "event": "close", "page": 2, "skipped": false}"#)
    #expect(lines.contains { $0.contains(#""message": "Page 2 of 3. Swipe""#) })
  }

  @Test func callsTurnPagesAndSkip() throws {
    let lines = try Self.trace(
      """
      {"at": 0.1, "call": "goToPage", "args": {"page": 2}},
      {"at": 1.5, "call": "skip"}
      """)
    let events = lines.filter { !$0.contains("announce") }
    #expect(events.first?.contains(#""event": "page", "page": 2"#) == true, "\(lines)")
    #expect(events.last == #"{"t": 1.500, "event": "close", "page": 2, "skipped": true}"#)
  }

  @Test func theBundledDemoVisitsEveryPageAndCloses() throws {
    let demo = try #require(try DemoScripts.all().first { $0.name == "onboarding" })
    var playback = try Playback(script: PlayScript.decode(demo.bytes), folder: demo.folder)
    var lines: [String] = []
    playback.run(line: { lines.append($0.description) })
    for page in 1...4 {
      #expect(lines.contains { $0.contains(#""event": "page", "page": \#(page)}"#) }, "\(lines)")
    }
    #expect(lines.last?.contains(#""event": "close", "page": 4, "skipped": false"#) == true)
  }

  @Test(arguments: [
    (#"{}"#, "options: missing \"spec\""),
    (#"{"spec": 3}"#, "options.spec: expected a string"),
    (#"{"spec": "a.json", "autoAdvance": 0}"#, "options.autoAdvance: expected a number from 0.5"),
    (#"{"spec": "a.json", "reducedMotion": 1}"#, "options.reducedMotion: expected"),
    (
      #"{"spec": "a.json", "thumbWidth": 10}"#,
      "options.thumbWidth: unknown option; expected one of spec"
    ),
  ])
  func badOptionsAreReportedWithTheirPath(options: String, message: String) {
    let found = problems(
      in: """
        {"control": "onboarding", "options": \(options), "steps": [{"at": 0, "end": true}]}
        """)
    #expect(found.count == 1)
    #expect(found.first?.contains(message) == true, "\(found)")
  }

  @Test func aScriptWithoutOptionsIsToldItNeedsASpec() {
    let found = problems(in: #"{"control": "onboarding", "steps": []}"#)
    #expect(
      found == [
        #"1:1: error: options: missing "spec"; expected the path of the onboarding JSON, relative to the script"#
      ])
  }

  @Test(arguments: [
    (
      #""call": "turn""#, "steps[0].call: unknown call; expected one of goToPage, next, close, skip"
    ),
    (#""call": "goToPage""#, "steps[0]: goToPage needs \"args\": {\"page\": n}"),
    (
      #""call": "goToPage", "args": {"page": 1.5}"#,
      "steps[0].args.page: expected a whole page number"
    ),
    (#""call": "skip", "args": {}"#, "steps[0].args: skip takes no arguments"),
  ])
  func badCallsAreReportedWithTheirPath(step: String, message: String) {
    let found = problems(
      in: """
        {"control": "onboarding", "options": {"spec": "a.json"}, "steps": [{"at": 0, \(step)}]}
        """)
    #expect(found.count == 1)
    #expect(found.first?.contains(message) == true, "\(found)")
  }

  @Test func aSpecWithProblemsIsReportedAgainstTheSpecFile() throws {
    let folder = try Self.folder()
    try Data(#"{"version": 2, "pages": "many"}"#.utf8)
      .write(to: URL(fileURLWithPath: folder + "/bad.json"))
    let script = try PlayScript.decode(
      Array(#"{"control": "onboarding", "options": {"spec": "bad.json"}, "steps": []}"#.utf8))
    #expect(throws: PlayFilesFailure.self) {
      _ = try Playback(script: script, folder: folder)
    }
    do {
      _ = try Playback(script: script, folder: folder)
    } catch {
      #expect(error.messages.first?.hasPrefix(folder + "/bad.json:1:") == true, "\(error.messages)")
    }
  }
}
