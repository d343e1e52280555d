package import CGTK
import Glibc
import Kinetic
import KineticGObject

// How the scene becomes widgets, clipping and nesting included
//
// The scene is a UIKit-like tree: views with subviews, anchors, transforms, opacities, and views
// that clip their subviews (every element view of a SlidingCarousel file, since the original set
// `clipsToBounds`; the wrapper of an element's several views). Its `drawables` give, per view in
// drawing order, the transform from the view's bounds to the container as shown now, the opacity
// times every ancestor's, and the ancestors that clip it.
//
// GTK 4.8 has no per-child clip in a container, and a widget's `overflow: hidden` clips to its
// own allocation (in its own, possibly transformed, coordinates). So the tree is flattened except
// at clipping views: the stage's `KineticStage` holds every view whose nearest clipping ancestor is
// the container, and each clipping view with subviews gets a *clip host*, a box the size of the
// view with `overflow: hidden` holding a `KineticStage` of its own, placed with the clipping view's
// transform right after the view's own widget. Its descendants go into the host of their nearest
// clipping ancestor, with their container transform composed with the inverse of that host's.
// Transforms of any kind (rotation and scale included) clip correctly, because GSK clips in the
// host's transformed coordinate space; hosts nest when clipping views nest. Non-clipping
// ancestors (a wrapper in a Kinetic file) are folded into their descendants' transforms.
//
// Each view's own content sits in a *slot*: a box whose size request is the view's size rounded
// to whole pixels, so that the stage (which allocates children their natural size) gives it
// exactly that; the slot's transform starts with the scale from the rounded size back to the
// exact one. Pictures, labels and custom widgets fill their slot; buttons and the page dots keep
// their natural size, centred on the view. Opacity is set per widget from the effective alpha,
// never on hosts, so nothing is multiplied twice. A view whose transform collapses (scale 0), is
// fully transparent or lies outside the stage is hidden, which also keeps an off-screen close
// button out of the focus chain and away from assistive technologies.

/// The widgets that show one view of the scene.
@MainActor
package final class ViewParts {
  /// The box that holds the view's content, or `nil` when the view draws nothing itself.
  package let slot: UnsafeMutablePointer<GtkWidget>?
  /// The slot's size in whole pixels.
  let slotSize: (width: Int32, height: Int32)
  /// The content: a picture, a label, a button, the dots or a custom widget.
  package let content: UnsafeMutablePointer<GtkWidget>?
  /// The clip host, once the view has shown subviews.
  package var clipHost: UnsafeMutablePointer<GtkWidget>?
  /// The clip host's `KineticStage`.
  var clipFixed: OpaquePointer?

  init(
    slot: UnsafeMutablePointer<GtkWidget>?, slotSize: (width: Int32, height: Int32),
    content: UnsafeMutablePointer<GtkWidget>?
  ) {
    self.slot = slot
    self.slotSize = slotSize
    self.content = content
  }
}

/// Which widgets each `KineticStage` holds, in order; compared between frames so that widgets move
/// between containers and change order only when the scene's structure changes.
enum StageStructure {
  /// One `KineticStage` and its children, bottom to top.
  struct Host: Equatable {
    var fixed: OpaquePointer
    var children: [UnsafeMutablePointer<GtkWidget>]
  }
}

/// Where one widget goes this frame.
private struct Placement {
  var widget: UnsafeMutablePointer<GtkWidget>
  var transform: AffineTransform2D
  var alpha: Double
  var isVisible: Bool
}

extension OnboardingCarouselHost {
  // MARK: The frame

