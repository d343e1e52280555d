/// A JSON value with the place in its source text where it starts.
///
/// Kinetic reads its scripts and specs with its own parser so that every error can say where it
/// is (line and column) and what the path to the value is, and so that the comments and trailing
/// commas of hand-written files are accepted.
///
/// A class, immutable once parsed, so that a value is handed around as one reference: the readers
/// pass values to their helpers in hundreds of places, and a struct's copies of its kind and
/// location came to about 1.9 KB of the web module (gzip).
package final class JSONValue: Sendable, Hashable {
  /// What kind of value it is, with its contents.
  package enum Kind: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number; always finite.
    case number(Double)
    /// A string.
    case string(String)
    /// An array of values.
    case array([JSONValue])
    /// An object's members in the order written; keys may repeat, the last one wins on lookup.
    case object([(key: String, value: JSONValue)])

    /// Compares two kinds member by member.
    package static func == (lhs: Kind, rhs: Kind) -> Bool {
      switch (lhs, rhs) {
      case (.null, .null): true
      case (.bool(let a), .bool(let b)): a == b
      case (.number(let a), .number(let b)): a == b
      case (.string(let a), .string(let b)): a == b
      case (.array(let a), .array(let b)): a == b
      case (.object(let a), .object(let b)):
        a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
      default: false
      }
    }

    /// Hashes the kind's contents.
    package func hash(into hasher: inout Hasher) {
      switch self {
      case .null: hasher.combine(0)
      case .bool(let value): hasher.combine(value)
      case .number(let value): hasher.combine(value)
      case .string(let value): hasher.combine(value)
      case .array(let values): hasher.combine(values)
      case .object(let members):
        for member in members {
          hasher.combine(member.key)
          hasher.combine(member.value)
        }
      }
    }
  }

  /// The value.
  package let kind: Kind
  /// Where the value starts in the source.
  package let location: SourceLocation

  /// Whether two values are alike in kind, contents and location.
  package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    lhs.kind == rhs.kind && lhs.location == rhs.location
  }
  /// Hashes the value's kind, contents and location.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(location)
  }

  /// Creates a value at a location.
  package init(_ kind: Kind, at location: SourceLocation) {
    self.kind = kind
    self.location = location
  }

  /// The member named `key` of an object (the last one if it repeats), or `nil`; keys compare
  /// byte for byte (see ``UTF8Key``).
  @inline(never)
  package subscript(key: String) -> JSONValue? {
    guard case .object(let members) = kind else { return nil }
    return members.last { $0.key.hasSameUTF8(as: key) }?.value
  }

  /// A key that an object repeats: the path to it, the first value and the one that replaces it.
  package struct DuplicateKey: Sendable, Hashable {
    /// The key.
    package var key: String
    /// The path to the member.
    package var path: JSONPath
    /// The value written first (ignored by lookups).
    package var first: JSONValue
    /// The value written later (the one lookups find).
    package var second: JSONValue
  }

  /// Every key repeated in an object of this value, at any depth, in the order written.
  package func duplicateKeys() -> [DuplicateKey] {
    var found: [DuplicateKey] = []
    func walk(_ value: JSONValue, _ path: JSONPath) {
      switch value.kind {
      case .array(let elements):
        for (index, element) in elements.enumerated() { walk(element, path.appending(index)) }
      case .object(let members):
        // Where each key was last written among the members.
        var previous: [UTF8Key: Int] = [:]
        for (index, (key, member)) in members.enumerated() {
          if let first = previous[UTF8Key(key)] {
            found.append(
              DuplicateKey(
                key: key, path: path.appending(key), first: members[first].value, second: member))
          }
          previous[UTF8Key(key)] = index
          walk(member, path.appending(key))
        }
      default:
        break
      }
    }
    walk(self, .root)
    return found
  }

  /// The name of the value's type, as an error message says it: "a number", "an object".
  package var typeDescription: String {
    switch kind {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
