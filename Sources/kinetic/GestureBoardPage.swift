import CGTK
import Foundation
import Kinetic
import KineticCairo
import KineticDemo
import KineticGTK
import KineticPlay

/// The gallery's gesture-behaviours page: a board of real GTK widgets (a picture, a sticker, a
/// note and a button) to drag, pinch, turn and tap, what they last did, and the behaviours'
/// knobs.
@MainActor
final class GestureBoardPage {
  /// Where the page puts each view on the board (top-left corners, board coordinates); the
  /// end-to-end test and docs/kinetic-gallery-and-demo.md rely on the photo's and the sticker's.
  enum Layout {
    static let board = Size(width: 680, height: 330)
    static let photo = Point(x: 40, y: 44)
    static let photoSize = Size(width: 216, height: 164)
    static let sticker = Point(x: 330, y: 56)
    static let note = Point(x: 480, y: 150)
    static let button = Point(x: 320, y: 236)
  }

  let root: UnsafeMutablePointer<GtkWidget>
  let board = GestureBoardView()
  private var named: [(name: String, view: GestureBoardChild)] = []
  private let status: UnsafeMutablePointer<GtkWidget>
  private let connections = SignalConnections()
  /// The behaviours' knobs, two to a row.
  let knobControls = KnobGrid(classes: ["knobs"], columns: 2)
  private let emit: (TraceLine) -> Void
  private var knobs = Knobs()
  private var clicks = 0
  private var taps = 0
  private var lastEvent = "Ready."

  /// The knobs' values, from which each view's configuration is built.
  private struct Knobs {
    var behaviours = GestureBehavioursMachine.Behaviours.all
    var keepsInside = true
    var momentum = true
    var snapsRotation = false
    var snapsScale = true
    var reducesMotion = false

    /// The options every card shares: the board's.
    func apply(to configuration: inout GestureBehavioursMachine.Configuration) {
      configuration.hasMomentum = momentum
      configuration.rotationSnap = snapsRotation ? .init() : nil
      configuration.scaleSnapTolerance = snapsScale ? 0.08 : nil
      configuration.reducesMotion = reducesMotion
    }

    /// Each card's own options: its layout child's.
    @MainActor func apply(to view: GestureBoardChild) {
      view.behaviours = behaviours
      view.keepsInside = keepsInside
    }
  }

  init(emit: @escaping (TraceLine) -> Void) {
    self.emit = emit
    StyleSheet.add(Self.css)
    root = Widgets.box(.vertical, spacing: 0, classes: ["page"])
    status = Widgets.label(lastEvent, classes: ["status"])

    Widgets.append(root, Widgets.label("Gesture behaviours", classes: ["page-title"]))
    Widgets.append(
      root,
      Widgets.label(
        "Any GTK widget can be made movable, pinchable, rotatable and tappable. Drag the cards; "
          + "double-tap one to put it back.",
        classes: ["page-subtitle"], wraps: true))

    let card = GalleryCard.new(classes: ["stage", "gestures-card"])
    gtk_widget_set_size_request(
      board.widget, Int32(Layout.board.width), Int32(Layout.board.height))
    gtk_widget_add_css_class(board.widget, "gestures-board")
    gtk_widget_set_hexpand(board.widget, 1)
    Widgets.append(card, board.widget)
    Widgets.append(card, hints())
    gtk_widget_set_halign(status, GTK_ALIGN_START)
    Widgets.append(card, status)
    Widgets.append(root, card)
    Widgets.append(root, knobsGrid())

    var configuration = board.configuration
    knobs.apply(to: &configuration)
    board.configuration = configuration
    placeViews()
    updateStatus()
  }

  // MARK: The views

  private func placeViews() {
    if let picture = Self.photo() {
      let photo = board.add(picture, at: Layout.photo)
      photo.setAccessibleLabel("Photo of green hills under a morning sky")
      register("photo", photo)
    }

    let sticker = Widgets.label("Hello, Kinetic ✦", classes: ["gesture-sticker"])
    register("sticker", board.add(sticker, at: Layout.sticker))

    let note = Widgets.label(
      "Sticky note\nCtrl + wheel scales me,\nShift + wheel turns me.",
      classes: ["gesture-note"])
    gtk_label_set_xalign(OpaquePointer(note), 0)
    register("note", board.add(note, at: Layout.note))

    let button = gtk_button_new_with_label("Still a button").unsafelyUnwrapped
    gtk_widget_add_css_class(button, "gesture-button")
    connections.connect(button, "clicked") { [weak self] in self?.buttonClicked() }
    register("button", board.add(button, at: Layout.button))
  }

