import Kinetic
import KineticGTK
import Testing

/// The placeholders of Kinetic's translatable texts, filled in the order a language needs.
struct TranslationTests {
  @Test(arguments: [
    ("Page %1$u of %2$u", ["2", "5"], "Page 2 of 5"),
    ("Seite %2$u: %1$u", ["2", "5"], "Seite 5: 2"),
    ("Failed: %s", ["No network"], "Failed: No network"),
    ("%s of %s", ["1", "3"], "1 of 3"),
    ("100%% done, %d left", ["3"], "100% done, 3 left"),
    ("A lone % and %3$s stay", ["x"], "A lone % and %3$s stay"),
    ("Ends with %", [], "Ends with %"),
  ])
  func placeholdersTakeTheirValues(template: String, values: [String], expected: String) {
    #expect(substitute(values, into: template) == expected)
  }

  @Test func withoutACatalogTheTextsAreEnglish() {
    #expect(translated("Confirm") == "Confirm")
    #expect(translatedFormat("Page %1$u of %2$u", "2", "3") == "Page 2 of 3")
  }
}
