// The libFuzzer entry point over everything that loads a file: `scripts/fuzz` builds it (with the
// Kinetic and KineticPlay sources) into `.build-fuzz/fuzz-decoders`, and `make fuzz` runs it.
//
// The first byte picks the decoder and the rest is the file: an odd byte ("O") the onboarding
// spec, whose scene is then laid out and dragged; an even byte ("P") the play script, which is
// then played. Decoding may fail, but nothing may crash, hang or use memory without bound.

import Foundation
import Kinetic
import KineticPlay

/// Plays at most this many seconds of script, so that one input cannot take seconds to run.
private let longestPlay = 60.0
/// Lays out at most this many page-element pairs, for the same reason.
private let largestScene = 200_000

/// Runs one input; libFuzzer calls it for each, and any crash inside is the finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 0 else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
  if data[0] % 2 == 1 {
    fuzzOnboardingSpec(bytes)
  } else {
    fuzzPlayScript(bytes)
  }
  return 0
}

private func fuzzOnboardingSpec(_ bytes: [UInt8]) {
  guard let (spec, _) = try? OnboardingCarouselSpec.decode(bytes) else { return }
  guard spec.pages * max(1, spec.elements.count) <= largestScene else { return }
  // Every image gets a size of its own, so that relative placement has something to scale.
  var imageSizes: [String: Size] = [:]
  for (index, image) in spec.images.enumerated() {
    imageSizes[image.imageName] = Size(
      width: Double(10 + index % 7 * 30), height: Double(20 + index % 5 * 25))
  }
  var scene = OnboardingCarouselScene(
    spec: spec, size: Size(width: 320, height: 568), imageSizes: imageSizes)
  let end = Double(spec.pages) * scene.pageWidth
  for offset in [end * 0.37, end, end + 50, -40, 0] {
    scene.drag(toOffset: offset)
    _ = scene.placedViews
  }
}

private func fuzzPlayScript(_ bytes: [UInt8]) {
  guard let script = try? PlayScript.decode(bytes) else { return }
  // An onboarding script plays a spec read from the path it names, which here would be whatever
  // file the fuzzer writes (/dev/zero, a FIFO); its spec and scene are fuzzed by the "O" inputs.
  guard script.kind.name != "onboarding" else { return }
  guard script.lastStepTime <= longestPlay else { return }
  var playback = Playback(script: script)
  // A few frames a second also samples the render models as the animation goes.
  playback.run(fps: 10, line: { _ in }, frame: { _, _ in })
}
