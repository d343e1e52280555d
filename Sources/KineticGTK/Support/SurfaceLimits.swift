/// The largest sizes Kinetic's widgets take from an app, so that no value can ask GTK for a
/// surface it cannot make.
///
/// X11 and GL refuse surfaces of 32,767 pixels or more (an app asking for one is stopped by a
/// BadAlloc), and drawing a part thousands of pixels long takes whole seconds a frame. A length an
/// app sets, through a property or a Swift handle, is therefore clamped to ``maximumLength``, and
/// a length that is not a number falls back to the setting's default; the GObject properties
/// declare the same range, so GObject refuses larger values with a warning.
package enum SurfaceLimits {
  /// The longest any part of a widget may be made, in pixels: the thumb, the executing status
  /// view, a carousel's design size.
  package static let maximumLength = 4096.0

  /// `value` within `minimum...maximumLength`, or `fallback` when it is not a number.
  package static func length(_ value: Double, minimum: Double = 0, fallback: Double) -> Double {
    guard value.isFinite else { return fallback }
    return min(max(value, minimum), maximumLength)
  }
}

extension Int {
  /// `value` rounded to the nearest whole number, held to ±1,000,000,000 (0 when not a number),
  /// for showing a position or an angle an app may have made huge.
  package init(displaying value: Double) {
    self = value.isFinite ? Int(Swift.min(Swift.max(value, -1e9), 1e9).rounded()) : 0
  }
}
