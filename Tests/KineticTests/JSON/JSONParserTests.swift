import Kinetic
import Testing

struct JSONParserTests {
  @Test func handWrittenJSONWithCommentsAndTrailingCommasParses() throws {
    let text = """
      // a script
      {
        "size": [300, 50,], /* width, height */
        "name": "caf\\u00e9 \\ud83d\\ude00",
        "on": true, "off": false, "none": null,
      }
      """
    let value = try JSONParser().parse(text)
    #expect(
      value["size"]?.kind
        == .array([
          JSONValue(.number(300), at: SourceLocation(line: 3, column: 12)),
          JSONValue(.number(50), at: SourceLocation(line: 3, column: 17)),
        ]))
    #expect(value["name"]?.kind == .string("café 😀"))
    #expect(value["on"]?.kind == .bool(true))
    #expect(value["none"]?.kind == .null)
    #expect(value["size"]?.location == SourceLocation(line: 3, column: 11))
  }

  @Test func columnsCountCharactersNotBytes() throws {
    let value = try JSONParser().parse("{\"é\": \"ü\", \"x\": 1}")
    #expect(value["x"]?.location == SourceLocation(line: 1, column: 17))
  }

  @Test(arguments: [
    ("{\"a\": 1,, }", "1:9", "expected a key"),
    ("{\"a\" 1}", "1:6", "expected ':'"),
    ("[1, 2", "1:6", "expected ',' or ']'"),
    ("{\"a\": NaN}", "1:7", "NaN and Infinity"),
    ("{\"a\": -Infinity}", "1:8", "NaN and Infinity"),
    ("{\"a\": 1e999}", "1:7", "too large"),
    ("\"open", "1:1", "never closed"),
    ("/* open", "1:1", "never closed"),
    ("{\"a\": 01x}", "1:7", "leading zeros"),
    ("{} {}", "1:4", "end of the file"),
    ("", "1:1", "found the end of the file"),
    ("\"\\ud800\"", "1:8", "surrogate"),
    ("\"\\q\"", "1:3", "expected one of"),
  ])
  func malformedJSONSaysWhereAndWhatWasExpected(text: String, location: String, message: String) {
    #expect {
      try JSONParser().parse(text)
    } throws: { error in
      guard let error = error as? JSONParser.SyntaxError else { return false }
      return error.location.description == location && error.message.contains(message)
    }
  }

  @Test func deepNestingAndHugeFilesAreRefused() {
    let deep = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
    #expect(throws: JSONParser.SyntaxError.self) { try JSONParser().parse(deep) }
    let small = JSONParser(limits: .init(maximumBytes: 10))
    #expect(throws: JSONParser.SyntaxError.self) { try small.parse("[1, 2, 3, 4, 5, 6]") }
  }

  @Test func theLastOfRepeatedKeysWins() throws {
    let value = try JSONParser().parse("{\"a\": 1, \"a\": 2}")
    #expect(value["a"]?.kind == .number(2))
  }

  @Test func pathsPrintAsTheyAreWritten() {
    let path = JSONPath.root.appending("steps").appending(3).appending("down")
    #expect(path.description == "steps[3].down")
    let diagnostic = Diagnostic(
      .error, at: SourceLocation(line: 4, column: 9), path: path.description,
      message: "expected [x, y]")
    #expect(
      diagnostic.formatted(file: "a.json") == "a.json:4:9: error: steps[3].down: expected [x, y]")
  }
}

struct JSONKeyLimitTests {
  @Test func aKeyLongerThanAStringMayBeIsALocatedErrorNamingTheLimit() {
    let key = String(repeating: "k", count: 10 << 20)
    do {
      _ = try JSONParser().parse(Array("{\"a\": 1,\n \"\(key)\": 1}".utf8))
      Issue.record("a 10 MB key was accepted")
    } catch {
      #expect(
        error.description
          == "2:2: this key is too long (keys are held to the limit on strings): expected at most "
          + "1000 characters and 4000 Unicode scalars, found 10485760 scalars")
    }
  }

  @Test func keysAreHeldToCombiningMarksAsTextsAre() {
    let key = "e" + String(repeating: "\u{301}", count: 40)
    do {
      _ = try JSONParser().parse("{\"\(key)\": 1}")
      Issue.record("a key of 41 scalars in one character was accepted")
    } catch {
      #expect(error.description.contains("a character of 41 Unicode scalars"), "\(error)")
    }
  }

  @Test func aKeyAtTheLimitAndTheSpecsLimitAgree() throws {
    #expect(JSONParser.Limits().maximumKeyCharacters == OnboardingCarouselSpec.Limits.stringLength)
    let key = String(repeating: "é", count: 1_000)
    let value = try JSONParser().parse("{\"\(key)\": 1}")
    #expect(value[key] != nil)
    let smaller = JSONParser(limits: .init(maximumKeyCharacters: 3))
    #expect(throws: JSONParser.SyntaxError.self) { try smaller.parse(#"{"four": 1}"#) }
  }
}
