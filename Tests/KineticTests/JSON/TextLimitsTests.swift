import Kinetic
import PropertyBased
import Testing

struct TextLimitsTests {
  @Test func aLetterWithTwoHundredThousandCombiningMarksBecomesShort() {
    let title = "e" + String(repeating: "\u{301}", count: 200_000) + " and more"
    let clamped = TextLimits.clamped(title, maximumCharacters: TextLimits.labelCharacters)
    #expect(clamped.unicodeScalars.count == 31 + " and more".unicodeScalars.count)
    #expect(clamped.unicodeScalars.starts(with: "e\u{301}\u{301}".unicodeScalars))
    #expect(clamped.hasSuffix(" and more"))
    #expect(TextLimits.problem(in: clamped, maximumCharacters: TextLimits.labelCharacters) == nil)
  }

  @Test func aTextWithinTheLimitsIsKeptAsItIs() {
    for text in [
      "", "Slide to pay", "👩‍👩‍👧‍👦 family", "e\u{301}\u{302}", String(repeating: "ab", count: 100),
    ] {
      #expect(TextLimits.clamped(text, maximumCharacters: 200) == text)
    }
  }

  @Test func aLongTextIsCutAtACharacterBoundary() {
    let family = "👩‍👩‍👧‍👦"  // one character of 7 scalars
    let text = String(repeating: "a" + family, count: 300)
    let clamped = TextLimits.clamped(text, maximumCharacters: 200)
    // 4 scalars a character on average: 100 × ("a" + 7 scalars) is 800, the most for 200.
    #expect(clamped == String(repeating: "a" + family, count: 100))
    #expect(TextLimits.clamped(String(repeating: "x", count: 5_000)).count == 1_000)
  }

  @Test func theDefaultIsTheLimitOnAFilesStrings() {
    #expect(TextLimits.stringCharacters == OnboardingCarouselSpec.Limits.stringLength)
    #expect(TextLimits.labelCharacters == 200)
  }

  @Test func anyClampedTextIsAcceptedAndAnAcceptedTextIsKept() async {
    let pieces = [
      "a", "é", "e\u{301}", "\u{301}", "\u{200D}", "👩", "🇫🇷", "\u{1F1EB}", "ᄀ", "ᅡ", "\r\n", " ",
      String(repeating: "\u{301}", count: 40), String(repeating: "\u{200D}👩", count: 20),
    ]
    await propertyCheck(count: 300, input: Gen.int(in: 0..<pieces.count).array(of: 0...400)) {
      indices in
      let text = indices.map { pieces[$0] }.joined()
      let clamped = TextLimits.clamped(text, maximumCharacters: 50)
      #expect(TextLimits.problem(in: clamped, maximumCharacters: 50) == nil, "\(indices)")
      if TextLimits.problem(in: text, maximumCharacters: 50) == nil { #expect(clamped == text) }
    }
  }
}
