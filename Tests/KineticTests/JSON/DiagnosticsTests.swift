import Foundation
import Kinetic
import Testing

struct DiagnosticsTests {
  @Test func oneHundredThousandRepeatedKeysGiveAShortList() throws {
    // 1.4 MB of `"pages": 1,` repeated: 100,000 warnings found, the first 100 listed.
    let json = "{" + String(repeating: #""pages": 1, "#, count: 100_001) + "}"
    let (_, warnings) = try OnboardingCarouselSpec.decode(Array(json.utf8))
    #expect(warnings.all.count == Diagnostics.maximumListed)
    #expect(warnings.warningCount == 100_000)
    let lines = warnings.inFileOrder.map(\.description)
    #expect(lines.count == 101)
    #expect(
      lines.last
        == "1:1223: warning: … and 99900 more problems (99900 warnings) not listed: only the "
        + "first 100 are")
    #expect(lines.joined(separator: "\n").utf8.count < 20_000)
  }

  @Test func anErrorFoundAfterTheListIsFullIsStillListed() throws {
    // The warnings come first (repeated keys are found before the rest is read), then the error.
    let json =
      #"{"pages": "many", "# + String(repeating: #""showSkip": true, "#, count: 200) + "}"
    let problems = specProblems(json)
    #expect(problems.count == 100)
    #expect(problems.contains("1:11: error: pages: expected a number, found a string"))
    var diagnostics = Diagnostics()
    for _ in 0..<150 {
      diagnostics.warning("w", at: JSONValue(.null, at: .init(line: 1, column: 1)), path: .root)
    }
    diagnostics.error("e", at: SourceLocation(line: 9, column: 9), path: .root)
    #expect(diagnostics.hasErrors)
    #expect(diagnostics.all.last?.severity == .error)
    #expect(diagnostics.errorCount == 1 && diagnostics.warningCount == 150)
    #expect(
      diagnostics.omissions?.message.hasPrefix("… and 51 more problems (51 warnings)") == true)
  }

  @Test func whatALoadReturnsIsCappedWithTheCountLast() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("kinetic-diagnostics-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("spec.json").path
    let json = "{" + String(repeating: #""pages": 1, "#, count: 100_001) + "}"
    try Data(json.utf8).write(to: URL(fileURLWithPath: path))
    let loaded = try OnboardingCarouselSpec.load(contentsOf: path, assets: nil)
    #expect(!loaded.hasErrors)
    #expect(loaded.problems.count == 101)
    #expect(loaded.warningCount == 100_000)
    #expect(loaded.problems.last?.message.hasPrefix("… and 99900 more problems") == true)
  }
}
