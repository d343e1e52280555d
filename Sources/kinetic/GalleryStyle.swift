import KineticGTK

/// The gallery's CSS: a calm page with the control on a card and its knobs below.
@MainActor
enum GalleryStyle {
  static let css = """
    .gallery { background-color: #f5f6f8; }
    .page { padding: 28px 32px; }
    .page-title { font-size: 20px; font-weight: 700; color: #111827; }
    .page-subtitle { color: #5b6472; margin-bottom: 18px; }
    .card { background-color: #ffffff; border-radius: 14px; padding: 28px 24px;
            border: 1px solid #e3e6ec; }
    .status { color: #374151; font-feature-settings: "tnum"; margin-top: 14px; }
    .knobs { margin-top: 22px; }
    .knob-label { color: #374151; }
    """

  static func install() {
    StyleSheet.add(css)
  }
}
