extension OnboardingCarouselSpec {
  /// Limits that keep a hostile file from exhausting memory or time.
  package enum Limits {
    /// The most pages.
    package static let pages = 10_000
    /// The most images.
    package static let images = 20_000
    /// The most elements.
    package static let elements = 100_000
    /// The most entries in one list (an element's pages, a view list, a background list).
    package static let listEntries = 10_000
    /// The longest string, in characters (object keys included: see ``JSONParser/Limits``).
    package static let stringLength = TextLimits.stringCharacters
  }

  /// The keys a spec's root, its images and its elements may have, for documentation and the
  /// published JSON Schema.
  package static var knownKeys: (root: [String], image: [String], element: [String]) {
    (rootKeys, imageKeys, elementKeys)
  }

  private static let rootKeys = [
    "version", "baseImageURL", "pages", "parallaxBackground", "floatingImages", "motionImages",
    "motionEnabled", "showSkip", "showPageControl", "scrollScale", "pageTexts", "pageText",
    "images", "elements", "rightToLeft", "autoAdvance",
  ]
  private static let imageKeys = [
    "key", "imageName", "anchorPoint", "relativeKey", "relativePosition", "addImmediately",
  ]
  /// A key a spec's root may have: one case per name in `rootKeys`, in the same order.
  private enum RootKey: Int, CaseIterable {
    case version, baseImageURL, pages, parallaxBackground, floatingImages, motionImages
    case motionEnabled, showSkip, showPageControl, scrollScale, pageTexts, pageText
    case images, elements, rightToLeft, autoAdvance

    /// The keys after the version, in the order they are read.
    static let readingOrder: [RootKey] = [
      .baseImageURL, .pages, .parallaxBackground, .floatingImages, .motionImages,
      .motionEnabled, .showSkip, .showPageControl, .scrollScale, .rightToLeft, .autoAdvance,
      .pageTexts, .pageText, .images, .elements,
    ]

    /// The key named `name`, compared byte for byte, or `nil` for a key a root does not have.
    init?(_ name: String) {
      guard let index = rootKeys.firstIndex(where: { $0.hasSameUTF8(as: name) }) else {
        return nil
      }
      self.init(rawValue: index)
    }

    /// The key as written.
    var text: String { rootKeys[rawValue] }

    /// The keys Kinetic added: a file needs `"version": 2` for them.
    var needsVersion2: Bool { rawValue >= Self.rightToLeft.rawValue }
  }

  /// An element's keys, in ``ElementKey``'s order.
  fileprivate static let elementKeys = [
    "key", "views", "customSubviews", "superview", "startScale", "appearScale", "endScale",
    "startPosition", "appearPosition", "endPosition", "duration", "delay", "springDamping",
    "springVelocity", "appearanceDelay", "disappearanceMultiplier", "item", "appear", "disappear",
    "dragDisappear", "remove", "insertIndex", "customAppearAnimation", "customDisappearAnimation",
    "startRotation", "appearRotation", "endRotation", "startOpacity", "appearOpacity",
    "endOpacity", "curve", "spring", "dragCurve",
  ]

  /// A key an element may have: one case per name in `elementKeys`, in the same order, so that
  /// a key is found by one search of that list rather than compared with every name in turn.
  package enum ElementKey: Int, CaseIterable, Sendable {
    case key, views, customSubviews, superview, startScale, appearScale, endScale
    case startPosition, appearPosition, endPosition, duration, delay, springDamping
    case springVelocity, appearanceDelay, disappearanceMultiplier, item, appear, disappear
    case dragDisappear, remove, insertIndex, customAppearAnimation, customDisappearAnimation
    case startRotation, appearRotation, endRotation, startOpacity, appearOpacity
    case endOpacity, curve, spring, dragCurve

    /// The key named `name`, compared byte for byte, or `nil` for a key elements do not have.
    package init?(_ name: String) {
      guard let index = elementKeys.firstIndex(where: { $0.hasSameUTF8(as: name) }) else {
        return nil
      }
      self.init(rawValue: index)
    }

    /// The keys Kinetic added (rotation, opacity, curves, springs): a file needs
    /// `"version": 2` for them, and a SlidingCarousel file ignores them.
    package var needsVersion2: Bool { rawValue >= Self.startRotation.rawValue }
  }

