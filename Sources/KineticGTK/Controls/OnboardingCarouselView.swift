public import CGTK
import Glibc
public import Kinetic
import KineticGObject

/// Swift's view of a `KineticOnboardingCarousel` widget: typed configuration, the spec to show,
/// closures for what the carousel reports, and `async` loading.
///
/// The widget is a GObject class (`KineticOnboardingCarousel`, CSS name
/// `kinetic-onboarding-carousel`) that owns its state, so this type is only a handle: drop it
/// whenever you like and the carousel keeps working for as long as GTK shows it. Make one with
/// ``init(spec:assets:sizing:configuration:customViews:customAnimations:)`` and add ``widget`` to
/// a container, or wrap a widget built from a `.ui` file with ``init(_:)``.
///
/// Every image of the spec is a `GtkPicture`, the Skip and close buttons are `GtkButton`s, the
/// page texts are `GtkLabel`s and the page dots a row of small widgets, placed with the
/// transforms and opacities the scene computes on every frame. Drag with a finger or the mouse,
/// swipe on a touchpad, turn a wheel, or use the keyboard (arrows, Page Up/Down, Home, End;
/// Escape skips; Enter on the last page is Done). The carousel is an accessible group labelled
/// "Page N of M" whose description is the page's text; its actions `onboarding-carousel.next`,
/// `onboarding-carousel.previous` and `onboarding-carousel.skip` are offered to assistive technologies.
///
/// Motion is reduced when the configuration asks for it or GTK's `gtk-enable-animations`
/// setting is off. Everything mirrors under a right-to-left text direction (the widget's, which
/// ``configuration``'s `isRightToLeft` sets, or the spec's).
@MainActor
public final class OnboardingCarouselView {
  /// How the pages are sized.
  public enum Sizing: Sendable, Hashable {
    /// Lays the pages out at this size (in points) and shows them at that size.
    case fixed(Size)
    /// Lays the pages out at this size and scales them uniformly to fit the space GTK gives the
    /// widget, centred.
    case scaledToFit(Size)

    /// The size the scene is laid out at.
    public var designSize: Size {
      switch self {
      case .fixed(let size), .scaledToFit(let size): size
      }
    }
  }

  /// A custom view the app registers under a key the spec's `customSubviews` names: where it
  /// goes and, optionally, the widget that shows it (an empty clear view otherwise).
  public struct CustomView {
    /// Its size, anchor and position in the container.
    public var layout: OnboardingCarouselScene.CustomView
    /// The widget shown in its bounds; the carousel takes a reference.
    public var widget: UnsafeMutablePointer<GtkWidget>?

    /// Creates a custom view.
    public init(
      layout: OnboardingCarouselScene.CustomView, widget: UnsafeMutablePointer<GtkWidget>? = nil
    ) {
      self.layout = layout
      self.widget = widget
    }
  }

  /// The `KineticOnboardingCarousel` widget.
  public let widget: UnsafeMutablePointer<GtkWidget>

  /// Creates a carousel for `spec`, finding its images in `assets`.
  ///
  /// Images that cannot be found show as nothing (0×0, as SlidingCarousel showed them); use
  /// ``load(path:assets:)`` first to report them.
  ///
  /// - Parameters:
  ///   - spec: the carousel.
  ///   - assets: where its images are.
  ///   - sizing: how the pages are sized; 320×568 points scaled to fit unless told.
  ///   - configuration: reduced motion, auto-advance, right to left.
  ///   - customViews: the custom views the spec names, by key.
  ///   - customAnimations: the custom animations the spec names, by key.
  public convenience init(
    spec: OnboardingCarouselSpec, assets: OnboardingCarouselAssets,
    sizing: Sizing = .scaledToFit(Size(width: 320, height: 568)),
    configuration: OnboardingCarouselMachine.Configuration = .init(),
    customViews: [String: CustomView] = [:],
    customAnimations: [String: OnboardingCarouselScene.CustomAnimation] = [:]
  ) {
    precondition(gtk_is_initialized() != 0, "Create an OnboardingCarouselView after GTK starts")
    guard let widget = kinetic_onboarding_carousel_new() else {
      preconditionFailure("GTK could not create a KineticOnboardingCarousel")
    }
    self.init(widget)
    guard let host else { return }
    host.customAnimations = customAnimations
    for (key, view) in customViews {
      if let custom = view.widget { g_object_ref_sink(custom) }
      host.customViews[key] = view
    }
    host.setSizing(sizing)
    // A left-to-right configuration leaves the direction to the locale.
    if configuration.isRightToLeft { gtk_widget_set_direction(widget, GTK_TEXT_DIR_RTL) }
    host.configure(configuration)
    host.show(spec: spec, assets: assets)
  }

