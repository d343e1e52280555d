import Foundation
import Kinetic
import KineticPlay
import Testing

/// Every problem (errors, or the warnings of a script that decodes) as `line:column: …`.
private func problems(in bytes: [UInt8]) -> [String] {
  do {
    return try PlayScript.decode(bytes).warnings.map(\.description)
  } catch {
    return error.all.map(\.description)
  }
}

private func problems(in text: String) -> [String] { problems(in: Array(text.utf8)) }

struct PlayScriptInputTests {
  @Test func aScriptWithBytesThatAreNotUTF8IsRefusedWithTheirPlace() {
    let bytes =
      Array(#"{"control": "slide-to-confirm", "options": {"title": ""#.utf8) + [0xFF, 0xFE]
      + Array(#""}, "steps": []}"#.utf8)
    #expect(problems(in: bytes) == ["1:55: error: byte 0xFF is not UTF-8; save the file as UTF-8"])
  }

  @Test func keysThatNoControlKnowsAreRefusedWithTheListOfKnownKeys() {
    let found = problems(
      in: #"{"control": "slide-to-confirm", "steps": [{"at": 0, "key": "Enter"}]}"#)
    #expect(found.count == 1, "\(found)")
    let message = found.first ?? ""
    #expect(
      message.hasPrefix("1:60: error: steps[0].key: expected one of \"Return\""), "\(message)")
    #expect(message.hasSuffix(#"found "Enter""#))
    for key in Key.known { #expect(message.contains("\"\(key.rawValue)\"")) }
    // Every known key is accepted.
    for key in Key.known {
      let script = #"{"control": "gestures", "steps": [{"at": 0, "key": "\#(key.rawValue)"}]}"#
      #expect(problems(in: script).isEmpty, "\(key)")
    }
  }

  @Test func repeatedKeysWarnWithBothPlaces() {
    let found = problems(
      in: """
        {"control": "slide-to-confirm", "steps": [],
         "steps": [{"at": 0, "end": true}]}
        """)
    #expect(
      found == [
        #"2:11: warning: steps: "steps" appears again: the value at 1:42 is ignored and this one is used"#
      ])
  }

  @Test func textWithTooManyCombiningMarksIsRefusedBeforeItIsDrawn() {
    // One character: a base and 20,000 combining marks, which counts as a single grapheme.
    let marks = "a" + String(repeating: "\u{0301}", count: 20_000)
    for (control, option) in [
      ("slide-to-confirm", #"{"prompt": "\#(marks)"}"#),
      ("slide-to-confirm", #"{"title": "\#(marks)"}"#),
      ("pull-to-action", #"{"textForStates": {"pulling": "\#(marks)"}}"#),
    ] {
      let found = problems(
        in: #"{"control": "\#(control)", "options": \#(option), "steps": []}"#)
      #expect(found.count == 1, "\(control)")
      #expect(
        found.first?.contains("expected at most 200 characters and 800 Unicode scalars") == true,
        "\(found)")
    }
    // A character of 40 marks is refused even though the text is short.
    let few = "a" + String(repeating: "\u{0301}", count: 40)
    let found = problems(
      in: #"{"control": "slide-to-confirm", "options": {"title": "\#(few)"}, "steps": []}"#)
    #expect(found.first?.contains("a character of 41 Unicode scalars") == true, "\(found)")
    // Ordinary accented text is fine.
    #expect(
      problems(
        in: #"{"control": "slide-to-confirm", "options": {"title": "Café ü"}, "steps": []}"#
      ).isEmpty)
  }

  @Test func anOnboardingSpecsWarningsReachThePlayer() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("kinetic-self-spec-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // A script that names itself as its spec: a spec with no pages and four unknown keys.
    let text = #"{"control": "onboarding", "options": {"spec": "self.json"}, "steps": []}"#
    try Data(text.utf8).write(to: folder.appendingPathComponent("self.json"))
    let playback = try Playback(script: PlayScript.decode(Array(text.utf8)), folder: folder.path)
    let warnings = playback.warnings
    #expect(warnings.count == 4, "\(warnings)")
    #expect(
      warnings.first
        == "\(folder.path)/self.json:1:1: warning: missing \"pages\": the carousel has no pages")
  }

  @Test func aFolderOrAFIFOAsTheSpecIsRefusedInWords() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("kinetic-special-spec-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(mkfifo(folder.appendingPathComponent("fifo.json").path, 0o600) == 0)
    for (spec, reason) in [
      (".", "it is a directory, not a file"),
      ("fifo.json", "it is a FIFO (named pipe), not a regular file"),
      ("/dev/zero", "it is a character device, not a regular file"),
      ("missing/spec.json", "no such file (the folder"),
    ] {
      let script = try PlayScript.decode(
        Array(#"{"control": "onboarding", "options": {"spec": "\#(spec)"}, "steps": []}"#.utf8))
      do {
        _ = try Playback(script: script, folder: folder.path)
        Issue.record("\(spec) was read")
      } catch {
        #expect(
          error.messages.first?.contains("cannot read the onboarding spec: \(reason)") == true,
          "\(error.messages)")
      }
    }
  }
}
