extension JSONValue {
  /// The number, or an error recorded when the value is not a number.
  package func number(_ path: JSONPath, _ problems: inout Diagnostics) -> Double? {
    guard case .number(let value) = kind else {
      problems.error("expected a number, found \(typeDescription)", at: self, path: path)
      return nil
    }
    return value
  }

  /// The number if it lies in `range`, or an error recorded that says the range.
  package func number(
    in range: ClosedRange<Double>, _ path: JSONPath, _ problems: inout Diagnostics
  )
    -> Double?
  {
    guard let value = number(path, &problems) else { return nil }
    guard range.contains(value) else {
      problems.error(
        "expected a number from \(range.lowerBound) to \(range.upperBound), found \(value)",
        at: self, path: path)
      return nil
    }
    return value
  }

  /// The boolean, or an error recorded when the value is not `true` or `false`.
  package func bool(_ path: JSONPath, _ problems: inout Diagnostics) -> Bool? {
    guard case .bool(let value) = kind else {
      problems.error("expected true or false, found \(typeDescription)", at: self, path: path)
      return nil
    }
    return value
  }

  /// The string, or an error recorded when the value is not a string.
  package func string(_ path: JSONPath, _ problems: inout Diagnostics) -> String? {
    guard case .string(let value) = kind else {
      problems.error("expected a string, found \(typeDescription)", at: self, path: path)
      return nil
    }
    return value
  }

  /// The string if it is one of `choices`, or an error recorded that lists them.
  package func choice(_ choices: [String], _ path: JSONPath, _ problems: inout Diagnostics)
    -> String?
  {
    guard let value = string(path, &problems) else { return nil }
    guard choices.contains(value) else {
      let list = choices.map { "\"\($0)\"" }.joined(separator: ", ")
      problems.error(
        "expected one of \(list), found \(quoted: value)", at: self, path: path)
      return nil
    }
    return value
  }

  /// A pair of numbers `[a, b]`, or an error recorded that says what was expected.
  @inline(never)
  package func pair(_ path: JSONPath, _ problems: inout Diagnostics, expecting what: String) -> (
    Double, Double
  )? {
    guard case .array(let items) = kind, items.count == 2,
      case .number(let a) = items[0].kind, case .number(let b) = items[1].kind
    else {
      problems.error("expected \(what), found \(typeDescription)", at: self, path: path)
      return nil
    }
    return (a, b)
  }

  /// The members of an object, or an error recorded when the value is not an object.
  @inline(never)
  package func members(_ path: JSONPath, _ problems: inout Diagnostics) -> [(
    key: String, value: JSONValue
  )]? {
    guard case .object(let members) = kind else {
      problems.error("expected an object, found \(typeDescription)", at: self, path: path)
      return nil
    }
    return members
  }

  /// The elements of an array, or an error recorded when the value is not an array.
  @inline(never)
  package func elements(_ path: JSONPath, _ problems: inout Diagnostics) -> [JSONValue]? {
    guard case .array(let elements) = kind else {
      problems.error("expected an array, found \(typeDescription)", at: self, path: path)
      return nil
    }
    return elements
  }
}
