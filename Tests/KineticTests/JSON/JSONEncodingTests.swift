import Kinetic
import Testing

/// The syntax error `bytes` raise, as `line:column: message`, or `nil` when they parse.
private func syntaxError(_ bytes: [UInt8]) -> String? {
  do {
    _ = try JSONParser().parse(bytes)
    return nil
  } catch {
    return error.description
  }
}

struct JSONEncodingTests {
  @Test func bytesThatAreNotUTF8AreLocated() {
    let bytes = Array(#"{"baseImageURL": ""#.utf8) + [0xFF, 0xFE] + Array(#""}"#.utf8)
    #expect(syntaxError(bytes) == "1:19: byte 0xFF is not UTF-8; save the file as UTF-8")
    // On a later line, after multi-byte characters, and outside strings too (a comment).
    let later = Array("{\n  \"é\": 1, // caf".utf8) + [0xE9] + Array("\n}".utf8)
    #expect(syntaxError(later) == "2:17: byte 0xE9 is not UTF-8; save the file as UTF-8")
    // An overlong encoding and a lone surrogate are not UTF-8 either.
    #expect(
      syntaxError(Array("\"".utf8) + [0xC0, 0xAF] + Array("\"".utf8))?.hasPrefix("1:2:") == true)
    #expect(syntaxError(Array("\"".utf8) + [0xED, 0xA0, 0x80] + Array("\"".utf8)) != nil)
  }

  @Test func utf16AndUTF32FilesAreNamed() {
    let text = #"{"pages": 1}"#
    let littleEndian =
      [0xFF, 0xFE]
      + text.utf16.flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    let bigEndian = text.utf16.flatMap { unit -> [UInt8] in [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
    #expect(
      syntaxError(littleEndian)
        == "1:1: the file is UTF-16 (little-endian), not UTF-8; save it as UTF-8")
    #expect(syntaxError(bigEndian)?.contains("UTF-16 (big-endian)") == true)
    let utf32 = text.unicodeScalars.flatMap { scalar -> [UInt8] in [UInt8(scalar.value), 0, 0, 0] }
    #expect(syntaxError(utf32)?.contains("UTF-32 (little-endian)") == true)
  }

  @Test func aUTF8ByteOrderMarkIsSkipped() throws {
    let value = try JSONParser().parse([0xEF, 0xBB, 0xBF] + Array(#"{"pages": 1}"#.utf8))
    #expect(value["pages"]?.kind == .number(1))
  }

  @Test func controlCharactersInStringsAreNamed() {
    #expect(
      syntaxError(Array("\"a".utf8) + [0] + Array("b\"".utf8))
        == #"1:3: a control character (U+0000 NUL) inside a string; write it as \u0000"#)
    #expect(syntaxError(Array("\"a\tb\"".utf8))?.contains("U+0009 tab") == true)
    #expect(syntaxError(Array("\"a\nb\"".utf8))?.contains("before the end of the line") == true)
  }

  @Test func hugeValuesAreShortenedInMessages() {
    let digits = String(repeating: "9", count: 5000)
    let message = syntaxError(Array("[1\(digits)]".utf8)) ?? ""
    #expect(message.contains("… (5001 characters) is too large"), "\(message)")
    #expect(message.count < 200, "\(message.count) characters")
    let key = String(repeating: "k", count: 900)
    let keyMessage = syntaxError(Array("{\"\(key)\" 1}".utf8)) ?? ""
    #expect(keyMessage.count < 200 && keyMessage.contains("(900 characters)"), "\(keyMessage)")
    #expect(JSONPath.root.appending(key).description.count < 80)
  }

  @Test func excerptsCountAndKeepWholeUnicodeScalars() {
    // Short texts are whole, whatever their bytes: 40 scalars of two, three and four bytes.
    let short = String(repeating: "é", count: 20) + String(repeating: "€", count: 19) + "🎈"
    #expect(Diagnostic.excerpt(short) == short)
    // A longer one keeps its first 40 scalars, never a part of one, and says how many it has: a
    // combining mark counts as a scalar of its own.
    let long =
      String(repeating: "€", count: 39) + "🎈" + "e\u{301}" + String(repeating: "é", count: 9)
    #expect(Diagnostic.excerpt(long) == String(repeating: "€", count: 39) + "🎈… (51 characters)")
    #expect(Diagnostic.quoted(long).hasSuffix("🎈… (51 characters)\""))
  }

  @Test func repeatedKeysAreFoundWithBothLocations() throws {
    let value = try JSONParser().parse(
      """
      {"control": "gestures",
       "steps": [{"at": 0, "at": 1}],
       "control": "onboarding"}
      """)
    let duplicates = value.duplicateKeys()
    #expect(duplicates.map(\.path.description) == ["steps[0].at", "control"])
    var problems = Diagnostics()
    problems.warnAboutDuplicateKeys(in: value)
    #expect(
      problems.all.map(\.description).last
        == #"3:13: warning: control: "control" appears again: the value at 1:13 is ignored and this one is used"#
    )
  }
}
