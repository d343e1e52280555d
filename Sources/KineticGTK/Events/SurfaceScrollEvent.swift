import Glibc
package import Kinetic

/// A scroll over a `ControlSurface`: a wheel click, or part of a continuous touchpad scroll.
package struct SurfaceScrollEvent: Sendable, Hashable {
  /// Where a continuous scroll stands.
  package enum Phase: String, Sendable, Hashable, CaseIterable {
    /// Fingers touched the touchpad; the deltas are zero.
    case began
    /// Fingers moved.
    case changed
    /// Fingers lifted; the deltas are zero.
    case ended
  }

  /// How the scroll was produced.
  package enum Source: Sendable, Hashable {
    /// A mouse wheel: separate clicks with no beginning or end.
    case wheel
    /// A touchpad or trackpoint, with a beginning, changes and (where the backend reports it)
    /// an end.
    case continuous(Phase)
  }

  /// The unit of `dx` and `dy`.
  package enum Unit: String, Sendable, Hashable, CaseIterable {
    /// Wheel detents: 1 is one click (fractions come from high-resolution wheels and from
    /// touchpads on X11).
    case wheel
    /// Logical pixels of the surface (touchpads on Wayland).
    case pixels
  }

  /// Horizontal distance; positive scrolls towards the right.
  package var dx: Double
  /// Vertical distance; positive scrolls down (reveals what is below).
  package var dy: Double
  /// The unit of `dx` and `dy`.
  package var unit: Unit
  /// How the scroll was produced.
  package var source: Source
  /// The pointer's position in the widget's coordinates, when GDK reports it.
  package var location: SurfacePoint?
  /// The modifier keys held.
  package var modifiers: KeyModifiers
  /// When, in seconds on the frame clock's timeline (see `EventClock`).
  package var time: TimeInterval

  /// Creates a scroll event.
  package init(
    dx: Double, dy: Double, unit: Unit, source: Source, location: SurfacePoint?,
    modifiers: KeyModifiers, time: TimeInterval
  ) {
    self.dx = dx
    self.dy = dy
    self.unit = unit
    self.source = source
    self.location = location
    self.modifiers = modifiers
    self.time = time
  }
}
