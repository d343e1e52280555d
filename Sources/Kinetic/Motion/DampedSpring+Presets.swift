extension DampedSpring {
  /// A smooth spring with no bounce (SwiftUI's `.smooth`): duration 0.5 s, bounce 0.
  public static let smooth = DampedSpring(duration: 0.5, bounce: 0)
  /// A snappy spring with a little bounce (SwiftUI's `.snappy`): duration 0.5 s, bounce 0.15.
  public static let snappy = DampedSpring(duration: 0.5, bounce: 0.15)
  /// A bouncy spring (SwiftUI's `.bouncy`): duration 0.5 s, bounce 0.3.
  public static let bouncy = DampedSpring(duration: 0.5, bounce: 0.3)
  /// The quick spring SwiftUI uses while a finger drives a value: response 0.15 s, ζ 0.86.
  public static let interactive = DampedSpring(response: 0.15, dampingRatio: 0.86)
}
