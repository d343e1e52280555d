import Kinetic

/// Every problem `OnboardingSpec.decode` reports for `json`, as
/// `line:column: severity: path: message`: its warnings when the spec decodes, its errors when not.
func specProblems(_ json: String) -> [String] {
  do {
    let (_, warnings) = try OnboardingSpec.decode(Array(json.utf8))
    return warnings.all.map(\.description)
  } catch {
    return error.all.map(\.description)
  }
}
