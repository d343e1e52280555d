/// Where a continuous gesture stands when a recognizer reports it.
public enum GesturePhase: String, Sendable, Hashable, CaseIterable {
  /// The gesture was recognised; this is its first report.
  case began
  /// The gesture continues and its values changed.
  case changed
  /// The gesture finished normally: the fingers lifted.
  case ended
  /// The gesture was taken away or gave up after it had begun; undo what it did if that matters.
  case cancelled

  /// Whether this report is the gesture's last.
  public var isFinal: Bool { self == .ended || self == .cancelled }
}
