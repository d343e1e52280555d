import ArgumentParser
import KineticPlay

/// The `kinetic` tool: try, script, inspect and record Kinetic's controls.
@main
struct KineticCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "kinetic",
    abstract: "Try, script and record Kinetic's gesture-driven controls.",
    discussion: """
      Controls: \(ControlKinds.all.map { $0.name }.joined(separator: ", ")).
      Script format and trace lines: docs/kinetic-play.md. Onboarding specs: \
      docs/onboarding-format.md.
      """,
    subcommands: [
      PlayCommand.self, LayoutCommand.self, ValidateCommand.self, GalleryCommand.self,
      DemoCommand.self,
    ]
  )
}
