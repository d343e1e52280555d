extension SlideToConfirmMachine {
  /// Where the thumb and track sit for a given progress: DESlideToConfirmView's layout rule.
  ///
  /// The track runs from the thumb's centre at 0 % to its centre at 100 %, so its length is the
  /// control's length minus the thumb's. Unlike the original, the thumb is centred across the
  /// control rather than pinned to its top, and a thumb as long as the control simply has no
  /// travel instead of producing an infinite percentage.
  public struct Layout: Sendable, Hashable {
    /// The control's size.
    package let size: Size
    /// The thumb's extent along the travel axis.
    package let thumbLength: Double
    /// The axis of travel.
    package let orientation: Orientation
    /// The reading direction.
    package let layoutDirection: LayoutDirection

    /// Creates the layout of a control of `size`.
    package init(size: Size, configuration: Configuration) {
      let width = size.width.isFinite ? Swift.max(0, size.width) : 0
      let height = size.height.isFinite ? Swift.max(0, size.height) : 0
      self.size = Size(width: width, height: height)
      orientation = configuration.orientation
      layoutDirection = configuration.layoutDirection
      let length = orientation == .horizontal ? width : height
      let wanted = configuration.thumbWidth.isFinite ? Swift.max(0, configuration.thumbWidth) : 100
      thumbLength = Swift.min(wanted, length)
    }

    /// The control's length along the travel axis.
    package var length: Double { orientation == .horizontal ? size.width : size.height }

    /// How far the thumb's centre travels from 0 % to 100 %.
    package var travel: Double { Swift.max(0, length - thumbLength) }

    /// Whether travel runs towards decreasing coordinates (right to left, or bottom to top).
    private var runsBackwards: Bool {
      orientation == .vertical || layoutDirection == .rightToLeft
    }

    /// The thumb centre's coordinate along the axis at `progress`.
    package func thumbCenter(at progress: Double) -> Double {
      let offset = thumbLength / 2 + Double(progress) * travel
      return runsBackwards ? length - offset : offset
    }

    /// The progress at which the thumb's centre is at `center`, clamped to 0...1.
    package func progress(forThumbCenter center: Double) -> Double {
      guard travel > 0, center.isFinite else { return 0 }
      let offset = runsBackwards ? length - center : center
      return Double(Swift.min(Swift.max((offset - thumbLength / 2) / travel, 0), 1))
    }

    /// The coordinate of `point` along the travel axis.
    package func axisCoordinate(of point: Point) -> Double {
      orientation == .horizontal ? point.x : point.y
    }

    /// The velocity `vector` (points per second) as progress per second towards the end.
    package func progressVelocity(_ vector: Vector) -> Double {
      guard travel > 0 else { return 0 }
      let along = orientation == .horizontal ? vector.dx : vector.dy
      return Double((runsBackwards ? -along : along) / travel)
    }

    /// The thumb's frame at `progress`, centred across the control.
    package func thumbFrame(at progress: Double) -> Rect {
      let center = thumbCenter(at: progress)
      switch orientation {
      case .horizontal:
        return Rect(x: center - thumbLength / 2, y: 0, width: thumbLength, height: size.height)
      case .vertical:
        return Rect(x: 0, y: center - thumbLength / 2, width: size.width, height: thumbLength)
      }
    }

    /// The track line the thumb's centre travels along (the original's default track, 1 point thick).
    package var trackFrame: Rect {
      let start = Swift.min(thumbCenter(at: 0), thumbCenter(at: 1))
      switch orientation {
      case .horizontal:
        return Rect(x: start, y: size.height / 2 - 0.5, width: travel, height: 1)
      case .vertical:
        return Rect(x: size.width / 2 - 0.5, y: start, width: 1, height: travel)
      }
    }

    /// The part of the control the thumb has passed over, from the start edge to the thumb's far edge.
    package func filledFrame(at progress: Double) -> Rect {
      let thumb = thumbFrame(at: progress)
      switch (orientation, layoutDirection) {
      case (.horizontal, .leftToRight):
        return Rect(x: 0, y: 0, width: thumb.maxX, height: size.height)
      case (.horizontal, .rightToLeft):
        return Rect(x: thumb.minX, y: 0, width: size.width - thumb.minX, height: size.height)
      case (.vertical, _):
        return Rect(x: 0, y: thumb.minY, width: size.width, height: size.height - thumb.minY)
      }
    }

    /// Whether `point` is on the thumb at `progress`, allowing `slop` points around it.
    package func isOnThumb(_ point: Point, at progress: Double, slop: Double = 8) -> Bool {
      thumbFrame(at: progress).insetBy(dx: -slop, dy: -slop).contains(point)
    }
  }
}
