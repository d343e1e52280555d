import CGTK

extension ControlSurface {
  /// Whether a tick callback is installed.
  public var isTicking: Bool { tick != nil }

  /// Calls `body` once per frame with the frame clock's time in seconds (the same timeline as
  /// event times) until it returns `false` or `stopTicking()` is called.
  ///
  /// One body at a time: starting replaces the current one. `body` may call `stopTicking()` or
  /// `startTicking(_:)`. Ticks run only while the widget is mapped (shown on screen): while it
  /// is hidden (another page of a stack, a closed window) no tick callback is installed, so the
  /// surface costs no CPU, and `body` resumes, with the frame clock's time of then, when the
  /// widget is mapped again. The callback is removed when the widget is destroyed or the surface
  /// deinitialized, so closing the window mid-animation is safe. Capture the surface weakly in
  /// `body`, as in any closure the surface keeps.
  public func startTicking(_ body: @escaping @MainActor (_ frameTime: Double) -> Bool) {
    stopTicking()
    guard !isTornDown else { return }
    guard gtk_widget_get_mapped(widget) != 0 else {
      pausedTick = body
      return
    }
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
        self.tickBody = nil
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
    tickBody = body
  }

  /// Whether a tick waits for the widget to be mapped again.
  var isTickPaused: Bool { pausedTick != nil }

  /// The widget was hidden: its tick callback goes, and its body waits for ``resumeTicking()``.
  func pauseTicking() {
    guard let body = tickBody, tick != nil else { return }
    stopTicking()
    pausedTick = body
  }

  /// The widget was mapped: a paused tick starts again.
  func resumeTicking() {
    guard let body = pausedTick else { return }
    pausedTick = nil
    startTicking(body)
  }

  /// Removes the tick callback, if any (and forgets a paused one).
  public func stopTicking() {
    pausedTick = nil
    guard let current = tick else { return }
    tick = nil
    tickBody = nil
    // From inside its own callback, the callback removes itself by returning G_SOURCE_REMOVE;
    // removing it here as well would rely on GTK tolerating a double removal.
    if runningTickSerial != current.serial {
      gtk_widget_remove_tick_callback(widget, current.id)
    }
  }
}