  /// Wraps an existing `KineticOnboardingCarousel` (from a `.ui` file, say), taking a reference.
  public init(_ widget: UnsafeMutablePointer<GtkWidget>) {
    precondition(
      g_type_check_instance_is_a(
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self),
        kinetic_onboarding_carousel_get_type()) != 0,
      "not a KineticOnboardingCarousel")
    g_object_ref_sink(widget)
    self.widget = widget
  }

  isolated deinit { g_object_unref(widget) }

  /// The widget's host, or `nil` once the widget is disposed.
  package var host: OnboardingCarouselHost? { WidgetHost.of(widget) as? OnboardingCarouselHost }

  /// The machine (for tests: the widget's internals, through its host).
  package var machine: OnboardingCarouselMachine {
    host?.machine ?? OnboardingCarouselMachine(scene: scene)
  }
  /// The stage, the widget's one child.
  package var stage: UnsafeMutablePointer<GtkWidget>? { host?.stage }
  /// The stage's root container (a `KineticStage`).
  package var stageFixed: OpaquePointer? { host?.stageFixed }
  /// The widgets showing each view of the scene.
  package var parts: [ViewParts?] { host?.parts ?? [] }

  // MARK: Callbacks

  /// Receives every output of the machine with its time (seconds on the frame clock's timeline).
  public var onOutput: (@MainActor (OnboardingCarouselMachine.Output, TimeInterval) -> Void)? {
    get { host?.onOutput }
    set { host?.onOutput = newValue }
  }
  /// Called when the carousel settles on a page (the `page-changed` signal).
  public var onPageShown: (@MainActor (Int) -> Void)? {
    get { host?.onPageShown }
    set { host?.onPageShown = newValue }
  }
  /// Called when the user skips (`skipped`) or closes the carousel on a page (the `closed`
  /// signal).
  public var onClose: (@MainActor (_ page: Int, _ skipped: Bool) -> Void)? {
    get { host?.onClose }
    set { host?.onClose = newValue }
  }
  /// Receives what a screen reader should say.
  public var onAnnounce: (@MainActor (String) -> Void)? {
    get { host?.onAnnounce }
    set { host?.onAnnounce = newValue }
  }
  /// Called after the watched spec file changed and was read again: the document shown now, or
  /// why the file cannot be shown (the carousel keeps showing the last good one).
  public var onReload: (@MainActor (Result<Document, LoadError>) -> Void)? {
    get { host?.onReload }
    set { host?.onReload = newValue }
  }

  // MARK: Configuration

  /// The carousel's configuration; setting it rebuilds the carousel on the page it shows.
  ///
  /// Its options are also the widget's properties (`reduces-motion`, `auto-advance-interval`,
  /// `auto-advance-resume-delay`); `isRightToLeft` is the widget's text direction: `true` sets
  /// it right to left (`gtk_widget_set_direction`), `false` gives it back to the locale's.
  public var configuration: OnboardingCarouselMachine.Configuration {
    get {
      var configuration = host?.requested ?? .init()
      configuration.isRightToLeft = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL
      return configuration
    }
    set {
      // `true` sets the widget's direction right to left; `false` gives it back to the default
      // (the locale's), which may be right to left too.
      let rightToLeft = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL
      if newValue.isRightToLeft, !rightToLeft {
        gtk_widget_set_direction(widget, GTK_TEXT_DIR_RTL)
      } else if !newValue.isRightToLeft, rightToLeft {
        gtk_widget_set_direction(widget, GTK_TEXT_DIR_NONE)
      }
      host?.configure(newValue)
    }
  }

  /// The spec shown.
  public var spec: OnboardingCarouselSpec { host?.spec ?? OnboardingCarouselSpec() }

  /// How the pages are sized (the `design-width`, `design-height` and `scales-to-fit`
  /// properties).
  public var sizing: Sizing {
    get { host?.sizing ?? .scaledToFit(Size(width: 320, height: 568)) }
    set { host?.setSizing(newValue) }
  }

  // MARK: State

  /// The page the carousel rests on (or last rested on): the `page` property.
  public var page: Int { host?.machine.page ?? 0 }

  /// The number of pages: the `n-pages` property.
  public var pageCount: Int { host?.machine.pageCount ?? 0 }

  /// The scroll position in pages: the `position` property.
  public var position: Double { host?.position ?? 0 }

  /// Whether the user has skipped or closed the carousel.
  public var isClosed: Bool { host?.machine.isClosed ?? false }

  /// Whether pages run right to left (the widget's direction or the spec's choice).
  public var isRightToLeft: Bool { host?.machine.configuration.isRightToLeft ?? false }

  /// Whether motion is reduced (the configuration's choice, or GTK's animations are off).
  public var reducesMotion: Bool { host?.machine.configuration.reducesMotion ?? false }

  /// The scene as it shows now: every view, where the scroll and the animations put it.
  public var scene: OnboardingCarouselScene {
    host?.machine.scene
      ?? OnboardingCarouselScene(spec: OnboardingCarouselSpec(), size: sizing.designSize)
  }

  /// The spec's document when it was loaded from a file, with its warnings.
  public var loadedDocument: Document? { host?.document }

  /// Whether the frame clock is driving the carousel.
  public var isTicking: Bool { host?.isTicking ?? false }

  /// The accessible label, as set last ("Page 2 of 5").
  public var accessibleLabel: String { host?.latestLabel ?? "" }

  /// The accessible description, as set last: the page's text and how to turn the page.
  public var accessibleDescription: String { host?.latestDescription ?? "" }

  // MARK: Actions

  /// Scrolls to `page`, animated; `false` when there is no such page (or the carousel closed).
  @discardableResult
  public func goTo(page: Int) -> Bool { host?.goTo(page: page) ?? false }

  /// Turns to the next page, or closes as Done on the last one.
  public func next() { host?.next() }

  /// Turns to the previous page; `false` on the first.
  @discardableResult
  public func previous() -> Bool {
    guard let host else { return false }
    return host.goTo(page: host.machine.targetPage - 1)
  }

  /// Closes the carousel on the current page, as its close button does (`skipped` for Skip).
  public func close(skipped: Bool = false) { host?.close(skipped: skipped) }

  /// Starts again from the first page, open, every animation from the beginning.
  public func restart() { host?.rebuild(keepingPage: false) }

  // MARK: Loading

  /// Creates a carousel showing a loaded document.
  public convenience init(
    document: Document, sizing: Sizing = .scaledToFit(Size(width: 320, height: 568)),
    configuration: OnboardingCarouselMachine.Configuration = .init()
  ) {
    self.init(
      spec: document.spec, assets: document.assets, sizing: sizing, configuration: configuration)
    host?.document = document
  }

  /// Shows another spec, from the first page, every widget rebuilt.
  public func show(spec: OnboardingCarouselSpec, assets: OnboardingCarouselAssets) {
    host?.show(spec: spec, assets: assets)
  }

  /// Shows a loaded document, keeping the page shown when `keepingPage` (and it still exists).
  public func show(_ document: Document, keepingPage: Bool = false) {
    host?.show(document, keepingPage: keepingPage)
  }

  /// Reads the spec at `path` (its folder as assets unless told), shows it, and, when
  /// `reloadsOnChange`, reads and shows it again, on the same page, whenever the file changes;
  /// ``onReload`` hears of each reload and of each problem.
  ///
  /// The first read happens on the calling thread and blocks it until the files are read;
  /// ``open(contentsOf:assets:reloadsOnChange:completion:)`` reads off the main thread.
  ///
  /// - Throws: ``LoadError`` when the file cannot be shown now; the carousel is unchanged (the
  ///   widget's `error` property says why), but the file is still watched, so fixing it shows
  ///   it.
  public func show(contentsOf path: String, assets: String? = nil, reloadsOnChange: Bool = true)
    throws(LoadError)
  {
    guard let host else { return }
    try host.show(contentsOf: path, assets: assets, reloadsOnChange: reloadsOnChange)
  }

  /// Reads the spec at `path` (its folder as assets unless told) off the main thread, then shows
  /// it and calls `completion` on the main actor; with `reloadsOnChange`, reads and shows it again,
  /// on the same page and also off the main thread, whenever the file changes (``onReload``
  /// hears of each reload).
  ///
  /// The spec, its images' headers and the images themselves are read and decoded on a thread of
  /// their own, so the main loop keeps running whatever the files are: a slow disk, a network
  /// mount, or a FIFO named as an image that never delivers a byte (the carousel then waits,
  /// responsive, and shows nothing new). When the file cannot be shown, the carousel is
  /// unchanged, the widget's `error` property says why and `completion` receives the
  /// ``LoadError``. A later call supersedes a load still under way: only the latest result is
  /// shown.
  public func open(
    contentsOf path: String, assets: String? = nil, reloadsOnChange: Bool = true,
    completion: (@MainActor (Result<Document, LoadError>) -> Void)? = nil
  ) {
    host?.open(
      contentsOf: path, assets: assets, reloadsOnChange: reloadsOnChange, completion: completion)
  }

  /// Stops watching the spec file, if one is watched.
  public func stopWatching() { host?.stopWatching() }

  /// Whether a spec file is being watched.
  public var isWatchingFile: Bool { host?.isWatchingFile ?? false }
}
