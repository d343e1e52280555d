#if canImport(KineticCairo)
import Kinetic
import KineticCairo
import Testing

/// The WCAG figures Kinetic's looks use to keep icons visible in any theme.
struct ColorContrastTests {
  @Test func blackOnWhiteIsTwentyOneToOneAndAColourOnItselfOne() {
    let white = Color(hex: 0xFFFFFF)
    let black = Color(hex: 0x000000)
    #expect(abs(black.contrast(with: white) - 21) < 1e-9)
    #expect(white.contrast(with: black) == black.contrast(with: white))
    #expect(Color(hex: 0x3584E4).contrast(with: Color(hex: 0x3584E4)) == 1)
    // #767676, the lightest grey that reads at AA on white: 4.54:1.
    #expect(abs(Color(hex: 0x767676).contrast(with: white) - 4.54) < 0.005)
  }

  @Test(
    arguments: [
      // A dark accent on a dark thumb lightens; a light one on a light surface darkens.
      (0x0F3E76, 0x2D2D2D, true), (0x145E36, 0x2D2D2D, true), (0x9FC2ED, 0xFFFFFF, false),
      (0x8FF0A4, 0xEAEAE9, false),
    ] as [(UInt32, UInt32, Bool)])
  func aColourTooCloseToItsBackgroundMovesJustFarEnough(
    color: UInt32, background: UInt32, lightens: Bool
  ) {
    let original = Color(hex: color)
    let surface = Color(hex: background)
    #expect(original.contrast(with: surface) < 3)
    let readable = original.readable(on: surface, contrast: 3)
    #expect(readable.contrast(with: surface) >= 3)
    #expect(readable.contrast(with: surface) < 3.01)  // The nearest shade, not white or black.
    #expect((readable.luminance > original.luminance) == lightens)
  }

  @Test func aReadableColourAndItsOpacityAreKept() {
    let accent = Color(hex: 0x1C71D8, alpha: 0.5)
    #expect(accent.readable(on: Color(hex: 0xFFFFFF), contrast: 3) == accent)
    let moved = Color(hex: 0x303030, alpha: 0.5).readable(on: Color(hex: 0x2D2D2D), contrast: 3)
    #expect(moved.alpha == 0.5)
    // A ratio no colour reaches gives the farthest one.
    #expect(
      Color(hex: 0x777777).readable(on: Color(hex: 0x777777), contrast: 25) == Color(hex: 0x000000))
  }

  @Test func compositingOverABackgroundMixesByOpacity() {
    let half = Color(hex: 0xFFFFFF, alpha: 0.5).composited(over: Color(hex: 0x000000))
    #expect(abs(half.red - 0.5) < 1e-9 && half.alpha == 1)
  }
}
#endif
