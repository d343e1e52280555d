import CGTK
import KineticPlay

/// One control's page in the gallery: the control, what it last did, and its knobs.
///
/// Each page conforms in its own file and is listed once in ``Gallery/pageTypes``; ``Gallery``
/// never names a control.
@MainActor
protocol GalleryPage: AnyObject, SendableMetatype {
  /// The page's name in `--page` and the ready line: its control's name in scripts.
  nonisolated static var name: String { get }
  /// The page's title in the gallery's page switcher.
  static var title: String { get }
  /// Whether the page needs the gallery's tall window (920 × 760 rather than 640 × 560).
  static var isTall: Bool { get }

  /// Builds the page; `emit` receives a trace line for every interaction.
  init(emit: @escaping (TraceLine) -> Void)

  /// The page's root widget.
  var root: UnsafeMutablePointer<GtkWidget> { get }
  /// The control's widget, whose frame the ready line reports; `nil` when there is none.
  var controlWidget: UnsafeMutablePointer<GtkWidget>? { get }
  /// The page's knobs, whose frames the ready line reports by their labels.
  var knobControls: KnobGrid { get }
}
