import Kinetic

/// Every problem `OnboardingCarouselSpec.decode` reports for `json`, as
/// `line:column: severity: path: message`: its warnings when the spec decodes, its errors when not.
func specProblems(_ json: String) -> [String] {
  do {
    let (_, warnings) = try OnboardingCarouselSpec.decode(Array(json.utf8))
    return warnings.all.map(\.description)
  } catch {
    return error.all.map(\.description)
  }
}
