extension SlideToConfirmMachine {
  /// What assistive technologies call the control: its prompt.
  public var accessibilityLabel: String { configuration.prompt }

  /// How to use the control, for assistive technologies: a slide to the end, or two activations,
  /// which every front end offers.
  public var accessibilityHint: String { configuration.texts.hint }
}