  /// Reads a spec, reporting every problem at once; warnings (unknown keys, values the original
  /// ignored or mishandled) come with the result.
  ///
  /// - Throws: ``Diagnostics`` when the spec cannot be shown.
  public static func decode(_ bytes: [UInt8]) throws(Diagnostics) -> (
    spec: OnboardingCarouselSpec, warnings: Diagnostics
  ) {
    var problems = Diagnostics()
    let root: JSONValue
    do {
      root = try JSONParser().parse(bytes)
    } catch {
      problems.error(DiagnosticMessage(error.message), at: error.location, path: .root)
      throw problems
    }
    let spec = decode(root, &problems)
    guard !problems.hasErrors else { throw problems }
    return (spec, problems)
  }

  /// Reads a parsed spec, recording every problem.
  package static func decode(_ root: JSONValue, _ problems: inout Diagnostics)
    -> OnboardingCarouselSpec
  {
    var spec = OnboardingCarouselSpec()
    problems.warnAboutDuplicateKeys(in: root)
    guard let members = root.members(.root, &problems) else { return spec }
    var reader = Reader(problems: problems)
    defer { problems = reader.problems }

    if let value = root["version"] {
      let path = JSONPath.root.appending("version")
      if let number = value.number(path, &reader.problems) {
        if let whole = Int(exactly: number), let version = Version(rawValue: whole) {
          spec.version = version
        } else {
          reader.problems.error(
            "unsupported version; expected 2 (or no version for a SlidingCarousel file)",
            at: value, path: path)
        }
      }
    }
    let isKinetic = spec.version == .kinetic
    for (key, value) in members {
      guard let name = RootKey(key) else {
        reader.problems.warning(
          "unknown key, ignored; expected one of \(rootKeys, separator: ", ")", at: value,
          path: JSONPath.root.appending(key))
        continue
      }
      if name.needsVersion2, !isKinetic {
        reader.problems.warning(
          "\(quoted: key) needs \"version\": 2; a SlidingCarousel file ignores it",
          at: value, path: JSONPath.root.appending(key))
      }
    }
    // One pass over the keys in the order their values depend on one another (the page texts on
    // the page count), each read where the file writes it last.
    for name in RootKey.readingOrder {
      let path = JSONPath.root.appending(name.text)
      guard let value = root[name.text] else {
        if name == .baseImageURL, root["images"] != nil {
          reader.problems.warning(
            "missing \"baseImageURL\": no image can load (SlidingCarousel showed them all as "
              + "0×0); use \"\" for no prefix", at: root, path: .root)
        } else if name == .pages {
          reader.problems.warning(
            "missing \"pages\": the carousel has no pages", at: root, path: .root)
        }
        continue
      }
      if name.needsVersion2, !isKinetic { continue }
      switch name {
      case .version: break
      case .baseImageURL: spec.baseImageURL = reader.string(value, path)
      case .pages: spec.pages = reader.count(value, path, limit: Limits.pages) ?? spec.pages
      case .parallaxBackground: spec.parallaxBackground = reader.keys(value, path) ?? []
      case .floatingImages: spec.floatingImages = reader.keys(value, path) ?? []
      case .motionImages: spec.motionImages = reader.keys(value, path) ?? []
      case .motionEnabled: spec.motionEnabled = reader.flag(value, path)
      case .showSkip: spec.showSkip = reader.flag(value, path)
      case .showPageControl: spec.showPageControl = reader.flag(value, path)
      case .scrollScale: spec.scrollScale = reader.number(value, path, in: -100...100) ?? 0.45
      case .rightToLeft: spec.isRightToLeft = reader.flag(value, path)
      case .autoAdvance: spec.autoAdvance = reader.number(value, path, in: 0.5...3600)
      // The original read "pageTexts"; its README said "pageText". Both are accepted.
      case .pageTexts: spec.pageTexts = reader.pageTexts(value, path, pages: spec.pages)
      case .pageText:
        if root["pageTexts"] != nil {
          reader.problems.warning(
            "both \"pageTexts\" and \"pageText\": \"pageTexts\" is used", at: value, path: path)
        } else {
          reader.problems.warning(
            "\"pageText\" (from SlidingCarousel's README) is read as \"pageTexts\", the key its "
              + "code used", at: value, path: path)
          spec.pageTexts = reader.pageTexts(value, path, pages: spec.pages)
        }
      case .images: spec.images = reader.images(value, path)
      case .elements: spec.elements = reader.elements(value, path, isKinetic: isKinetic)
      }
    }
    reader.checkReferences(spec, root: root)
    return spec
  }
}

