import Kinetic
import Testing

/// Inputs `make fuzz` found that crashed the loader, each now refused with a located error.
struct OnboardingCarouselFuzzRegressionTests {
  @Test(arguments: ["1e20", "-1e20", "9223372036854775808", "1e308", "2.5"])
  func aVersionNoIntegerCanHoldIsRefusedWithoutCrashing(version: String) {
    #expect {
      _ = try OnboardingCarouselSpec.decode(Array(#"{"version": \#(version), "pages": 1}"#.utf8))
    } throws: { error in
      guard let diagnostics = error as? Diagnostics else { return false }
      return diagnostics.all.map(\.description).contains {
        $0.contains("1:13: error: version: unsupported version")
      }
    }
  }
}
