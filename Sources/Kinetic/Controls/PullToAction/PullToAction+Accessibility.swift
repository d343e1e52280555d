extension PullToActionMachine {
  /// What assistive technologies call the control: "Pull to refresh" at the top edge, "Pull to
  /// load more" at the bottom.
  public var accessibilityLabel: String {
    configuration.edge == .top ? "Pull to refresh" : "Pull to load more"
  }

  /// What the state means for someone who cannot see the status view.
  ///
  /// At rest it says how to run the action: the pull, and `keys`, the front end's keyboard
  /// shortcut ("press F5 or Ctrl+R"), if it has one; `action` names what runs ("Refresh").
  /// Otherwise it is the status view's text. A disabled pull is described as at rest: the front
  /// end reports that it is disabled (GTK's insensitive state, the web's `aria-disabled`), as
  /// for any disabled control.
  public func accessibilityDescription(action: String, keys: String?) -> String {
    accessibilityDescription(lowercasedAction: action.lowercased(), keys: keys)
  }

  /// ``accessibilityDescription(action:keys:)`` for an action already in lower case ("refresh"),
  /// as it reads inside the hint: the web elements name theirs so, and their module then carries
  /// no Unicode case tables.
  package func accessibilityDescription(lowercasedAction action: String, keys: String?) -> String {
    let pull = configuration.edge == .top ? "Pull down" : "Pull up"
    let hint = "\(pull)\(keys.map { ", or \($0)," } ?? "") to \(action)"
    return state == .idle ? hint : (renderModel.text ?? hint)
  }
}