/// Reads values with SlidingCarousel's leniency where its files relied on it, recording what is
/// wrong or dubious.
///
/// Its readers of values are not inlined: the decoder calls each from dozens of places, and one
/// copy of each keeps the web module small.
private struct Reader {
  var problems: Diagnostics

  // MARK: Scalars

  /// A number, or an error recorded.
  ///
  /// A numeric string is read as the original did (with a warning); non-finite and out-of-range
  /// numbers are errors.
  @inline(never)
  mutating func number(_ value: JSONValue, _ path: JSONPath, in range: ClosedRange<Double>)
    -> Double?
  {
    var number: Double?
    switch value.kind {
    case .number(let n): number = n
    case .string(let text):
      if let parsed = DecimalNumber.parse(text.trimmingSpaces), parsed.isFinite {
        problems.warning(
          "a number written as a string; SlidingCarousel read it as a number, write \(Diagnostic.excerpt(text))",
          at: value, path: path)
        number = parsed
      }
    default: break
    }
    guard let number else {
      problems.error("expected a number, found \(value.typeDescription)", at: value, path: path)
      return nil
    }
    guard number.isFinite, range.contains(number) else {
      problems.error(
        "expected a number from \(range.lowerBound) to \(range.upperBound), found \(number)",
        at: value, path: path)
      return nil
    }
    return number
  }

  /// A whole count from 0 to `limit`; fractions are truncated as the original did (warned).
  @inline(never)
  mutating func count(_ value: JSONValue, _ path: JSONPath, limit: Int) -> Int? {
    guard let number = number(value, path, in: -Double(limit)...Double(limit)) else { return nil }
    guard number >= 0 else {
      problems.error(
        "expected a count of 0 or more, found \(number)", at: value, path: path)
      return nil
    }
    if number != number.rounded(.towardZero) {
      problems.warning(
        "not a whole number; read as \(Int(number)), as SlidingCarousel did", at: value, path: path)
    }
    return Int(number)
  }

  /// A yes/no flag, read as the original's `boolValue`: true, a non-zero number, or a string
  /// starting with Y, T or 1–9.
  @inline(never)
  mutating func flag(_ value: JSONValue, _ path: JSONPath) -> Bool {
    switch value.kind {
    case .bool(let flag): return flag
    case .number(let number): return number.isFinite && number != 0
    case .string(let text):
      problems.warning(
        "a flag written as a string; write true or false", at: value, path: path)
      // The first character, when it is one of these scalars alone (a digit with a combining
      // mark is another character): its first byte is one of them and the character one byte.
      guard let first = text.utf8.first, "YyTt123456789".utf8.contains(first) else { return false }
      return text.utf8.distance(from: text.startIndex, to: text.index(after: text.startIndex)) == 1
    case .null:
      return false
    default:
      problems.error(
        "expected true or false, found \(value.typeDescription)", at: value, path: path)
      return false
    }
  }

  /// A string of at most ``OnboardingCarouselSpec/Limits/stringLength`` characters, limited in Unicode
  /// scalars too (see ``TextLimits``), since page texts are laid out.
  ///
  /// Not inlined: one copy serves the reader's dozen callers.
  @inline(never)
  mutating func string(_ value: JSONValue, _ path: JSONPath) -> String? {
    value.text(maximumCharacters: OnboardingCarouselSpec.Limits.stringLength, path, &problems)
  }

  /// `[x, y]`; the original took any other length as (0, 0), which is what happens (warned).
  @inline(never)
  mutating func point(_ value: JSONValue, _ path: JSONPath) -> Point? {
    guard let elements = value.elements(path, &problems) else { return nil }
    guard elements.count == 2 else {
      problems.warning(
        "expected [x, y]; SlidingCarousel used (0, 0) for \(elements.count) numbers, and so does "
          + "Kinetic", at: value, path: path)
      return .zero
    }
    guard let x = number(elements[0], path.appending(0), in: -1e6...1e6),
      let y = number(elements[1], path.appending(1), in: -1e6...1e6)
    else { return nil }
    return Point(x: x, y: y)
  }

