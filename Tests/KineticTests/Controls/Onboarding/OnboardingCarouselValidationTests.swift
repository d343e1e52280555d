import Foundation
import Kinetic
import Testing

/// A spec with `images` and `elements` spliced in.
private func spec(images: String = "", elements: String = "", extra: String = "") -> String {
  """
  {"baseImageURL": "", "pages": 3, \(extra)
   "images": [\(images)], "elements": [\(elements)]}
  """
}

struct OnboardingCarouselValidationTests {
  @Test(arguments: [
    ("{\"pages\": 2,", "expected"),
    (#"[1, 2]"#, "1:1: error: expected an object, found an array"),
    (#"{"pages": -1}"#, "error: pages: expected a count of 0 or more"),
    (#"{"pages": 1e9}"#, "error: pages: expected a number from -10000 to 10000"),
    (#"{"pages": 1e400}"#, "is too large"),
    (#"{"pages": "many"}"#, "error: pages: expected a number, found a string"),
    (#"{"pages": 2.7}"#, "warning: pages: not a whole number; read as 2"),
    (#"{"pages": -2.5}"#, "error: pages: expected a count of 0 or more, found -2.5"),
    (#"{"pages": 2, "scrollScale": 123.456}"#, "from -100 to 100, found 123.456"),
    (#"{"pages": 2, "scrollScale": 1.5e300}"#, "from -100 to 100, found 1.5e+300"),
    (#"{"pages": 2, "scrollScale": "0x1p-1"}"#, "expected a number, found a string"),
    (#"{"pages": 2, "colour": "red"}"#, "warning: colour: unknown key, ignored"),
    // Each object's unknown key names every key it may have, in order, between commas.
    (
      #"{"pages": 2, "colour": "red"}"#,
      "unknown key, ignored; expected one of version, baseImageURL, pages, parallaxBackground, "
        + "floatingImages, motionImages, motionEnabled, showSkip, showPageControl, scrollScale, "
        + "pageTexts, pageText, images, elements, rightToLeft, autoAdvance"
    ),
    (
      spec(images: #"{"key": "a", "imageName": "a.png", "tint": 1}"#),
      "warning: images[0].tint: unknown key, ignored; expected one of key, imageName, "
        + "anchorPoint, relativeKey, relativePosition, addImmediately"
    ),
    (
      spec(elements: #"{"tint": 1}"#),
      "warning: elements[0].tint: unknown key, ignored; expected one of key, views, "
        + "customSubviews, superview, startScale, appearScale, endScale, startPosition, "
        + "appearPosition, endPosition, duration, delay, springDamping, springVelocity, "
        + "appearanceDelay, disappearanceMultiplier, item, appear, disappear, dragDisappear, "
        + "remove, insertIndex, customAppearAnimation, customDisappearAnimation, startRotation, "
        + "appearRotation, endRotation, startOpacity, appearOpacity, endOpacity, curve, spring, "
        + "dragCurve"
    ),
    (#"{"pages": 2, "version": 3}"#, "error: version: unsupported version"),
    (
      #"{"pages": 2, "rightToLeft": true}"#,
      "warning: rightToLeft: \"rightToLeft\" needs \"version\": 2"
    ),
    (#"{"pages": 2, "scrollScale": null}"#, "error: scrollScale: expected a number, found null"),
    (
      #"{"pages": 2, "pageText": {"0": "Hi"}}"#,
      "warning: pageText: \"pageText\" (from SlidingCarousel's README)"
    ),
    (
      #"{"pages": 2, "showPageControl": true, "pageTexts": {"5": "Hi"}}"#,
      "warning: pageTexts.5: no page 5"
    ),
  ])
  func rootProblemsAreLocated(json: String, expected: String) {
    let found = specProblems(json)
    #expect(found.contains { $0.contains(expected) }, "\(found)")
  }

  /// A flag written as a string reads as SlidingCarousel's `boolValue` read it: yes when its
  /// first character is Y, y, T, t or a digit from 1 to 9 alone, with a warning.
  @Test(arguments: [
    ("Yes", true), ("y", true), ("TRUE", true), ("t", true), ("1", true), ("9 lives", true),
    ("no", false), ("false", false), ("0", false), ("", false), (" yes", false), ("Ÿ", false),
    ("1\u{0301}", false), ("Y\u{200D}", false), ("🎈", false),
  ])
  func aFlagWrittenAsAStringReadsAsTheOriginalDid(text: String, expected: Bool) throws {
    let json = "{\"pages\": 1, \"showSkip\": \"\(text)\"}"
    let (spec, warnings) = try OnboardingCarouselSpec.decode(Array(json.utf8))
    #expect(spec.showSkip == expected, "\(text.unicodeScalars.map(\.value))")
    #expect(warnings.all.contains { $0.message.hasPrefix("a flag written as a string") })
  }

  @Test func aNumberWrittenAsAStringIsReadBetweenSpacesAndTabs() throws {
    let json = "{\"pages\": \" 3\\t\", \"scrollScale\": \"\u{00A0}0.25\u{3000}\"}"
    let (spec, warnings) = try OnboardingCarouselSpec.decode(Array(json.utf8))
    #expect(spec.pages == 3)
    #expect(spec.scrollScale == 0.25)
    #expect(warnings.all.filter { $0.message.hasPrefix("a number written as a string") }.count == 2)
    // A combining mark after the digits is not a space: the string is not a number.
    #expect(
      specProblems("{\"pages\": \"3\u{0301}\"}").contains {
        $0.contains("expected a number, found a string")
      })
  }

  @Test(arguments: [
    (spec(images: #"{"imageName": "a.png"}"#), "error: images[0]: missing \"key\""),
    (spec(images: #"{"key": "a"}"#), "error: images[0]: missing \"imageName\""),
    (
      spec(images: #"{"key": "a", "imageName": "a.png", "anchorPoint": [0.5]}"#),
      "warning: images[0].anchorPoint: expected [x, y]; SlidingCarousel used (0, 0)"
    ),
    (
      spec(
        images:
          #"{"key": "a", "imageName": "a.png", "relativePosition": [0, 0], "relativeKey": "b"}"#),
      "error: images[0].relativeKey: no image \"b\""
    ),
    (
      spec(
        images:
          #"{"key": "a", "imageName": "a.png", "relativePosition": [0, 0], "relativeKey": "b"},"#
          + #"{"key": "b", "imageName": "b.png"}"#),
      "error: images[0].relativeKey: \"b\" is defined later"
    ),
    (
      spec(
        images:
          #"{"key": "a", "imageName": "a.png", "relativePosition": [0, 0], "relativeKey": "a"}"#),
      "error: images[0].relativeKey: an image cannot be placed relative to itself"
    ),
    (
      spec(
        images:
          #"{"key": "a", "imageName": "a.png", "relativePosition": [0, 0], "relativeKey": "b"},"#
          + #"{"key": "b", "imageName": "b.png", "relativePosition": [0, 0], "relativeKey": "a"}"#),
      "a cycle of relative keys: a → b → a"
    ),
    (
      spec(images: #"{"key": "a", "imageName": "a.png", "relativePosition": [1e999, 0]}"#),
      "is too large"
    ),
    (
      spec(extra: #""parallaxBackground": ["sky"],"#),
      "error: parallaxBackground[0]: no image \"sky\""
    ),
    (spec(elements: #"{"views": ["ghost"]}"#), "error: elements[0].views[0]: no image \"ghost\""),
    // An entry that is not an object leaves the elements after it beside their own entries.
    (
      spec(elements: #"1, {"views": ["ghost"]}"#),
      "error: elements[1].views[0]: no image \"ghost\""
    ),
    (
      spec(elements: #""a", {"superview": "ghost"}"#),
      "error: elements[1].superview: no image \"ghost\" to insert into"
    ),
    (spec(elements: #"{"views": ["skip"]}"#), "\"skip\" exists only with \"showSkip\""),
    (
      spec(
        images: #"{"key": "a", "imageName": "a.png"}"#,
        elements: #"{"views": ["a"], "superview": "a"}"#),
      "error: elements[0].superview: an element cannot be inserted into its own view"
    ),
    (spec(elements: #"{"item": [7]}"#), "warning: elements[0].item[0]: no transition 7"),
    (
      spec(elements: #"{"appear": [1.5]}"#),
      "error: elements[0].appear[0]: expected a whole page index"
    ),
    (spec(elements: #"{"item": 2}"#), "error: elements[0].item: expected an array, found a number"),
    (
      spec(elements: #"{"appearanceDelay": 0.6}"#),
      "warning: elements[0].appearanceDelay: SlidingCarousel stops this element short"
    ),
    (
      spec(elements: #"{"startRotation": 45}"#),
      "warning: elements[0].startRotation: \"startRotation\" needs \"version\": 2"
    ),
    (spec(elements: #"{"wobble": 1}"#), "warning: elements[0].wobble: unknown key"),
    (
      #"{"version": 2, "pages": 1, "elements": [{"curve": "bouncy"}]}"#,
      "error: elements[0].curve: unknown curve"
    ),
    (
      #"{"version": 2, "pages": 1, "elements": [{"spring": [0.5, 2]}]}"#,
      "error: elements[0].spring: expected a duration from 0 to 60 seconds and a bounce"
    ),
  ])
  func imageAndElementProblemsAreLocated(json: String, expected: String) {
    let found = specProblems(json)
    #expect(found.contains { $0.contains(expected) }, "\(found)")
  }

  /// A key written twice in an element or in the page texts is read as JSON readers read it
  /// (SlidingCarousel's among them): the last value is used, and the one before, however wrong,
  /// is only warned about.
  @Test func aKeyWrittenAgainReplacesTheValueBefore() throws {
    let json = spec(
      images: #"{"key": "a", "imageName": "a.png"}"#,
      elements: #"{"views": ["a"], "duration": "soon", "views": "a", "duration": 0.5}"#,
      extra: #""showPageControl": true, "pageTexts": {"0": 5, "0": "Hi", "1": "Bye"},"#)
    let (decoded, warnings) = try OnboardingCarouselSpec.decode(Array(json.utf8))
    #expect(decoded.elements.first?.duration == 0.5)
    #expect(decoded.elements.first?.views == ["a"])
    #expect(decoded.pageTexts == [0: "Hi", 1: "Bye"])
    let messages = warnings.all.map(\.description)
    #expect(messages.filter { $0.contains("appears again") }.count == 3, "\(messages)")
  }

  @Test func everyProblemIsReportedAtOnce() {
    let found = specProblems(
      #"{"pages": -2, "scrollScale": "x", "images": [{"key": 1}], "elements": [{"views": [3]}]}"#)
    #expect(found.filter { $0.contains("error") }.count >= 4, "\(found)")
  }

  @Test func aHostileFileIsRefusedByItsSize() {
    let many = String(
      repeating: #"{"views": []},"#, count: OnboardingCarouselSpec.Limits.elements + 1)
    let found = specProblems(#"{"pages": 1, "elements": [\#(many)]}"#)
    #expect(found.contains { $0.contains("expected at most 100000 elements") })
  }

  @Test func imagePathsMayNotLeaveTheAssetFolder() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kinetic-assets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // A 2×4-pixel PNG at 2 pixels a point, written byte by byte.
    try Data(PNGBytes.file(width: 2, height: 4)).write(
      to: folder.appendingPathComponent("dot@2x.png"))
    try Data("not a png".utf8).write(to: folder.appendingPathComponent("fake.png"))
    let assets = OnboardingCarouselAssets(folder: folder.path)
    let found = try assets.locate("dot.png").get()
    #expect(found.size == Size(width: 1, height: 2))
    #expect(found.scale == 2)
    for (name, message) in [
      ("../secret.png", "\"..\" is refused"), ("/etc/passwd", "absolute paths are refused"),
      ("https://example.com/a.png", "remote images are not fetched"),
      ("missing.png", "no image missing.png"), ("fake.png", "fake.png is not a PNG image"),
    ] {
      guard case .failure(let problem) = assets.locate(name) else {
        Issue.record("\(name) was accepted")
        continue
      }
      #expect(problem.message.contains(message), "\(problem.message)")
    }
    // A link that points out of the folder is refused too.
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("link.png"),
      withDestinationURL: URL(fileURLWithPath: "/etc/hostname"))
    guard case .failure(let problem) = assets.locate("link.png") else {
      Issue.record("a link out of the folder was followed")
      return
    }
    #expect(problem.message.contains("leads outside the asset folder"))
  }
}

struct OnboardingCarouselSchemaTests {
  /// The published schema, docs/onboarding.schema.json.
  private static let schemaURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("docs/onboarding.schema.json")

  @Test func thePublishedSchemaNamesEveryKeyTheDecoderReads() throws {
    let root = try JSONParser().parse([UInt8](try Data(contentsOf: Self.schemaURL)))
    func names(_ value: JSONValue?) -> Set<String> {
      guard let value, case .object(let members) = value.kind else { return [] }
      return Set(members.map(\.key))
    }
    let known = OnboardingCarouselSpec.knownKeys
    #expect(names(root["properties"]) == Set(known.root))
    #expect(names(root["$defs"]?["image"]?["properties"]) == Set(known.image))
    #expect(names(root["$defs"]?["element"]?["properties"]) == Set(known.element))
  }

  /// The decoder finds an element's key by its place in the list of names: each case must sit
  /// where its name does, or a key would be read as another.
  @Test func everyElementKeyCaseSitsWhereItsNameDoes() {
    let names = OnboardingCarouselSpec.knownKeys.element
    #expect(OnboardingCarouselSpec.ElementKey.allCases.map { "\($0)" } == names)
    for (index, name) in names.enumerated() {
      #expect(OnboardingCarouselSpec.ElementKey(name)?.rawValue == index)
    }
    #expect(OnboardingCarouselSpec.ElementKey("Key") == nil)
    let kinetics = OnboardingCarouselSpec.ElementKey.allCases.filter(\.needsVersion2)
    #expect(
      kinetics.map { "\($0)" } == [
        "startRotation", "appearRotation", "endRotation", "startOpacity", "appearOpacity",
        "endOpacity", "curve", "spring", "dragCurve",
      ])
  }
}
