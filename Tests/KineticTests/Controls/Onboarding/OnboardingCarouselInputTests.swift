import Foundation
import Kinetic
import Testing

/// A fresh folder, removed by the caller.
private func temporaryFolder() throws -> URL {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("kinetic-input-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return folder
}

/// A whole 2×4-pixel PNG file.
private let pngFile = PNGBytes.file(width: 2, height: 4)

struct OnboardingCarouselInputTests {
  @Test func aLoneViewKeyIsReadAsAListOfOne() throws {
    let json = #"""
      {"baseImageURL": "", "pages": 2, "images": [{"key": "phone", "imageName": "p.png"}],
       "elements": [{"views": "phone", "item": [0]}, {"views": "nothing"}]}
      """#
    let found = specProblems(json)
    #expect(found == [#"2:58: error: elements[1].views: no image "nothing""#], "\(found)")
    let (spec, _) = try OnboardingCarouselSpec.decode(
      Array(json.replacingOccurrences(of: #", {"views": "nothing"}"#, with: "").utf8))
    #expect(spec.elements.first?.views == ["phone"])
    // The published schema allows the string too.
    let schemaURL = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("docs/onboarding.schema.json")
    let schema = try JSONParser().parse([UInt8](try Data(contentsOf: schemaURL)))
    guard
      case .array(let choices) = schema["$defs"]?["element"]?["properties"]?["views"]?["oneOf"]?
        .kind
    else {
      Issue.record("the schema's views has no oneOf")
      return
    }
    #expect(Set(choices.compactMap { $0["type"]?.kind }) == [.string("string"), .string("array")])
  }

  @Test func aGraphemeOfManyCombiningMarksIsRefused() {
    let marks = "e" + String(repeating: "\u{0301}", count: 200_000)
    let found = specProblems(
      #"{"pages": 1, "showPageControl": true, "pageTexts": {"0": "\#(marks)"}}"#)
    #expect(
      found == [
        "1:58: error: pageTexts.0: expected at most 1000 characters and 4000 Unicode scalars, "
          + "found 200001 scalars"
      ])
    let one = "e" + String(repeating: "\u{0301}", count: 100)
    #expect(
      specProblems(#"{"pages": 1, "baseImageURL": "\#(one)"}"#).first?.contains(
        "a character of 101 Unicode scalars") == true)
  }

  @Test func repeatedKeysInASpecWarnWithBothPlaces() {
    let found = specProblems(#"{"pages": 1, "pages": 2}"#)
    #expect(
      found == [
        #"1:23: warning: pages: "pages" appears again: the value at 1:11 is ignored and this one is used"#
      ])
  }

  @Test func everyProblemOfABrokenSpecIsReportedInOnePass() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(pngFile).write(to: folder.appendingPathComponent("ok.png"))
    // A structural error (pages), a cycle of relative keys and a missing image, all at once.
    let spec = """
      {"version": 2, "baseImageURL": "", "pages": "many",
       "images": [
         {"key": "a", "imageName": "ok.png", "relativeKey": "b", "relativePosition": [0, 0]},
         {"key": "b", "imageName": "gone.png", "relativeKey": "a", "relativePosition": [0, 0]}
       ]}
      """
    let path = folder.appendingPathComponent("spec.json").path
    try Data(spec.utf8).write(to: URL(fileURLWithPath: path))
    let loaded = try OnboardingCarouselSpec.load(contentsOf: path, assets: nil)
    let lines = loaded.problems.map(\.description)
    #expect(loaded.hasErrors)
    #expect(lines.count == 3, "\(lines)")
    #expect(lines.first == "1:45: error: pages: expected a number, found a string")
    #expect(lines.contains { $0.contains("a cycle of relative keys: a → b → a") }, "\(lines)")
    #expect(
      lines.last?.hasPrefix("4:30: error: images[1].imageName: no image gone.png") == true,
      "\(lines)")
  }

  @Test func aFIFONamedAsAnImageIsRefusedWithoutBlocking() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(mkfifo(folder.appendingPathComponent("fifo.png").path, 0o600) == 0)
    // Reading the FIFO would wait for a writer forever; the test would hang rather than fail.
    let assets = OnboardingCarouselAssets(folder: folder.path)
    guard case .failure(let problem) = assets.locate("fifo.png") else {
      Issue.record("a FIFO was taken for an image")
      return
    }
    #expect(problem.message == "fifo.png: it is a FIFO (named pipe), not a regular file")
    let specPath = folder.appendingPathComponent("spec.json").path
    try Data(
      #"{"baseImageURL": "", "pages": 1, "images": [{"key": "f", "imageName": "fifo.png"}]}"#
        .utf8
    ).write(to: URL(fileURLWithPath: specPath))
    let loaded = try OnboardingCarouselSpec.load(contentsOf: specPath, assets: nil)
    #expect(
      loaded.problems.map(\.description) == [
        "1:71: error: images[0].imageName: fifo.png: it is a FIFO (named pipe), not a regular file"
      ])
  }

  @Test func specsThatAreNotRegularFilesAreRefusedInWords() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("spec.json").path
    #expect(mkfifo(fifo, 0o600) == 0)
    for (path, reason) in [
      (fifo, "it is a FIFO (named pipe), not a regular file"),
      ("/dev/zero", "it is a character device, not a regular file"),
      (folder.path, "it is a directory, not a file"),
      (
        folder.path + "/none/spec.json",
        "no such file (the folder \(folder.path)/none does not exist)"
      ),
      ("/etc/hostname/spec.json", "no such file (/etc/hostname is a file, not a folder)"),
    ] {
      #expect(throws: SourceFile.Failure(reason: reason)) {
        _ = try OnboardingCarouselSpec.load(contentsOf: path, assets: nil)
      }
    }
  }
}