  /// A list of image keys; `lone` accepts one key written as a string.
  @inline(never)
  mutating func keys(_ value: JSONValue, _ path: JSONPath, lone: Bool = false) -> [String]? {
    if lone, case .string = value.kind { return string(value, path).map { [$0] } }
    guard let elements = value.elements(path, &problems) else { return nil }
    guard elements.count <= OnboardingCarouselSpec.Limits.listEntries else {
      problems.error(
        "expected at most \(OnboardingCarouselSpec.Limits.listEntries) entries", at: value,
        path: path)
      return nil
    }
    return elements.enumerated().compactMap { index, element in
      string(element, path.appending(index))
    }
  }

  /// A list of page indices.
  @inline(never)
  mutating func indices(_ value: JSONValue, _ path: JSONPath) -> [Int] {
    guard let elements = value.elements(path, &problems) else { return [] }
    guard elements.count <= OnboardingCarouselSpec.Limits.listEntries else {
      problems.error(
        "expected at most \(OnboardingCarouselSpec.Limits.listEntries) entries", at: value,
        path: path)
      return []
    }
    return elements.enumerated().compactMap { index, element in
      guard let number = number(element, path.appending(index), in: -1e9...1e9) else { return nil }
      guard number == number.rounded() else {
        problems.error(
          "expected a whole page index, found \(number)", at: element,
          path: path.appending(index))
        return nil
      }
      return Int(number)
    }
  }

  // MARK: Sections

  /// An object's members as a lookup finds them: of a key written more than once only the last,
  /// as JSON readers (SlidingCarousel's among them) read it; the values before it are ignored, as
  /// the duplicate key's warning says, however wrong they are.
  @inline(never)
  private func lastOfEachKey(_ members: [(key: String, value: JSONValue)]) -> [(
    key: String, value: JSONValue
  )] {
    var last: [UTF8Key: Int] = [:]
    for (index, member) in members.enumerated() { last[UTF8Key(member.key)] = index }
    guard last.count < members.count else { return members }
    var kept: [(key: String, value: JSONValue)] = []
    for (index, member) in members.enumerated() where last[UTF8Key(member.key)] == index {
      kept.append(member)
    }
    return kept
  }

  mutating func pageTexts(_ value: JSONValue, _ path: JSONPath, pages: Int) -> [Int: String] {
    guard let members = value.members(path, &problems).map(lastOfEachKey) else { return [:] }
    var texts: [Int: String] = [:]
    for (key, text) in members {
      let textPath = path.appending(key)
      guard let index = Int(key), index >= 0 else {
        problems.warning(
          "page text keys are page numbers (\"0\", \"1\", …); ignored", at: text, path: textPath)
        continue
      }
      if index >= pages {
        problems.warning(
          "no page \(index) (the spec has \(pages) pages); ignored", at: text, path: textPath)
        continue
      }
      if let string = string(text, textPath) { texts[index] = string }
    }
    return texts
  }

