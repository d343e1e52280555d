import Foundation

/// The demo scripts bundled with Kinetic: one per control, as `kinetic demo` plays them.
package enum DemoScripts {
  /// A bundled script's name (its control) and bytes.
  package struct Script: Sendable {
    /// The script's name, which is also its control's name.
    package var name: String
    /// The script's text.
    package var bytes: [UInt8]
    /// The folder the script's relative paths (an onboarding spec) start in.
    package var folder: String
  }

  /// The names of the bundled scripts, in the order the demo plays them.
  package static var names: [String] { ControlKinds.all.map { $0.name } }

  /// Every bundled script.
  package static func all() throws -> [Script] {
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
