extension OnboardingCarouselScene {
  /// One view as `kinetic layout` reports it.
  package struct PlacedView: Sendable, Hashable {
    /// The view's key.
    package var key: String
    /// Its frame in the container's coordinates after every transform (the axis-aligned box),
    /// before clipping.
    package var frame: Rect
    /// Its opacity.
    package var alpha: Double
  }

  /// Drags from page 0 through each page in turn to `offset`, every animation finished, as
  /// `kinetic layout` defines it: the first page settles, each drag passes fractions up to
  /// 0.999, and each page settles before the next.
  ///
  /// An offset past the last page stops passing pages there (its remainder is one drag), so a
  /// huge offset cannot make the walk endless.
  public mutating func drag(toOffset target: Double) {
    let width = pageWidth
    guard width > 0, target.isFinite else { return }
    var clock = time
    func step(_ offset: Double) {
      clock += 1
      scroll(to: offset, at: clock)
      finishAnimations()
    }
    step(0)
    let steps = [0.25, 0.5, 0.75, 0.9, 0.99, 0.999]
    var page = 0
    while page <= pageCount, Double(page + 1) * width <= target + 1e-9 {
      for fraction in steps { step((Double(page) + fraction) * width) }
      page += 1
      step(Double(page) * width)
    }
    let rest = target - Double(page) * width
    if rest > 1e-9 {
      for fraction in steps where fraction * width < rest {
        step(Double(page) * width + fraction * width)
      }
      step(target)
    } else if target < 0 {
      step(target)
    }
  }

  /// Drags from where the scene rests through each page up to the one before `page`, as a finger
  /// would (fractions up to 0.999, each page settled and its animations finished), and stops
  /// just short of `page`, so that the scroll to `page` itself settles it.
  ///
  /// A jump uses it: scrolling straight to a far page would settle there without the transitions
  /// of the pages in between, leaving their elements where those pages left them.
  mutating func passPages(toward page: Int, at time: TimeInterval) {
    let width = pageWidth
    guard width > 0 else { return }
    var current = self.page(at: offset / width)
    guard current != page else { return }
    let direction = page > current ? 1 : -1
    while true {
      for fraction in [0.25, 0.5, 0.75, 0.9, 0.99, 0.999] {
        scroll(to: (Double(current) + Double(direction) * fraction) * width, at: time)
        finishAnimations()
      }
      current += direction
      if current == page { return }
      scroll(to: Double(current) * width, at: time)
      finishAnimations()
    }
  }

  /// Every view on screen in drawing order, where it is now.
  package var placedViews: [PlacedView] {
    drawingOrder.map { index in
      PlacedView(key: views[index].key, frame: containerFrame(of: index), alpha: views[index].alpha)
    }
  }
}
