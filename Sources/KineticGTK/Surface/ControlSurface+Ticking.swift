import CGTK

extension ControlSurface {
  /// Whether a tick callback is installed.
  public var isTicking: Bool { tick != nil }

  /// Calls `body` once per frame with the frame clock's time in seconds (the same timeline as
  /// event times) until it returns `false` or `stopTicking()` is called.
  ///
  /// One body at a time: starting replaces the current one. `body` may call `stopTicking()` or
  /// `startTicking(_:)`. Ticks run only while the widget is realized (in a shown window); GTK
  /// keeps the callback across unrealize and resumes it if the widget is realized again. The
  /// callback is removed when the widget is destroyed or the surface deinitialized, so closing
  /// the window mid-animation is safe. Capture the surface weakly in `body`, as in any closure
  /// the surface keeps.
  public func startTicking(_ body: @escaping @MainActor (_ frameTime: Double) -> Bool) {
    stopTicking()
    guard !isTornDown else { return }
    tickSerial &+= 1
    let serial = tickSerial
    let box = CallbackBox<@MainActor (Double) -> Bool> { [weak self] frameTime in
      guard let self, self.tick?.serial == serial else { return false }
      self.runningTickSerial = serial
      let keepGoing = body(frameTime)
      self.runningTickSerial = nil
      // `body` may have stopped or replaced this tick; then this callback must go.
      guard self.tick?.serial == serial else { return false }
      if !keepGoing {
        self.tick = nil
      }
      return keepGoing
    }
    let id = gtk_widget_add_tick_callback(
      widget,
      { _, clock, data in
        guard let clock, let data else { return false.gboolean }
        let box = CallbackBox<@MainActor (Double) -> Bool>.unretained(data)
        let frameTime = Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
        // G_SOURCE_CONTINUE is TRUE, G_SOURCE_REMOVE is FALSE; GTK releases the box on removal.
        return MainActor.assumeIsolated { box.body(frameTime) }.gboolean
      },
      box.retainedPointer(), releaseCallbackBox)
    tick = (id, serial)
  }

  /// Removes the tick callback, if any.
  public func stopTicking() {
    guard let current = tick else { return }
    tick = nil
    // From inside its own callback, the callback removes itself by returning G_SOURCE_REMOVE;
    // removing it here as well would rely on GTK tolerating a double removal.
    if runningTickSerial != current.serial {
      gtk_widget_remove_tick_callback(widget, current.id)
    }
  }
}