  private func register(_ name: String, _ view: GestureBoardChild) {
    named.append((name, view))
    knobs.apply(to: view)
    view.onOutput = { [weak self] output, time in self?.report(output, of: name, at: time) }
    view.onTap = { [weak self] in
      self?.taps += 1
      self?.lastEvent = "Tapped the \(name)."
      self?.updateStatus()
    }
  }

  /// The photo card, drawn by Kinetic's gesture-behaviours look, as a `GtkPicture`.
  private static func photo() -> UnsafeMutablePointer<GtkWidget>? {
    let size = Layout.photoSize
    let margin = 8.0
    let machine = GestureBehavioursMachine(
      center: Point(x: size.width / 2, y: size.height / 2),
      size: Size(width: size.width - 2 * margin, height: size.height - 2 * margin),
      container: Rect(origin: .zero, size: size))
    var renderer = GestureBoardRenderer()
    renderer.board = Color(hex: 0xFFFFFF, alpha: 0)
    renderer.dots = Color(hex: 0xFFFFFF, alpha: 0)
    let image = OffscreenImage(size: size, scale: 2)
    image.draw { renderer.draw(machine.renderModel, in: $0) }
    let png = image.pngData()
    let bytes = png.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
    defer { g_bytes_unref(bytes) }
    guard let texture = gdk_texture_new_from_bytes(bytes, nil) else { return nil }
    defer { g_object_unref(texture.instance) }
    guard let picture = gtk_picture_new_for_paintable(texture) else { return nil }
    gtk_widget_set_size_request(picture, Int32(size.width), Int32(size.height))
    gtk_widget_add_css_class(picture, "gesture-photo")
    return picture
  }

  private func hints() -> UnsafeMutablePointer<GtkWidget> {
    let row = Widgets.box(.horizontal, spacing: 18, classes: ["gesture-hints"])
    gtk_box_set_homogeneous(cgtk_box(row), 1)
    for (title, text) in [
      ("Touch", "one finger drags, two pinch and turn"),
      ("Mouse", "drag; Ctrl + wheel scales, Shift + wheel turns"),
      ("Touchpad", "pinch to scale and turn"),
      ("Keys", "Tab to a card; arrows move, + − scale, [ ] turn, 0 resets"),
    ] {
      let hint = Widgets.box(.vertical, spacing: 2, classes: ["gesture-hint"])
      Widgets.append(hint, Widgets.label(title, classes: ["gesture-hint-title"]))
      Widgets.append(hint, Widgets.label(text, classes: ["gesture-hint-text"], wraps: true))
      gtk_widget_set_hexpand(hint, 1)
      Widgets.append(row, hint)
    }
    return row
  }

  // MARK: Reporting

  private func report(
    _ output: GestureBehavioursMachine.Output, of name: String, at time: TimeInterval
  ) {
    var line = TraceLine(output, at: time)
    line.fields.append(("view", .string(name)))
    emit(line)
    switch output {
    case .startMoving: lastEvent = "Moving the \(name)…"
    case .startPinching: lastEvent = "Scaling the \(name)…"
    case .startRotating: lastEvent = "Turning the \(name)…"
    case .finishMoving, .finishPinching, .finishRotating:
      guard let placement = named.first(where: { $0.name == name })?.view.placement else { break }
      let degrees = Int((placement.rotation * 180 / .pi).rounded())
      lastEvent =
        "The \(name) is at \(Int(placement.center.x.rounded())), "
        + "\(Int(placement.center.y.rounded())) · \(Int((placement.scale * 100).rounded()))% · "
        + "\(degrees)°"
    case .announce(let message): lastEvent = "\(name.capitalized): \(message)"
    default: return
    }
    updateStatus()
  }