  /// Sets up the stage, the widget's one child, and the CSS.
  func buildFrame(fixed: UnsafeMutablePointer<GtkWidget>) {
    StyleSheet.add(Self.css)
    gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)
    makeClipBox(stage, holding: fixed)
    gtk_widget_add_css_class(stage, "onboarding-stage")
    gtk_widget_set_parent(stage, widget)
    applySizing()
  }

  /// Gives the stage the design size.
  func applySizing() {
    let design = roundedDesign
    gtk_widget_set_size_request(stage, design.width, design.height)
  }

  /// Turns `box` into a clipping box whose child `fixed` fills it, and which asks for nothing
  /// more than its size request.
  func makeClipBox(
    _ box: UnsafeMutablePointer<GtkWidget>, holding fixed: UnsafeMutablePointer<GtkWidget>
  ) {
    gtk_widget_set_layout_manager(box, gtk_custom_layout_new(nil, measureNothing, allocateSlot))
    gtk_widget_set_overflow(box, GTK_OVERFLOW_HIDDEN)
    gtk_widget_set_overflow(fixed, GTK_OVERFLOW_VISIBLE)
    gtk_box_append(cgtk_box(box), fixed)
  }

  /// The scale and offset that put the stage in the widget: 1 and the top-left corner when the
  /// size is fixed, the largest uniform scale that fits and centred when scaled to fit.
  var stagePlacement: (scale: Double, offset: Point) {
    let design = Size(
      width: max(1, sizing.designSize.width.rounded()),
      height: max(1, sizing.designSize.height.rounded()))
    let width = Double(gtk_widget_get_width(widget))
    let height = Double(gtk_widget_get_height(widget))
    return fitStage(design: design, width: width, height: height, scales: scalesToFit)
  }

  /// Whether the stage scales to fit the widget.
  var scalesToFit: Bool { sizing.scales }

  /// Maps a point in the widget's coordinates to the scene's (the stage's), through the stage's
  /// placement now or the one given.
  func scenePoint(_ point: Point, placement: (scale: Double, offset: Point)? = nil) -> Point {
    let placement = placement ?? stagePlacement
    let design = sizing.designSize
    let rounded = Size(
      width: max(1, design.width.rounded()), height: max(1, design.height.rounded()))
    // The stage is laid out at the rounded size; the scene at the exact one.
    return Point(
      x: (point.x - placement.offset.x) / placement.scale * design.width / rounded.width,
      y: (point.y - placement.offset.y) / placement.scale * design.height / rounded.height)
  }

  // MARK: The parts

  /// Creates the widgets for every view of the current machine's scene, releasing the old ones.
  func buildParts() {
    releaseParts()
    let scene = machine.scene
    parts = scene.views.indices.map { makeParts(for: scene.views[$0]) }
    shownDot = -1
    structure = []
  }

  private func makeParts(for view: OnboardingCarouselScene.View) -> ViewParts? {
    let size = (
      width: Int32(max(1, view.size.width.rounded())),
      height: Int32(max(1, view.size.height.rounded()))
    )
    var fills = true
    var alignsToEnd = false
    // How wide a button may grow past its place for its whole title (`allocateSlot`).
    var mostWidth: Double?
    var isTarget = false
    let content: UnsafeMutablePointer<GtkWidget>?
    switch view.content {
    case .image(let name):
      content = picture(for: name)
    case .custom(let key):
      content = customViews[key]?.widget
      isTarget = true
    case .wrapper:
      content = nil
    case .pageControl:
      content = makeDots()
      fills = false
    case .skip:
      content = makeButton(texts.skip, classes: ["onboarding-skip"], skipped: true)
      if let content { skipButtons.append(content) }
      alignsToEnd = true
      mostWidth = skipRoom(view)
      fills = false
      isTarget = true
    case .pageText(_, let text):
      content = makeLabel(text)
    case .close(let text):
      content = makeButton(text, classes: ["onboarding-close"], skipped: false, wraps: true)
      fills = false
      isTarget = true
      // Centred on its page: as wide as the stage at most.
      mostWidth = sizing.designSize.width
    }
    guard let content else {
      return ViewParts(slot: nil, slotSize: size, content: nil)
    }
    guard let slot = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0) else { return nil }
    g_object_ref_sink(slot)
    gtk_widget_set_layout_manager(slot, gtk_custom_layout_new(nil, measureNothing, allocateSlot))
    gtk_widget_set_size_request(slot, size.width, size.height)
    gtk_widget_set_can_target(slot, isTarget.gboolean)
    gtk_widget_add_css_class(slot, "onboarding-view")
    if case .pageText = view.content {
      gtk_widget_set_halign(content, GTK_ALIGN_FILL)
      gtk_widget_set_valign(content, GTK_ALIGN_END)
    } else if fills {
      gtk_widget_set_halign(content, GTK_ALIGN_FILL)
      gtk_widget_set_valign(content, GTK_ALIGN_FILL)
    } else {
      // The stage keeps the artwork's left-to-right layout; Skip's end is the mirrored stage's.
      let end = machine.configuration.isRightToLeft ? GTK_ALIGN_START : GTK_ALIGN_END
      gtk_widget_set_halign(content, alignsToEnd ? end : GTK_ALIGN_CENTER)
      gtk_widget_set_valign(content, GTK_ALIGN_CENTER)
    }
    if let mostWidth, mostWidth.isFinite {
      let pixels = Int(max(1, min(mostWidth.rounded(.down), 1e6)))
      g_object_set_data(
        cgtk_object(content), mostWidthKey, UnsafeMutableRawPointer(bitPattern: pixels))
    }
    if let parent = gtk_widget_get_parent(content) {
      // A custom widget moves from the previous build's slot.
      g_object_ref(content)
      gtk_box_remove(cgtk_box(parent), content)
      gtk_box_append(cgtk_box(slot), content)
      g_object_unref(content)
    } else {
      gtk_box_append(cgtk_box(slot), content)
    }
    gtk_widget_set_visible(slot, 0)
    return ViewParts(slot: slot, slotSize: size, content: content)
  }

  private func picture(for name: String) -> UnsafeMutablePointer<GtkWidget>? {
    guard spec.baseImageURL != nil, let found = images[name] else { return nil }
    let texture: OpaquePointer
    if let cached = textures[found.path] {
      texture = cached
    } else {
      var error: UnsafeMutablePointer<GError>?
      guard let loaded = gdk_texture_new_from_filename(found.path, &error) else {
        if let error { g_error_free(error) }
        return nil
      }
      textures[found.path] = loaded
      texture = loaded
    }
    // The pictures are artwork: the page's text says what the page is about, so assistive
    // technologies skip them (a picture would read as "GtkPicture").
    let picture = Self.newWidget(gtk_picture_get_type(), role: GTK_ACCESSIBLE_ROLE_PRESENTATION)
    let typed = OpaquePointer(picture)
    gtk_picture_set_paintable(typed, texture)
    gtk_picture_set_content_fit(typed, GTK_CONTENT_FIT_FILL)
    gtk_picture_set_can_shrink(typed, 1)
    gtk_widget_set_can_target(picture, 0)
    gtk_widget_add_css_class(picture, "onboarding-image")
    return picture
  }

  /// A page dot's diameter (`.onboarding-dot`'s size) and the gap between two dots.
  static let dotDiameter = 7.0
  static let dotGap = 9.0

  /// How wide Skip may be: from its place's outer edge to the page dots (its padding keeps its
  /// title clear of them), or to the stage's far edge without them, and at least its place's
  /// width.
  private func skipRoom(_ skip: OnboardingCarouselScene.View) -> Double {
    let frame = skip.frame
    let isOnTheRight = frame.midX >= sizing.designSize.width / 2
    guard
      let dots = machine.scene.views.first(where: {
        if case .pageControl = $0.content { true } else { false }
      })
    else { return isOnTheRight ? frame.maxX : sizing.designSize.width - frame.minX }
    let count = Double(max(0, machine.pageCount))
    let half = max(0, count * (Self.dotDiameter + Self.dotGap) - Self.dotGap) / 2
    let room =
      isOnTheRight
      ? frame.maxX - (dots.frame.midX + half)
      : dots.frame.midX - half - frame.minX
    return max(frame.width, room)
  }

  private func makeDots() -> UnsafeMutablePointer<GtkWidget>? {
    guard let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, Int32(Self.dotGap)) else { return nil }
    gtk_widget_add_css_class(row, "onboarding-dots")
    gtk_widget_set_can_target(row, 0)
    // The dots run the way the pages do: from the right when they run right to left (a
    // right-to-left spec included, whatever the widget's direction).
    gtk_widget_set_direction(
      row, machine.configuration.isRightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR)
    dotsRow = row
    dots = []
    for _ in 0..<max(0, machine.pageCount) {
      guard let dot = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0) else { continue }
      gtk_widget_add_css_class(dot, "onboarding-dot")
      gtk_widget_set_valign(dot, GTK_ALIGN_CENTER)
      gtk_box_append(cgtk_box(row), dot)
      dots.append(dot)
    }
    return row
  }

  private func makeLabel(_ text: String) -> UnsafeMutablePointer<GtkWidget>? {
    guard let label = gtk_label_new(text) else { return nil }
    let typed = OpaquePointer(label)
    gtk_label_set_wrap(typed, 1)
    gtk_label_set_wrap_mode(typed, PANGO_WRAP_WORD_CHAR)
    gtk_label_set_justify(typed, GTK_JUSTIFY_CENTER)
    gtk_label_set_xalign(typed, 0.5)
    gtk_label_set_yalign(typed, 0.5)
    fitLines(of: label)
    gtk_label_set_ellipsize(typed, PANGO_ELLIPSIZE_END)
    // Kept clear of the page dots' row: the slot grows a taller text upwards (`allocateSlot`).
    gtk_widget_set_margin_bottom(label, Int32(OnboardingCarouselScene.pageTextClearance))
    gtk_label_set_width_chars(typed, 1)
    gtk_label_set_max_width_chars(typed, 1)
    gtk_widget_set_can_target(label, 0)
    gtk_widget_add_css_class(label, "onboarding-text")
    return label
  }

  /// A page text's lines: three, as SlidingCarousel's, and more as the text is enlarged (1.5 ×
  /// makes five, at most six).
  func fitLines(of label: UnsafeMutablePointer<GtkWidget>) {
    let resolution = cgtk_settings_get_text_dpi(gtk_widget_get_settings(label))
    let enlarged = resolution > 96 ? resolution / 96 : 1
    let lines = Int32(min(6, (3 * enlarged).rounded(.up)))
    if gtk_label_get_lines(OpaquePointer(label)) != lines {
      gtk_label_set_lines(OpaquePointer(label), lines)
    }
  }

  /// A button titled `title`, ellipsised when its place is too narrow; one that `wraps` takes a
  /// second line first (the close button's title at a large text size, centred on its page).
  private func makeButton(
    _ title: String, classes: [String], skipped: Bool, wraps: Bool = false
  ) -> UnsafeMutablePointer<GtkWidget>? {
    guard let button = gtk_button_new_with_label(title) else { return nil }
    for name in classes { gtk_widget_add_css_class(button, name) }
    if let label = gtk_button_get_child(
      UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkButton.self))
    {
      let typed = OpaquePointer(label)
      if wraps {
        gtk_label_set_wrap(typed, 1)
        gtk_label_set_wrap_mode(typed, PANGO_WRAP_WORD_CHAR)
        gtk_label_set_justify(typed, GTK_JUSTIFY_CENTER)
        gtk_label_set_lines(typed, 2)
      }
      gtk_label_set_ellipsize(typed, PANGO_ELLIPSIZE_END)
    }
    partConnections.connect(button, "clicked") { [weak self] in
      self?.close(skipped: skipped)
    }
    return button
  }

  /// Takes every part off the stage and drops the view's references to them.
  func releaseParts() {
    // The parts' handlers hold a reference on their buttons: disconnecting gives it back.
    partConnections.disconnectAll()
    for case let part? in parts {
      for widget in [part.slot, part.clipHost] {
        guard let widget else { continue }
        if gtk_widget_get_parent(widget) != nil { gtk_widget_unparent(widget) }
        g_object_unref(widget)
      }
    }
    parts = []
    dots = []
    dotsRow = nil
    skipButtons = []
    structure = []
  }

  // MARK: Placing

  /// Places every widget where the scene shows its view now.
  func sync() {
    guard !isSyncing, !isTornDown else { return }
    isSyncing = true
    defer { isSyncing = false }
    let scene = machine.scene
    let stageRect = Rect(origin: .zero, size: scene.size)
    // Per clipping view with a host: its list, the inverse of its host's transform, and
    // whether the host shows at all.
    var hosts: [Int: (list: Int, inverse: AffineTransform2D, isVisible: Bool)] = [:]
    var lists = [StageStructure.Host(fixed: stageFixed, children: [])]
    var placements: [Placement] = []
    placements.reserveCapacity(parts.count)
    for drawable in scene.drawables {
      guard parts.indices.contains(drawable.index), let part = parts[drawable.index] else {
        continue
      }
      let host: (list: Int, inverse: AffineTransform2D, isVisible: Bool)
      if let clip = drawable.clippedBy.first {
        guard let found = hosts[clip] else { continue }
        host = found
      } else {
        host = (0, .identity, true)
      }
      let view = scene.views[drawable.index]
      let transform = drawable.transform
      let determinant = Double(transform.a * transform.d - transform.b * transform.c)
      let isShowable =
        host.isVisible && view.size.width > 0 && view.size.height > 0
        && abs(determinant) > 1e-9 && transform.isFinite
        && boundingBox(of: view.size, under: transform).intersects(stageRect)
      let toSlot = AffineTransform2D(
        scaleX: view.size.width / Double(part.slotSize.width),
        y: view.size.height / Double(part.slotSize.height))
      let inContainer = toSlot.concatenating(transform)
      if let slot = part.slot {
        lists[host.list].children.append(slot)
        // Under reduced motion a page changes at once and fades in (the machine's page opacity).
        let alpha = drawable.alpha * machine.pageOpacity
        placements.append(
          Placement(
            widget: slot, transform: inContainer.concatenating(host.inverse),
            alpha: alpha, isVisible: isShowable && alpha > 0.002))
      }
      guard view.clips, !view.subviews.isEmpty else { continue }
      let (clipHost, clipFixed) = ensureClipHost(part, size: part.slotSize)
      lists[host.list].children.append(clipHost)
      placements.append(
        Placement(
          widget: clipHost, transform: inContainer.concatenating(host.inverse), alpha: 1,
          isVisible: isShowable))
      hosts[drawable.index] = (
        lists.count, isShowable ? inContainer.inverted() : .identity, isShowable
      )
      lists.append(StageStructure.Host(fixed: clipFixed, children: []))
    }
    if lists != structure { restructure(lists) }
    for placement in placements { apply(placement) }
    updateDots(scene.currentPage)
  }

  private func ensureClipHost(_ part: ViewParts, size: (width: Int32, height: Int32)) -> (
    UnsafeMutablePointer<GtkWidget>, OpaquePointer
  ) {
    if let host = part.clipHost, let fixed = part.clipFixed { return (host, fixed) }
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0).unsafelyUnwrapped
    let fixed = kinetic_stage_new()
      .unsafelyUnwrapped
    g_object_ref_sink(box)
    makeClipBox(box, holding: fixed)
    gtk_widget_set_size_request(box, size.width, size.height)
    gtk_widget_add_css_class(box, "onboarding-clip")
    gtk_widget_set_visible(box, 0)
    part.clipHost = box
    part.clipFixed = OpaquePointer(fixed)
    return (box, part.clipFixed.unsafelyUnwrapped)
  }

  /// Moves widgets between containers and reorders them to match `lists`; hides the rest.
  private func restructure(_ lists: [StageStructure.Host]) {
    var placed = Set<UnsafeMutablePointer<GtkWidget>>()
    for host in lists {
      let fixedWidget = UnsafeMutableRawPointer(host.fixed).assumingMemoryBound(
        to: GtkWidget.self)
      for child in host.children {
        placed.insert(child)
        if gtk_widget_get_parent(child) == fixedWidget {
          // Appending it again as the last child keeps its place and transform.
          gtk_widget_insert_before(child, fixedWidget, nil)
        } else {
          if gtk_widget_get_parent(child) != nil { gtk_widget_unparent(child) }
          kinetic_stage_put(host.fixed, child)
          appliedTransforms[UnsafeMutableRawPointer(child)] = nil
        }
      }
    }
    for case let part? in parts {
      for widget in [part.slot, part.clipHost] {
        guard let widget, !placed.contains(widget) else { continue }
        gtk_widget_set_visible(widget, 0)
      }
    }
    structure = lists
  }

  private func apply(_ placement: Placement) {
    let widget = placement.widget
    guard let parent = gtk_widget_get_parent(widget) else { return }
    if placement.isVisible != (gtk_widget_get_visible(widget) != 0) {
      gtk_widget_set_visible(widget, placement.isVisible.gboolean)
    }
    guard placement.isVisible else { return }
    let alpha = min(max(placement.alpha, 0), 1)
    if abs(gtk_widget_get_opacity(widget) - alpha) > 0.001 {
      gtk_widget_set_opacity(widget, alpha)
    }
    // Only the transforms that changed go to the stage: each queues an allocation.
    let key = UnsafeMutableRawPointer(widget)
    guard appliedTransforms[key] != placement.transform else { return }
    appliedTransforms[key] = placement.transform
    let stage = OpaquePointer(parent)
    // Translations, rotations and scales: what every GSK renderer draws (Cairo's included).
    let transform = RendererTransforms.append(placement.transform, to: nil)
    kinetic_stage_set_child_transform(stage, widget, transform)
    gsk_transform_unref(transform)
  }

  private func updateDots(_ current: Int) {
    guard current != shownDot else { return }
    for (index, dot) in dots.enumerated() {
      if index == current {
        gtk_widget_add_css_class(dot, "current")
      } else {
        gtk_widget_remove_css_class(dot, "current")
      }
    }
    shownDot = current
  }

  private func boundingBox(of size: Size, under transform: AffineTransform2D) -> Rect {
    let corners = [
      Point.zero, Point(x: size.width, y: 0), Point(x: 0, y: size.height),
      Point(x: size.width, y: size.height),
    ].map { $0.applying(transform) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minX = xs.min() ?? 0
    let minY = ys.min() ?? 0
    return Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
  }

  /// The default look: SlidingCarousel's layout, in Kinetic's named colours
  /// (`kinetic_onboarding_*`, docs/theming.md): light Adwaita's, in every theme, the ground the
  /// spec's artwork is drawn for.
  ///
  /// Apps restyle it by redefining those names or with CSS on these classes. Text sizes are in
  /// points, so they follow the text-scaling setting.
  static let css = """
    .onboarding-stage { background-color: @kinetic_onboarding_backdrop_color; }
    .onboarding-text { color: @kinetic_onboarding_page_text_color; font-size: 12pt; }
    .onboarding-dot { min-width: 7px; min-height: 7px; border-radius: 4px;
                      background-color: @kinetic_onboarding_page_dot_color;
                      transition: background-color 200ms ease-out; }
    .onboarding-dot.current { background-color: @kinetic_onboarding_current_page_dot_color; }
    button.onboarding-skip { min-height: 0; min-width: 0; padding: 1px 6px; border-radius: 9px;
                             background: none; border: none; box-shadow: none;
                             color: @kinetic_onboarding_skip_color;
                             font-weight: 700; font-size: 10.5pt; }
    button.onboarding-skip:hover { background-color: alpha(@kinetic_onboarding_skip_color, 0.10); }
    button.onboarding-skip:active { background-color: alpha(@kinetic_onboarding_skip_color, 0.20); }
    button.onboarding-close { min-height: 0; padding: 4px 24px; border-radius: 17px;
                              background: @kinetic_onboarding_close_color;
                              border: 2px solid @kinetic_onboarding_close_color;
                              box-shadow: none; color: @kinetic_onboarding_close_text_color;
                              font-size: 13.5pt; }
    button.onboarding-close:hover {
      background: mix(@kinetic_onboarding_close_color, black, 0.1); }
    button.onboarding-close:active {
      background: mix(@kinetic_onboarding_close_color, black, 0.2); }
    button.onboarding-skip:focus-visible, button.onboarding-close:focus-visible {
      outline: 2px solid @kinetic_onboarding_skip_color; outline-offset: 1px; }
    button.onboarding-skip:disabled, button.onboarding-close:disabled { opacity: 0.5; }
    """
}

