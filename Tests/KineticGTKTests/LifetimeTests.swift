import CGTK
import Foundation
import KineticGTK
import Testing

/// Released when nothing captures it any more.
final class Sentinel {}

/// Whether GTK could open a display; the widget tests need one (run them under Xvfb).
@MainActor let hasDisplay = gtk_init_check() != 0

@MainActor func displayIsAvailable() -> Bool { hasDisplay }

extension Trait where Self == ConditionTrait {
  /// Runs the test only where GTK can open a display.
  static var needsDisplay: Self {
    .enabled("needs a display: run under Xvfb") { await displayIsAvailable() }
  }
}

/// Tracks whether a GObject has been finalized.
@MainActor
final class FinalizationProbe {
  private let reference = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)

  init(_ object: gpointer) {
    g_weak_ref_init(reference, object)
  }

  var isFinalized: Bool {
    guard let object = g_weak_ref_get(reference) else { return true }
    g_object_unref(object)
    return false
  }

  isolated deinit {
    g_weak_ref_clear(reference)
    reference.deallocate()
  }
}

/// Runs GLib's default main context until `done` or the deadline.
@MainActor
func iterate(for seconds: Double, until done: () -> Bool = { false }) {
  let deadline = Date().addingTimeInterval(seconds)
  while !done(), Date() < deadline {
    if g_main_context_iteration(nil, 0) == 0 {
      usleep(1_000)
    }
  }
}

/// Runs the main loop in slices until `done`, or until the slices have taken `seconds`.
///
/// Between slices other tests on the main actor run, and so do tasks that a view started (a test
/// body holds the main actor, so they run only when it awaits). Time spent waiting for the main
/// actor does not count: a busy machine, or a long test beside this one, cannot run the clock out
/// while the control that the test waits for never got a frame.
@MainActor
func run(for seconds: Double, until done: () -> Bool = { false }) async {
  var spent = 0.0
  while !done(), spent < seconds {
    let start = Date()
    iterate(for: 0.01)
    spent += Date().timeIntervalSince(start)
    try? await Task.sleep(for: .milliseconds(5))
  }
}

@Suite(.serialized) @MainActor struct LifetimeTests {
  @Test func signalConnectionsCallAndThenReleaseTheirClosures() throws {
    let action = try #require(g_simple_action_new("probe", nil))
    let connections = SignalConnections()
    weak var weakSentinel: Sentinel?
    var calls = 0
    do {
      let sentinel = Sentinel()
      weakSentinel = sentinel
      connections.connectNotify(action, property: "enabled") {
        withExtendedLifetime(sentinel) { calls += 1 }
      }
    }
    g_simple_action_set_enabled(action, 0)
    #expect(calls == 1)
    #expect(weakSentinel != nil)
    connections.disconnectAll()
    #expect(weakSentinel == nil)
    g_simple_action_set_enabled(action, 1)
    #expect(calls == 1)
    g_object_unref(action.instance)
  }

  @Test func aRefusedConnectionReleasesItsClosure() throws {
    let action = try #require(g_simple_action_new("probe", nil))
    let connections = SignalConnections()
    weak var weakSentinel: Sentinel?
    do {
      let sentinel = Sentinel()
      weakSentinel = sentinel
      // GLib logs a critical for the unknown signal and refuses it.
      let token = connections.connect(action, "no-such-signal") {
        withExtendedLifetime(sentinel) {}
      }
      #expect(token == nil)
    }
    #expect(weakSentinel == nil)
    #expect(connections.isEmpty)
    g_object_unref(action.instance)
  }

  @Test(.needsDisplay) func aSurfaceFinalizesItsWidgetAndReleasesItsTick() {
    weak var weakSentinel: Sentinel?
    weak var weakSurface: ControlSurface?
    let probe: FinalizationProbe
    do {
      let surface = ControlSurface()
      weakSurface = surface
      probe = FinalizationProbe(surface.widget)
      let sentinel = Sentinel()
      weakSentinel = sentinel
      surface.startTicking { _ in withExtendedLifetime(sentinel) { true } }
      // Never shown: the tick waits for the widget to be mapped.
      #expect(surface.isTickPaused)
    }
    #expect(weakSurface == nil)
    #expect(weakSentinel == nil)
    #expect(probe.isFinalized)
  }