  mutating func images(_ value: JSONValue, _ path: JSONPath) -> [OnboardingCarouselSpec.Image] {
    guard let elements = value.elements(path, &problems) else { return [] }
    guard elements.count <= OnboardingCarouselSpec.Limits.images else {
      problems.error(
        "expected at most \(OnboardingCarouselSpec.Limits.images) images, found \(elements.count)",
        at: value, path: path)
      return []
    }
    var images: [OnboardingCarouselSpec.Image] = []
    // The entry where each key was read.
    var seen: [UTF8Key: Int] = [:]
    for (index, element) in elements.enumerated() {
      let imagePath = path.appending(index)
      guard let members = element.members(imagePath, &problems) else { continue }
      warnUnknown(members, known: Self.imageKeys, imagePath)
      guard let keyValue = element["key"] else {
        problems.error(
          "missing \"key\" (SlidingCarousel crashed here)", at: element, path: imagePath)
        continue
      }
      guard let nameValue = element["imageName"] else {
        problems.error(
          "missing \"imageName\" (SlidingCarousel crashed here)", at: element, path: imagePath)
        continue
      }
      guard let key = string(keyValue, imagePath.appending("key")),
        let name = string(nameValue, imagePath.appending("imageName"))
      else { continue }
      if seen.updateValue(index, forKey: UTF8Key(key)) != nil {
        problems.warning(
          "a second image \(quoted: key): it replaces the first, as in SlidingCarousel",
          at: keyValue,
          path: imagePath.appending("key"))
        images.removeAll { $0.key.hasSameUTF8(as: key) }
      }
      var image = OnboardingCarouselSpec.Image(key: key, imageName: name)
      if let value = element["anchorPoint"] {
        image.anchorPoint = point(value, imagePath.appending("anchorPoint")) ?? image.anchorPoint
      }
      if let value = element["relativePosition"] {
        image.relativePosition = point(value, imagePath.appending("relativePosition"))
      }
      if let value = element["relativeKey"] {
        image.relativeKey = string(value, imagePath.appending("relativeKey"))
        if element["relativePosition"] == nil {
          problems.warning(
            "\"relativeKey\" without \"relativePosition\" is ignored", at: value,
            path: imagePath.appending("relativeKey"))
        }
      }
      if let value = element["addImmediately"] {
        image.addImmediately = flag(value, imagePath.appending("addImmediately"))
      }
      images.append(image)
    }
    return images
  }

  private static let imageKeys = [
    "key", "imageName", "anchorPoint", "relativeKey", "relativePosition", "addImmediately",
  ]

  mutating func elements(_ value: JSONValue, _ path: JSONPath, isKinetic: Bool)
    -> [OnboardingCarouselSpec.Element]
  {
    guard let list = value.elements(path, &problems) else { return [] }
    guard list.count <= OnboardingCarouselSpec.Limits.elements else {
      problems.error(
        "expected at most \(OnboardingCarouselSpec.Limits.elements) elements, found \(list.count)",
        at: value, path: path)
      return []
    }
    var elements: [OnboardingCarouselSpec.Element] = []
    elements.reserveCapacity(list.count)
    for (index, item) in list.enumerated() {
      let elementPath = path.appending(index)
      // An entry that is not an object is an error, and an element with no keys takes its place,
      // so that each element stays beside its entry for the checks of what it refers to.
      let members = lastOfEachKey(item.members(elementPath, &problems) ?? [])
      elements.append(element(item, members, elementPath, isKinetic: isKinetic))
    }
    return elements
  }