extension OnboardingCarouselView.Sizing: CustomStringConvertible {
  /// "320×568, scaled to fit".
  public var description: String {
    switch self {
    case .fixed(let size): "\(Int(size.width))×\(Int(size.height))"
    case .scaledToFit(let size): "\(Int(size.width))×\(Int(size.height)), scaled to fit"
    }
  }
}

extension AffineTransform2D {
  /// Whether every component is a finite number.
  var isFinite: Bool {
    a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
  }
}

/// The scale and offset that put a design of `design` in `width` × `height`.
func fitStage(design: Size, width: Double, height: Double, scales: Bool = true)
  -> (scale: Double, offset: Point)
{
  guard design.width > 0, design.height > 0, width > 0, height > 0 else { return (1, .zero) }
  let scale = scales ? min(width / Double(design.width), height / Double(design.height)) : 1
  return (
    scale,
    Point(
      x: max(0, (width - Double(design.width) * scale) / 2),
      y: max(0, (height - Double(design.height) * scale) / 2))
  )
}

/// The key of a slot's child's data that says how wide it may grow past its slot, in stage
/// points (an integer in the pointer; none: the slot's width).
private let mostWidthKey = "kinetic-most-width"

/// A slot's measure: nothing, so that its size request is exactly what it asks for.
private func measureNothing(
  _ widget: UnsafeMutablePointer<GtkWidget>?, _ orientation: GtkOrientation, _ forSize: Int32,
  _ minimum: UnsafeMutablePointer<Int32>?, _ natural: UnsafeMutablePointer<Int32>?,
  _ minimumBaseline: UnsafeMutablePointer<Int32>?, _ naturalBaseline: UnsafeMutablePointer<Int32>?
) {
  minimum?.pointee = 0
  natural?.pointee = 0
}

