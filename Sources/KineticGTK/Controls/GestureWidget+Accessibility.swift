import CGTK
import Foundation
import Kinetic

// Why an action group for the accessible actions
//
// GTK 4.8 gives assistive technologies only the actions a widget's role implies (a button's
// "click"); `gtk_widget_class_install_action` needs a GObject subclass, which Swift cannot
// declare, and there is no API to add an AT-SPI action to an existing widget. What does work
// for any widget is a `GSimpleActionGroup` inserted with `gtk_widget_insert_action_group`: its
// actions (`gesture.move-left`, …) can be activated by name from menus, shortcuts, tests and
// `gtk_widget_activate_action_variant`, and they run exactly what the keys run. Screen-reader
// users reach the same effects through the keys, which the child's accessible description
// spells out, together with where the view is now.

extension GestureWidget {
  /// The prefix of the view's actions: `gesture.move-left` and the rest of ``Action``.
  public static let actionGroupName = "gesture"

  /// What the keys and the `gesture.*` actions do to the view.
  public enum Action: String, CaseIterable, Sendable {
    /// Moves the view one keyboard step left (the Left key).
    case moveLeft = "move-left"
    /// Moves the view one keyboard step right (the Right key).
    case moveRight = "move-right"
    /// Moves the view one keyboard step up (the Up key).
    case moveUp = "move-up"
    /// Moves the view one keyboard step down (the Down key).
    case moveDown = "move-down"
    /// Scales the view up one keyboard step (+).
    case scaleUp = "scale-up"
    /// Scales the view down one keyboard step (−).
    case scaleDown = "scale-down"
    /// Turns the view anticlockwise one keyboard step ([).
    case rotateLeft = "rotate-left"
    /// Turns the view clockwise one keyboard step (]).
    case rotateRight = "rotate-right"
    /// Animates the view back to its layout position, size and angle (0).
    case reset

    /// The key whose press has the same effect.
    var key: Key {
      switch self {
      case .moveLeft: .left
      case .moveRight: .right
      case .moveUp: .up
      case .moveDown: .down
      case .scaleUp: .plus
      case .scaleDown: .minus
      case .rotateLeft: .bracketLeft
      case .rotateRight: .bracketRight
      case .reset: .zero
      }
    }

    /// The behaviour the action needs, if any.
    var behaviour: GestureBehaviourMachine.Behaviours? {
      switch self {
      case .moveLeft, .moveRight, .moveUp, .moveDown: .movable
      case .scaleUp, .scaleDown: .pinchable
      case .rotateLeft, .rotateRight: .rotatable
      case .reset: nil
      }
    }
  }

  /// Performs `action` as its key would, now.
  public func perform(_ action: Action) {
    applyConfiguration()
    dispatch(.key(KeyEvent(key: action.key, time: now)))
  }

  /// Animates the view back to its layout position, natural size and no rotation.
  public func reset() { perform(.reset) }

  /// Sets the name assistive technologies announce (a picture has none of its own), or removes
  /// it when `nil`.
  public func setAccessibleLabel(_ label: String?) {
    accessibleName = label
    guard let label else { return cgtk_accessible_set_label(child, nil) }
    label.withCString { cgtk_accessible_set_label(child, $0) }
  }

  // MARK: Installing

  func installKeyboardAndActions() {
    if gtk_widget_get_focusable(child) == 0 {
      gtk_widget_set_focusable(child, true.gboolean)
    }
    if let keys = gtk_event_controller_key_new() {
      g_object_ref(keys.instance)
      gtk_widget_add_controller(child, keys)  // Takes the reference `_new` returned.
      keyController = keys
      connections.connectKeyPressed(keys) { [weak self] keyval, keycode, state in
        self?.key(.press, keyval: keyval, keycode: keycode, state: state, controller: keys)
          ?? false
      }
      connections.connectKeyReleased(keys) { [weak self] keyval, keycode, state in
        _ = self?.key(.release, keyval: keyval, keycode: keycode, state: state, controller: keys)
      }
    }
    connections.connectNotify(child, property: "has-focus") { [weak self] in
      self?.heldKeys.removeAll()
    }
    guard let group = g_simple_action_group_new() else { return }
    actionGroup = group
    for action in Action.allCases {
      guard let simple = g_simple_action_new(action.rawValue, nil) else { continue }
      connections.connectPointer(simple, "activate") { [weak self] _ in self?.perform(action) }
      g_action_map_add_action(OpaquePointer(group), simple)
      g_object_unref(simple.instance)
    }
    gtk_widget_insert_action_group(child, Self.actionGroupName, OpaquePointer(group))
    updateActionsEnabled()
  }