  private mutating func element(
    _ item: JSONValue, _ members: [(key: String, value: JSONValue)], _ path: JSONPath,
    isKinetic: Bool
  ) -> OnboardingCarouselSpec.Element {
    var element = OnboardingCarouselSpec.Element()
    var springDamping = 1.0
    var springVelocity = 1.0
    for (key, value) in members {
      let at = path.appending(key)
      guard let name = OnboardingCarouselSpec.ElementKey(key) else {
        problems.warning(
          "unknown key, ignored; expected one of \(OnboardingCarouselSpec.elementKeys, separator: ", ")",
          at: value, path: at)
        continue
      }
      if name.needsVersion2, !isKinetic {
        problems.warning(
          "\(quoted: key) needs \"version\": 2; a SlidingCarousel file ignores it",
          at: value, path: at)
        continue
      }
      switch name {
      case .key: element.key = string(value, at)
      case .views: element.views = keys(value, at, lone: true) ?? []
      case .customSubviews: element.customSubview = string(value, at)
      case .superview: element.superview = string(value, at)
      case .startScale: element.startScale = number(value, at, in: -1000...1000) ?? 1
      case .appearScale: element.appearScale = number(value, at, in: -1000...1000) ?? 1
      case .endScale: element.endScale = number(value, at, in: -1000...1000) ?? 1
      case .startPosition: element.startPosition = point(value, at) ?? .zero
      case .appearPosition: element.appearPosition = point(value, at) ?? .zero
      case .endPosition: element.endPosition = point(value, at) ?? .zero
      case .duration: element.duration = number(value, at, in: 0...3600) ?? 0.2
      case .delay: element.delay = number(value, at, in: 0...3600) ?? 0
      case .springDamping: springDamping = number(value, at, in: 0.01...100) ?? 1
      case .springVelocity: springVelocity = number(value, at, in: -1000...1000) ?? 1
      case .appearanceDelay:
        element.appearanceDelay = number(value, at, in: -1000...1000) ?? 0
        if !isKinetic, element.appearanceDelay > 0.5, element.appearanceDelay < 1 {
          problems.warning(
            "SlidingCarousel stops this element short of its appear state (it divides by the "
              + "delay, not by what is left); Kinetic does the same for this file, or finishes "
              + "it with \"version\": 2", at: value, path: at)
        } else if element.appearanceDelay >= 1 {
          problems.warning("an appearance delay of 1 or more never appears", at: value, path: at)
        }
      case .disappearanceMultiplier:
        element.disappearanceMultiplier = number(value, at, in: -1000...1000) ?? 2
        if element.disappearanceMultiplier <= 0 {
          problems.warning("a multiplier of 0 or less never disappears", at: value, path: at)
        }
      case .item: element.item = indices(value, at)
      case .appear: element.appear = indices(value, at)
      case .disappear: element.disappear = indices(value, at)
      case .dragDisappear: element.dragDisappear = indices(value, at)
      case .remove: element.remove = flag(value, at)
      case .insertIndex:
        element.insertIndex = Int(number(value, at, in: -1...1_000_000) ?? -1)
      case .customAppearAnimation: element.customAppearAnimation = string(value, at)
      case .customDisappearAnimation: element.customDisappearAnimation = string(value, at)
      case .startRotation: element.startRotation = number(value, at, in: -36_000...36_000) ?? 0
      case .appearRotation: element.appearRotation = number(value, at, in: -36_000...36_000) ?? 0
      case .endRotation: element.endRotation = number(value, at, in: -36_000...36_000) ?? 0
      case .startOpacity: element.startOpacity = number(value, at, in: 0...1) ?? 1
      case .appearOpacity: element.appearOpacity = number(value, at, in: 0...1) ?? 1
      case .endOpacity: element.endOpacity = number(value, at, in: 0...1) ?? 1
      case .curve: element.timing = curve(value, at).map { .curve($0) } ?? element.timing
      case .dragCurve: element.dragCurve = curve(value, at) ?? .linear
      case .spring:
        if let (duration, bounce) = value.pair(at, &problems, expecting: "[duration, bounce]") {
          if duration > 0, duration <= 60, bounce > -1, bounce < 1 {
            element.timing = .spring(DampedSpring(duration: duration, bounce: bounce))
          } else {
            problems.error(
              "expected a duration from 0 to 60 seconds and a bounce between −1 and 1", at: value,
              path: at)
          }
        }
      }
    }
    if case .uiKitSpring = element.timing {
      element.timing = .uiKitSpring(damping: springDamping, velocity: springVelocity)
    }
    if element.views.count > 1, !isKinetic {
      problems.warning(
        "several views: SlidingCarousel wraps them in a clipping container the size of the first, "
          + "at (0, 0), and so does Kinetic for this file", at: item, path: path.appending("views"))
    }
    return element
  }

  /// An easing curve: a name or four control-point numbers.
  @inline(never)
  private mutating func curve(_ value: JSONValue, _ path: JSONPath) -> TimingCurve? {
    let named: [(name: UTF8Key, curve: TimingCurve)] = [
      ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
    ]
    if case .string(let name) = value.kind {
      guard let curve = named.first(where: { $0.name == UTF8Key(name) })?.curve else {
        problems.error(
          "unknown curve; expected linear, easeIn, easeOut, easeInOut or [x1, y1, x2, y2]",
          at: value, path: path)
        return nil
      }
      return curve
    }
    guard let numbers = value.elements(path, &problems) else { return nil }
    guard numbers.count == 4 else {
      problems.error("expected [x1, y1, x2, y2]", at: value, path: path)
      return nil
    }
    let values = numbers.enumerated().compactMap { index, number in
      self.number(number, path.appending(index), in: -10...10)
    }
    guard values.count == 4 else { return nil }
    guard (0...1).contains(values[0]), (0...1).contains(values[2]) else {
      problems.error("the curve's x values must lie from 0 to 1", at: value, path: path)
      return nil
    }
    return TimingCurve(
      Double(values[0]), Double(values[1]), Double(values[2]), Double(values[3]))
  }