/// A slot's allocation: a filling child gets all of it; any other keeps its natural size.
///
/// That is at least its minimum, centred on the slot. A button wider than the slot (its title at
/// a large text size, or a long translation) overhangs it rather than cut its title short, up to
/// the width its part set (`mostWidth`: the stage's for the close button, up to the page dots
/// for Skip), and is ellipsised past that: on both sides when centred, away from the side it is
/// aligned to otherwise (Skip, aligned to the stage's end edge). One aligned to the slot's bottom (a page text) is centred while it clears its bottom
/// margin (the page dots' row), and grown upwards past the slot's top from there when it is
/// taller.
private func allocateSlot(
  _ widget: UnsafeMutablePointer<GtkWidget>?, _ width: Int32, _ height: Int32, _ baseline: Int32
) {
  guard let widget else { return }
  var child = gtk_widget_get_first_child(widget)
  while let current = child {
    defer { child = gtk_widget_get_next_sibling(current) }
    guard gtk_widget_get_visible(current) != 0 else { continue }
    var childWidth = width
    var childHeight = height
    if gtk_widget_get_halign(current) != GTK_ALIGN_FILL {
      var minimum: Int32 = 0
      var natural: Int32 = 0
      gtk_widget_measure(current, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
      let most = Int32(
        truncatingIfNeeded: Int(bitPattern: g_object_get_data(cgtk_object(current), mostWidthKey)))
      childWidth = max(minimum, min(natural, max(width, most)))
    }
    if gtk_widget_get_valign(current) != GTK_ALIGN_FILL {
      var minimum: Int32 = 0
      var natural: Int32 = 0
      gtk_widget_measure(
        current, GTK_ORIENTATION_VERTICAL, childWidth, &minimum, &natural, nil, nil)
      childHeight = max(minimum, natural)
    }
    var offset = graphene_point_t(
      x: Float(width - childWidth) / 2, y: Float(height - childHeight) / 2)
    let halign = gtk_widget_get_halign(current)
    if childWidth > width, halign == GTK_ALIGN_START || halign == GTK_ALIGN_END {
      let isRightToLeft = gtk_widget_get_direction(current) == GTK_TEXT_DIR_RTL
      let alignsRight = (halign == GTK_ALIGN_END) != isRightToLeft
      offset.x = alignsRight ? Float(width - childWidth) : 0
    }
    if gtk_widget_get_valign(current) == GTK_ALIGN_END {
      // The text itself centred, its bottom margin below it not past the slot's bottom.
      let margin = Float(gtk_widget_get_margin_bottom(current))
      let room = Float(height - childHeight)
      offset.y = min((room + margin) / 2, room)
    }
    let transform = offset.x == 0 && offset.y == 0 ? nil : gsk_transform_translate(nil, &offset)
    gtk_widget_allocate(current, childWidth, childHeight, -1, transform)
  }
}
