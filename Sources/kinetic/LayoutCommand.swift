import ArgumentParser
import Foundation
import Kinetic
import KineticPlay

/// `kinetic layout SPEC`: where every view of an onboarding carousel is, at rest on a page or at
/// a scroll offset.
struct LayoutCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layout",
    abstract: "Print where every view of an onboarding carousel is, on a page or at an offset.",
    discussion: """
      Prints a JSON array with one object per view on screen, in drawing order: \
      {"key": "iPhoneScreen", "frame": [x, y, w, h], "alpha": 1.0}. Frames are in container \
      coordinates after every transform (the axis-aligned box), before clipping. --page P is at \
      rest on page P, reached by dragging from page 0 through each page in turn with every \
      animation finished; --offset X is the scroll offset X reached the same way. Built-in parts \
      use the keys pageControl, skip, pageText.N and close. Custom views and animations are \
      registered in code by apps, so the views that need them are left out here.
      """
  )

  @Argument(help: "The onboarding spec.")
  var spec: String

  @Option(help: ArgumentHelp("The container's size in points.", valueName: "WxH"))
  var size: String

  // Read unconditionally, so that "-1" is taken as the value (and refused as a page) rather than
  // as an unknown option.
  @Option(parsing: .unconditional, help: "At rest on this page, 0 or more (default 0).")
  var page: Int?

  @Option(parsing: .unconditional, help: "At this scroll offset in points (may be negative).")
  var offset: Double?

  @Option(help: ArgumentHelp("The image folder (default: the spec's folder).", valueName: "DIR"))
  var assets: String?

  func validate() throws {
    guard parsedSize != nil else {
      throw ValidationError("--size must be WIDTHxHEIGHT in points, such as 320x568")
    }
    if let page, page < 0 {
      throw ValidationError("--page must be a page number, 0 or more, not \(page)")
    }
    if page != nil, offset != nil {
      throw ValidationError("give --page or --offset, not both")
    }
    if let offset, !offset.isFinite || abs(offset) > 10_000_000 {
      throw ValidationError("--offset must be a finite number of points")
    }
  }

  private var parsedSize: Size? {
    let parts = size.lowercased().split(separator: "x")
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
      width > 0, height > 0, width <= 100_000, height <= 100_000
    else { return nil }
    return Size(width: width, height: height)
  }

  func run() throws {
    let loaded = try loadOnboarding(spec, assets: assets, printsWarnings: false)
    guard let size = parsedSize else { return }
    if let page, page < 0 || page >= Swift.max(1, loaded.spec.pages) {
      let pages = loaded.spec.pages
      printError(
        pages == 0
          ? "--page \(page): the spec has no pages; only --page 0 (the empty carousel) can be shown"
          : "--page \(page): the spec has \(pages) page\(pages == 1 ? "" : "s") (0 to \(pages - 1))"
      )
      throw ExitCode(1)
    }
    var scene = OnboardingCarouselScene(
      spec: loaded.spec, size: size, imageSizes: loaded.imageSizes)
    scene.drag(toOffset: offset ?? Double(page ?? 0) * Double(size.width))
    let lines = scene.placedViews.map { view in
      let frame = [view.frame.minX, view.frame.minY, view.frame.width, view.frame.height]
        .map { number(Double($0)) }.joined(separator: ", ")
      return
        "  {\"key\": \(quote(view.key)), \"frame\": [\(frame)], \"alpha\": \(alpha(view.alpha))}"
    }
    print("[\n" + lines.joined(separator: ",\n") + "\n]")
  }

  /// A number with at most three decimals and no trailing zeros.
  private func number(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(format: "%.3f", rounded).replacingOccurrences(
      of: "0+$", with: "", options: .regularExpression)
  }

  private func alpha(_ value: Double) -> String {
    value == value.rounded() ? String(format: "%.1f", value) : number(value)
  }
}
