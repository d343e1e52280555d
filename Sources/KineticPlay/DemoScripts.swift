import Foundation

/// The demo scripts bundled with Kinetic: one per control, as `kinetic demo` plays them.
public enum DemoScripts {
  /// A bundled script's name (its control) and bytes.
  public struct Script: Sendable {
    /// The script's name, which is also its control's name.
    public var name: String
    /// The script's text.
    public var bytes: [UInt8]
    /// The folder the script's relative paths (an onboarding spec) start in.
    public var folder: String
  }

  /// The names of the bundled scripts, in the order the demo plays them.
  public static let names = ["slide-to-confirm", "pull-to-action", "gestures", "onboarding"]

  /// Every bundled script.
  public static func all() throws -> [Script] {
    try names.map { name in
      guard
        let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Demos")
      else {
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "Demos/\(name).json"])
      }
      return Script(
        name: name, bytes: Array(try Data(contentsOf: url)),
        folder: url.deletingLastPathComponent().path)
    }
  }
}
