/// A name compared and hashed by its UTF-8 bytes: a JSON key, an image or element key, an image
/// name.
///
/// Swift's `String` compares and hashes by canonical equivalence, which needs Unicode's
/// normalization tables; the names Kinetic looks up come from one file or one page and are
/// compared as JSON and JavaScript compare them, code unit by code unit. Keeping `String`'s `==`
/// and hashing off these paths keeps those tables (about 30 KB) out of the web module.
package struct UTF8Key: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The name.
  package var text: String

  /// The name `text`.
  package init(_ text: String) { self.text = text }

  /// The name a literal writes.
  package init(stringLiteral text: String) { self.text = text }

  /// Whether the two names are the same bytes.
  package static func == (lhs: UTF8Key, rhs: UTF8Key) -> Bool { lhs.text.hasSameUTF8(as: rhs.text) }

  /// Hashes the name's bytes.
  package func hash(into hasher: inout Hasher) {
    for byte in text.utf8 { hasher.combine(byte) }
    hasher.combine(text.utf8.count)
  }
}

extension String {
  /// Whether the text is the same bytes as `other`: `==` for names, without Unicode's
  /// normalization tables (see ``UTF8Key``).
  package func hasSameUTF8(as other: String) -> Bool { utf8.elementsEqual(other.utf8) }
}

extension Sequence<String> {
  /// Whether the sequence holds a text of the same bytes as `name` (see ``UTF8Key``).
  package func containsUTF8(_ name: String) -> Bool { contains { $0.hasSameUTF8(as: name) } }
}
