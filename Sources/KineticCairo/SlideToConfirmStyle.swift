/// The colours and type of Kinetic's default slide-to-confirm look.
public struct SlideToConfirmStyle: Sendable, Hashable {
  /// The track's background.
  public var track = Color(hex: 0xE9ECF2)
  /// The hairline around the track.
  public var trackBorder = Color(hex: 0xD5DAE3)
  /// The fill behind the thumb as it travels, and the armed outline.
  public var accent = Color(hex: 0x2563EB)
  /// The fill on success.
  public var success = Color(hex: 0x16A34A)
  /// The fill and text on failure.
  public var failure = Color(hex: 0xDC2626)
  /// The thumb's face.
  public var thumb = Color(hex: 0xFFFFFF)
  /// The thumb's text and arrow.
  public var thumbText = Color(hex: 0x111827)
  /// The prompt on the track.
  public var prompt = Color(hex: 0x5B6472)
  /// The "press again" message of an armed control, on the track; `nil` for ``accent``.
  public var armedText: Color?
  /// The failure message, on the track; `nil` for ``failure``.
  public var failureText: Color?
  /// The keyboard focus ring.
  public var focusRing = Color(hex: 0x2563EB, alpha: 0.55)
  /// The thumb's corner radius (DESlideToConfirmView's default thumb uses 10).
  public var thumbCornerRadius: Double = 10
  /// The gap between the track's edge and the thumb.
  public var inset: Double = 4
  /// The thumb's title.
  public var titleFont = TextStyle(size: 15, isBold: true)
  /// The prompt and status text.
  public var promptFont = TextStyle(size: 14)

  /// The default look.
  public init() {}
}