  private func buttonClicked() {
    clicks += 1
    emit(
      TraceLine(
        time: TimeInterval(g_get_monotonic_time()) / 1_000_000, event: "clicked",
        fields: [("view", .string("button"))]))
    lastEvent = "The button clicked."
    updateStatus()
  }

  private func updateStatus() {
    Widgets.setText(status, "\(lastEvent)   Taps: \(taps) · button clicks: \(clicks)")
  }

  // MARK: Knobs

  private func knobsGrid() -> UnsafeMutablePointer<GtkWidget> {
    let grid = knobControls
    func add(_ title: String, _ control: UnsafeMutablePointer<GtkWidget>) {
      grid.add(title, control)
    }
    func toggle(_ initial: Bool, _ apply: @escaping (inout Knobs, Bool) -> Void)
      -> UnsafeMutablePointer<GtkWidget>
    {
      let toggle = gtk_switch_new().unsafelyUnwrapped
      gtk_switch_set_active(cgtk_switch(toggle), initial ? 1 : 0)
      connections.connectNotify(toggle, property: "active") { [weak self] in
        let on = gtk_switch_get_active(cgtk_switch(toggle)) != 0
        self?.change { apply(&$0, on) }
      }
      return toggle
    }
    for (title, behaviour) in [
      ("Movable", GestureBehavioursMachine.Behaviours.movable), ("Pinchable", .pinchable),
      ("Rotatable", .rotatable), ("Tappable", .tappable),
    ] {
      add(
        title,
        toggle(true) { knobs, on in
          if on { knobs.behaviours.insert(behaviour) } else { knobs.behaviours.remove(behaviour) }
        })
    }
    add("Keep inside the board", toggle(knobs.keepsInside) { $0.keepsInside = $1 })
    add("Momentum", toggle(knobs.momentum) { $0.momentum = $1 })
    add("Snap rotation to 90°", toggle(knobs.snapsRotation) { $0.snapsRotation = $1 })
    add("Snap scale to 100%", toggle(knobs.snapsScale) { $0.snapsScale = $1 })
    add("Reduce motion", toggle(knobs.reducesMotion) { $0.reducesMotion = $1 })

    let reset = gtk_button_new_with_label("Reset all").unsafelyUnwrapped
    connections.connect(reset, "clicked") { [weak self] in
      self?.board.resetAll()
      self?.lastEvent = "Everything goes back to where it started."
      self?.updateStatus()
    }
    add("Put every card back", reset)
    return grid.widget
  }

  private func change(_ body: (inout Knobs) -> Void) {
    body(&knobs)
    var configuration = board.configuration
    knobs.apply(to: &configuration)
    board.configuration = configuration
    for (_, view) in named { knobs.apply(to: view) }
  }

  static let css = """
    .gestures-card { padding: 17px; }
    .gestures-board { border-radius: 12px; background-color: @kinetic_gestures_board_color;
                      background-image: radial-gradient(circle, @kinetic_gestures_dots_color 1.2px,
                                                        transparent 1.6px);
                      background-size: 16px 16px; }
    .gesture-sticker { padding: 12px 20px; border-radius: 999px; color: #ffffff;
                       font-weight: 800; font-size: 12.75pt;
                       background-image: linear-gradient(135deg, #6366f1, #ec4899);
                       box-shadow: 0 6px 16px rgba(99, 102, 241, 0.35); }
    .gesture-note { padding: 14px 16px; border-radius: 4px; color: #3f3a1d; font-size: 9.75pt;
                    background-color: #fde68a; box-shadow: 0 6px 14px rgba(120, 90, 0, 0.22); }
    .gesture-button { padding: 8px 18px; font-weight: 700; }
    .gesture-hints { margin-top: 14px; }
    .gesture-hint-title { font-weight: 700; color: @theme_fg_color; font-size: 9.75pt; }
    .gesture-hint-text { color: mix(@theme_fg_color, @theme_bg_color, 0.25); font-size: 9pt; }
    """
}

extension GestureBoardPage: GalleryPage {
  nonisolated static let name = GestureBehavioursKind.name
  static let title = "Gestures"
  static let isTall = true

  var controlWidget: UnsafeMutablePointer<GtkWidget>? { board.widget }
}
