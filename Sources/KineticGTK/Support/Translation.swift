import Kinetic
import KineticGObject

// Kinetic's own texts in the user's language: gettext's domain `kinetic-1` (kinetic-i18n.c binds
// it to the catalogs installed beside the library). `make` extracts every text passed to these
// functions, and the C classes' `N_()` defaults, into po/kinetic-1.pot (scripts/update-pot).

/// `text` in the user's language; the English text when the catalog has no translation.
package func translated(_ text: String) -> String {
  // gettext returns the very pointer it was given when it has no translation: read it while the
  // C string lives.
  text.withCString { String(cString: kinetic_gettext($0)) }
}

/// `text`'s translation with `values` in place of its `%s` (or `%1$s`, `%2$s`, in the order the
/// language needs; `%d`, `%u` and `%i` alike) placeholders.
package func translatedFormat(_ text: String, _ values: String...) -> String {
  substitute(values, into: translated(text))
}

/// `template` with `values` in place of its placeholders: `%s` (or `%d`, `%u`, `%i`) takes the
/// next value, `%N$s` the Nth, `%%` is a percent sign; anything else stays as written.
package func substitute(_ values: [String], into template: String) -> String {
  var result = ""
  var next = 0
  var rest = Substring(template)
  while let percent = rest.firstIndex(of: "%") {
    result += rest[..<percent]
    var after = rest[rest.index(after: percent)...]
    if after.first == "%" {
      result += "%"
      rest = after.dropFirst()
      continue
    }
    var index = next
    let digits = after.prefix { $0.isASCII && $0.isNumber }
    if !digits.isEmpty, after.dropFirst(digits.count).first == "$", let position = Int(digits) {
      index = position - 1
      after = after.dropFirst(digits.count + 1)
    } else {
      next += 1
    }
    if let conversion = after.first, "sdiu".contains(conversion), values.indices.contains(index) {
      result += values[index]
      rest = after.dropFirst()
    } else {
      result += "%"
      rest = rest[rest.index(after: percent)...]
    }
  }
  return result + rest
}