  /// Enables the actions whose behaviour the view has.
  func updateActionsEnabled() {
    guard let actionGroup else { return }
    for action in Action.allCases {
      guard let simple = g_action_map_lookup_action(OpaquePointer(actionGroup), action.rawValue)
      else { continue }
      let enabled = action.behaviour.map { requested.behaviours.contains($0) } ?? true
      g_simple_action_set_enabled(simple, enabled.gboolean)
    }
  }

  // MARK: Keys

  private func key(
    _ phase: KeyEvent.Phase, keyval: guint, keycode: guint, state: GdkModifierType,
    controller: OpaquePointer
  ) -> Bool {
    let isRepeat = heldKeys.record(phase, keycode: keycode)
    let modifiers = KeyModifiers(state)
    // Ctrl, Alt and Super combinations belong to the application's shortcuts.
    guard modifiers.isDisjoint(with: [.control, .alt, .meta]),
      let action = Self.action(forKeyName: gdk_keyval_name(keyval).map { String(cString: $0) })
    else { return false }
    guard action.behaviour.map({ requested.behaviours.contains($0) }) ?? true else {
      return false  // An arrow on a view that cannot move moves the focus, as usual.
    }
    guard phase == .press else { return true }
    applyConfiguration()
    let time = EventClock.seconds(
      timestamp: gtk_event_controller_get_current_event_time(controller),
      now: Int64(g_get_monotonic_time()))
    dispatch(
      .key(
        KeyEvent(
          key: action.key, phase: .press, modifiers: modifiers, isRepeat: isRepeat, time: time)))
    return true
  }

  /// The action of a GDK key name: arrows, + (= and the keypad's), −, [, ] and 0.
  static func action(forKeyName name: String?) -> Action? {
    switch name {
    case "Left", "KP_Left": .moveLeft
    case "Right", "KP_Right": .moveRight
    case "Up", "KP_Up": .moveUp
    case "Down", "KP_Down": .moveDown
    case "plus", "equal", "KP_Add": .scaleUp
    case "minus", "KP_Subtract", "underscore": .scaleDown
    case "bracketleft": .rotateLeft
    case "bracketright": .rotateRight
    case "0", "KP_0", "KP_Insert": .reset
    default: nil
    }
  }

  // MARK: Description

  /// Tells assistive technologies what the view can do and where it is.
  func updateAccessibleDescription() {
    updateActionsEnabled()
    let behaviours = requested.behaviours
    var can: [String] = []
    if behaviours.contains(.movable) { can.append("arrow keys move") }
    if behaviours.contains(.pinchable) { can.append("plus and minus scale") }
    if behaviours.contains(.rotatable) { can.append("brackets rotate") }
    can.append("0 resets")
    var text = can.joined(separator: ", ")
    text = text.prefix(1).uppercased() + text.dropFirst() + "."
    if let placement {
      let x = Int(placement.center.x.rounded())
      let y = Int(placement.center.y.rounded())
      let percent = Int((placement.scale * 100).rounded())
      let degrees = Int((placement.rotation * 180 / .pi).rounded())
      text += " At \(x), \(y); \(percent) percent; \(degrees) degrees."
    }
    accessibleDescription = text
    text.withCString { cgtk_accessible_set_description(child, $0) }
  }
}
