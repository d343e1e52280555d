import CGTK
import Glibc
package import Kinetic
import KineticCairo
import KineticGObject

// The scroll indicator: a thin bar at the trailing edge, over the content, like the overlay
// indicator of a `GtkScrolledWindow`. It follows the machine, not the adjustment, so it shrinks
// while the content is rubber banded or pulled past an end, and shows while the content moves,
// fading out a moment after it stops. Its colour is the status text's (the theme's foreground,
// through `kinetic_pull_status_text_color`), softened, so it reads in light, dark and high
// contrast themes.

/// Where the indicator goes and how long it is, from the scrolling alone.
package struct PullToActionIndicator: Equatable {
  /// How thick the bar is, in points.
  static let thickness = 4.0
  /// The gap between the bar and the widget's edges, in points.
  package static let margin = 3.0
  /// The shortest bar, in points, however long the content.
  static let minimumLength = 24.0
  /// How long the bar stays after the content stops, then how long it takes to fade, in seconds.
  static let holdDuration = 0.8
  static let fadeDuration = 0.3

  /// The bar's frame in the widget.
  package var frame: Rect

  /// The indicator for content `contentLength` points long scrolled to `offset` in a viewport
  /// `viewport` points tall (the offset's resting end at `endOffset`), or `nil` when everything
  /// fits.
  package init?(
    offset: Double, contentLength: Double, endOffset: Double, viewport: Size,
    isRightToLeft: Bool
  ) {
    let height = Double(viewport.height)
    guard height > 2 * Self.margin, contentLength > height + 0.5, endOffset > 0 else { return nil }
    let track = height - 2 * Self.margin
    let overscroll = max(0, -offset) + max(0, offset - endOffset)
    // A page's share of the content, shrunk by the overscroll as the content is.
    let natural = max(Self.minimumLength, track * height / contentLength)
    let length = max(Self.thickness, natural * max(0, height - overscroll) / height)
    let fraction = min(max(offset / endOffset, 0), 1)
    let y = Self.margin + fraction * (track - length)
    let x =
      isRightToLeft
      ? Self.margin : Double(viewport.width) - Self.margin - Self.thickness
    frame = Rect(x: x, y: y, width: Self.thickness, height: length)
  }

  /// How visible the bar is `elapsed` seconds after the content last moved.
  package static func opacity(sinceMotion elapsed: Double) -> Double {
    guard elapsed.isFinite else { return 0 }
    if elapsed <= holdDuration { return 1 }
    return max(0, 1 - (elapsed - holdDuration) / fadeDuration)
  }
}

extension PullToActionHost {
  /// The indicator for the machine as it is now.
  var indicator: PullToActionIndicator? {
    let scroll = machine.scroll
    return PullToActionIndicator(
      offset: scroll.offset, contentLength: scroll.contentLength,
      endOffset: scroll.contentEndOffset, viewport: machine.viewportSize,
      isRightToLeft: isRightToLeft)
  }

  /// How visible the indicator is now: fully while the content is held or moves, then fading.
  var indicatorOpacity: Double {
    if machine.isDragging || machine.scroll.isMoving { return 1 }
    return PullToActionIndicator.opacity(sinceMotion: now - scrolling.lastMotion)
  }

  /// Notes whether the content moved since the last layout, and redraws the indicator while it
  /// fades: only in frames where its look changes, so that it costs no frame while it holds.
  func noteIndicatorMotion() {
    let scroll = machine.scroll
    guard
      scroll.offset != scrolling.lastOffset || scroll.contentLength != scrolling.lastContentLength
    else { return }
    let moved = scroll.offset != scrolling.lastOffset
    scrolling.lastOffset = scroll.offset
    scrolling.lastContentLength = scroll.contentLength
    guard moved, gtk_widget_get_mapped(widget) != 0 else { return }
    scrolling.lastMotion = now
    guard !isIndicatorFading else { return }
    isIndicatorFading = true
    indicatorTicker.start { [weak self] _ in
      guard let self else { return false }
      let opacity = self.indicatorOpacity
      let drawn = self.scrolling.drawnIndicator
      if drawn.opacity != opacity || drawn.frame != self.indicator?.frame {
        gtk_widget_queue_draw(self.widget)
      }
      let fading = opacity > 0
      self.isIndicatorFading = fading
      return fading
    }
  }

  /// Draws the indicator over the content.
  func drawIndicator(_ snapshot: OpaquePointer) {
    let indicator = self.indicator
    let opacity = indicator == nil ? 0 : indicatorOpacity
    scrolling.drawnIndicator = (indicator?.frame, opacity)
    guard let indicator, opacity > 0 else { return }
    let canvas = SnapshotCanvas(snapshot: snapshot, widget: widget, cache: cache)
    var color = look.value.style.statusViewTextColor
    color.alpha *= 0.5 * opacity
    canvas.fillRoundedRect(
      indicator.frame, radius: Double(PullToActionIndicator.thickness / 2), color: color)
  }
}

@MainActor @_cdecl("kinetic_pull_to_action_snapshot_indicator")
func kineticPullToActionSnapshotIndicator(
  _ pointer: UnsafeMutableRawPointer, _ snapshot: OpaquePointer
) {
  guard
    let host = Unmanaged<WidgetHost>.fromOpaque(pointer).takeUnretainedValue()
      as? PullToActionHost
  else { return }
  host.drawIndicator(snapshot)
}
