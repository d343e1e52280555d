import ArgumentParser

/// The `kinetic` tool: try, script, inspect and record Kinetic's controls.
@main
struct KineticCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "kinetic",
    abstract: "Try, script and record Kinetic's gesture-driven controls.",
    discussion: """
      Controls: slide-to-confirm.
      Script format and trace lines: docs/kinetic-play.md.
      """,
    subcommands: [PlayCommand.self, GalleryCommand.self, DemoCommand.self]
  )
}
