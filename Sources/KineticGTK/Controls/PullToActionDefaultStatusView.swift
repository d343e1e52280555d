public import CGTK
import Glibc
public import Kinetic
public import KineticCairo

/// The default status view: Kinetic's Cairo look (an arrow that turns past the threshold, the
/// state's text, a busy indicator, the outcome) in a `GtkDrawingArea`.
///
/// It draws whatever render model the control last gave it, at its own size, with
/// ``PullToActionRenderer/drawStatusView(_:in:size:)``. It takes no input and no focus: the
/// control does the dragging, and assistive technologies hear the state from the control.
@MainActor
public final class PullToActionDefaultStatusView: PullToActionStatusView {
  /// The drawing area.
  public var widget: UnsafeMutablePointer<GtkWidget> { surface.widget }
  /// The look; setting it redraws.
  public var style: PullToActionStyle {
    get { renderer.style }
    set {
      renderer.style = newValue
      surface.queueDraw()
    }
  }

  private let surface = ControlSurface(accessibleRole: GTK_ACCESSIBLE_ROLE_PRESENTATION)
  private var renderer: PullToActionRenderer
  private let cache = DrawingCache()
  private var model: PullToActionMachine.RenderModel?

  /// Creates the view with a look.
  public init(style: PullToActionStyle = .init()) {
    renderer = PullToActionRenderer(style: style)
    gtk_widget_set_focusable(surface.widget, 0)
    gtk_widget_set_can_target(surface.widget, 0)
    surface.onDraw = { [weak self] context, width, height in
      self?.draw(context, width: width, height: height)
    }
  }

  /// Uses the control's style.
  public func apply(_ style: PullToActionStyle) {
    self.style = style
  }

  /// Redraws with the latest model.
  public func update(_ model: PullToActionMachine.RenderModel) {
    guard model != self.model else { return }
    self.model = model
    surface.queueDraw()
  }

  private func draw(_ context: OpaquePointer, width: Double, height: Double) {
    guard let model else { return }
    renderer.drawStatusView(
      model, in: CairoCanvas(context: context, cache: cache),
      size: Size(width: width, height: height))
  }
}