  @Test(.needsDisplay) func destroyingTheWidgetTearsTheSurfaceDown() {
    let surface = ControlSurface()
    weak var weakSentinel: Sentinel?
    do {
      let sentinel = Sentinel()
      weakSentinel = sentinel
      surface.startTicking { _ in withExtendedLifetime(sentinel) { true } }
    }
    g_object_run_dispose(cgtk_object(surface.widget))  // Emits `destroy`.
    #expect(!surface.isTicking)
    #expect(weakSentinel == nil)
    surface.startTicking { _ in true }
    #expect(!surface.isTicking)  // A torn-down surface ignores new ticks.
  }

  @Test(.needsDisplay) func closingTheWindowMidAnimationIsSafe() throws {
    let window = try #require(gtk_window_new())
    let surface = ControlSurface()
    gtk_widget_set_size_request(surface.widget, 100, 40)
    gtk_window_set_child(cgtk_window(window), surface.widget)
    gtk_window_present(cgtk_window(window))

    var ticks = 0
    weak var weakSentinel: Sentinel?
    do {
      let sentinel = Sentinel()
      weakSentinel = sentinel
      surface.startTicking { _ in
        withExtendedLifetime(sentinel) { ticks += 1 }
        return true
      }
    }
    iterate(for: 5) { ticks >= 3 }
    #expect(ticks >= 3)

    gtk_window_destroy(cgtk_window(window))
    iterate(for: 0.2)
    // Unmapped: no frames; the body runs from a timer, and waits to run from frames again.
    #expect(surface.isTickPaused)
    let ticksAfterClose = ticks
    iterate(for: 1) { ticks > ticksAfterClose }
    #expect(ticks > ticksAfterClose)
    surface.stopTicking()
    let ticksAfterStop = ticks
    iterate(for: 0.2)
    #expect(ticks == ticksAfterStop)
    #expect(!surface.isTicking)
    #expect(weakSentinel == nil)
  }

  @Test(.needsDisplay) func aHiddenSurfaceTicksFromATimerUntilItRestsOrWaitsWithoutOne() throws {
    let window = try #require(gtk_window_new())
    let surface = ControlSurface()
    gtk_window_set_child(cgtk_window(window), surface.widget)
    defer { gtk_window_destroy(cgtk_window(window)) }
    // Never shown: a motion of ten steps runs from the timer, twenty times a second, and ends.
    var times: [Double] = []
    surface.startTicking { time in
      times.append(time)
      return times.count < 10
    }
    #expect(surface.isTickPaused)
    iterate(for: 2) { times.count == 10 && !surface.isTicking }
    #expect(times.count == 10)
    #expect(!surface.isTicking)
    // On the monotonic clock, as frames are, about 50 ms apart.
    let gaps = zip(times.dropFirst(), times).map { $0 - $1 }
    #expect(gaps.allSatisfy { $0 > 0.03 && $0 < 0.5 }, "\(gaps)")
    iterate(for: 0.2)
    #expect(times.count == 10)
    // Without a hidden rate the body waits, costing nothing, and runs from frames once shown.
    var waited = 0
    surface.startTicking(hiddenRate: 0) { _ in
      waited += 1
      return false
    }
    iterate(for: 0.3)
    #expect(waited == 0)
    gtk_window_present(cgtk_window(window))
    iterate(for: 2) { waited == 1 }
    #expect(waited == 1)
  }

  @Test(.needsDisplay) func aTickThatReturnsFalseEndsAndMayRestartItself() throws {
    let window = try #require(gtk_window_new())
    let surface = ControlSurface()
    gtk_window_set_child(cgtk_window(window), surface.widget)
    gtk_window_present(cgtk_window(window))
    defer { gtk_window_destroy(cgtk_window(window)) }

    var first = 0
    var second = 0
    surface.startTicking { [weak surface] _ in
      first += 1
      if first == 2 {
        surface?.startTicking { _ in
          second += 1
          return second < 3
        }
      }
      return true  // Replaced: GTK must still drop this callback.
    }
    iterate(for: 5) { !surface.isTicking && second >= 3 }
    iterate(for: 0.1)
    #expect(first == 2)
    #expect(second == 3)
    #expect(!surface.isTicking)
  }
}