  private mutating func warnUnknown(
    _ members: [(key: String, value: JSONValue)], known: [String], _ path: JSONPath
  ) {
    for (key, value) in members where !known.containsUTF8(key) {
      problems.warning(
        "unknown key, ignored; expected one of \(known, separator: ", ")", at: value,
        path: path.appending(key))
    }
  }

  // MARK: References

  /// Checks what refers to what: relative keys (unknown, later, itself, cycles), image keys in
  /// the lists and elements, page indices, and what must be registered in code.
  mutating func checkReferences(_ spec: OnboardingCarouselSpec, root: JSONValue) {
    var defined: [UTF8Key: Int] = [:]
    for (index, image) in spec.images.enumerated() where defined[UTF8Key(image.key)] == nil {
      defined[UTF8Key(image.key)] = index
    }
    // The built-in views a list may name: Skip, when it is shown.
    func isBuiltIn(_ name: String) -> Bool { spec.showSkip && name.hasSameUTF8(as: "skip") }
    // Where each key's (last) entry sits in the file, for locating messages.
    var entries: [JSONValue] = []
    var fileIndex: [UTF8Key: Int] = [:]
    if let images = root["images"], case .array(let list) = images.kind {
      entries = list
      for (index, entry) in list.enumerated() {
        if case .string(let key) = entry["key"]?.kind { fileIndex[UTF8Key(key)] = index }
      }
    }
    // Relative keys must name an earlier image: SlidingCarousel placed anything else at (0, 0).
    for (index, image) in spec.images.enumerated() {
      guard let relative = image.relativeKey, image.relativePosition != nil else { continue }
      let entry = fileIndex[UTF8Key(image.key)]
      let path = JSONPath.root.appending("images").appending(entry ?? index).appending(
        "relativeKey")
      let at = entry.flatMap { entries[$0]["relativeKey"] } ?? root
      if relative.hasSameUTF8(as: image.key) {
        problems.error("an image cannot be placed relative to itself", at: at, path: path)
      } else if let target = defined[UTF8Key(relative)] {
        if target > index {
          let cycle = cycleThrough(image.key, in: spec.images)
          problems.error(
            cycle.map { "a cycle of relative keys: \($0, separator: " → ")" }
              ?? "\(quoted: relative) is defined later; SlidingCarousel placed this image at (0, 0)",
            at: at, path: path)
        }
      } else {
        problems.error(
          "no image \(quoted: relative); SlidingCarousel placed this image at (0, 0)",
          at: at,
          path: path)
      }
    }
    for key in ["parallaxBackground", "floatingImages", "motionImages"] {
      guard let list = root[key], case .array(let entries) = list.kind else { continue }
      for (index, entry) in entries.enumerated() {
        guard case .string(let name) = entry.kind, defined[UTF8Key(name)] == nil else { continue }
        let crash =
          key.hasSameUTF8(as: "parallaxBackground") ? " (SlidingCarousel crashed here)" : ""
        problems.error(
          "no image \(quoted: name)\(crash)", at: entry,
          path: JSONPath.root.appending(key).appending(index))
      }
    }
    guard let elementsValue = root["elements"], case .array(let items) = elementsValue.kind else {
      return
    }
    for (index, element) in spec.elements.enumerated() where index < items.count {
      let item = items[index]
      let path = JSONPath.root.appending("elements").appending(index)
      // A view an element names must be an image, or Skip when it is shown.
      func checkView(_ entry: JSONValue, _ entryPath: JSONPath) {
        guard case .string(let name) = entry.kind, defined[UTF8Key(name)] == nil,
          !isBuiltIn(name)
        else { return }
        problems.error(
          name.hasSameUTF8(as: "skip")
            ? "\"skip\" exists only with \"showSkip\"" : "no image \(quoted: name)",
          at: entry, path: entryPath)
      }
      if let views = item["views"] {
        switch views.kind {
        case .array(let list):
          for (viewIndex, entry) in list.enumerated() {
            checkView(entry, path.appending("views").appending(viewIndex))
          }
        // One key may stand alone, as a string.
        case .string: checkView(views, path.appending("views"))
        default: break
        }
      }
      if let superview = element.superview, defined[UTF8Key(superview)] == nil,
        !isBuiltIn(superview)
      {
        problems.error(
          "no image \(quoted: superview) to insert into", at: item["superview"] ?? item,
          path: path.appending("superview"))
      }
      if let superview = element.superview, element.views.containsUTF8(superview) {
        problems.error(
          "an element cannot be inserted into its own view (SlidingCarousel crashed here)",
          at: item["superview"] ?? item, path: path.appending("superview"))
      }
      // Transitions name pages from 0 to the page count.
      func checkPages(_ name: String, _ list: [Int]) {
        for (entryIndex, page) in list.enumerated() {
          var at = item
          if case .array(let entries) = item[name]?.kind, entryIndex < entries.count {
            at = entries[entryIndex]
          }
          let entryPath = path.appending(name).appending(entryIndex)
          if page < 0 || page > spec.pages {
            problems.warning(
              "no transition \(page): transitions run from 0 to the page count (\(spec.pages)); "
                + "this never fires", at: at, path: entryPath)
          } else if page == 0, !name.hasSameUTF8(as: "item") {
            // Appear, disappear and drag disappear run on a drag into their page.
            problems.warning(
              "a drag never leads into page 0, so this never fires", at: at, path: entryPath)
          }
        }
      }
      checkPages("item", element.item)
      checkPages("appear", element.appear)
      checkPages("disappear", element.disappear)
      checkPages("dragDisappear", element.dragDisappear)
      // What the app registers in code.
      func checkRegistered(_ key: String, _ name: String?) {
        guard let name else { return }
        problems.warning(
          "\(quoted: name) must be registered in code by the app; without it this is skipped",
          at: item[key] ?? item, path: path.appending(key))
      }
      checkRegistered("customSubviews", element.customSubview)
      checkRegistered("customAppearAnimation", element.customAppearAnimation)
      checkRegistered("customDisappearAnimation", element.customDisappearAnimation)
    }
    if !spec.pageTexts.isEmpty, !spec.showPageControl {
      problems.warning(
        "page texts without \"showPageControl\": SlidingCarousel showed no texts and crashed on the "
          + "first page; Kinetic shows them", at: root["pageTexts"] ?? root,
        path: JSONPath.root.appending("pageTexts"))
    }
  }

  /// The keys of a cycle of relative keys that starts at `key`, if there is one.
  private func cycleThrough(_ key: String, in images: [OnboardingCarouselSpec.Image]) -> [String]? {
    // The (last) image placed relative to another, by key.
    var byKey: [UTF8Key: Int] = [:]
    for (index, image) in images.enumerated() where image.relativePosition != nil {
      if image.relativeKey != nil { byKey[UTF8Key(image.key)] = index }
    }
    var chain = [key]
    var current = key
    while let index = byKey[UTF8Key(current)], let next = images[index].relativeKey,
      chain.count <= images.count
    {
      if next.hasSameUTF8(as: key) { return chain + [key] }
      if chain.containsUTF8(next) { return nil }
      chain.append(next)
      current = next
    }
    return nil
  }
}

extension String {
  /// The text without the spaces and tabs at either end (Foundation's `.whitespaces`: tabs and
  /// Unicode's space separators, not line breaks), as UTF-8.
  ///
  /// Trimmed by scalars, not characters: a space that a combining mark follows leaves the mark
  /// behind, which no number starts with, so what reads as a number is the same.
  fileprivate var trimmingSpaces: ArraySlice<UInt8> {
    // Unicode's space separators (general category Zs) by value, so that no table of every
    // scalar's category is linked in (the web build's size).
    func isSpace(_ scalar: Unicode.Scalar) -> Bool {
      switch scalar.value {
      case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x202F, 0x205F, 0x3000: true
      default: false
      }
    }
    let scalars = Array(unicodeScalars)
    let start = scalars.firstIndex { !isSpace($0) } ?? scalars.endIndex
    let end = scalars.lastIndex { !isSpace($0) }.map { $0 + 1 } ?? start
    var bytes: [UInt8] = []
    for scalar in scalars[start..<end] { UTF8.encode(scalar) { bytes.append($0) } }
    return bytes[...]
  }
}
