import Kinetic

/// An onboarding spec decoded from text in memory (no files: image sizes are given), laid out in
/// a 320 × 568 container, scrolled halfway to the second page and then onto it.
func onboarding() {
  print("onboarding")
  let decoded: (spec: OnboardingCarouselSpec, warnings: Diagnostics)
  do {
    decoded = try OnboardingCarouselSpec.decode(Array(onboardingSpec.utf8))
  } catch {
    print("  errors \(error.all.count)")
    for problem in error.all { print("  \(problem.description)") }
    return
  }
  let spec = decoded.spec
  let warnings = decoded.warnings.all
  print("  pages \(spec.pages) version \(spec.version.rawValue) warnings \(warnings.count)")
  for warning in warnings { print("  \(warning.description)") }

  let imageSizes = [
    "clouds.png": Size(width: 400, height: 120), "balloon.png": Size(width: 40, height: 60),
    "device.png": Size(width: 150, height: 300), "badge.png": Size(width: 32, height: 32),
  ]
  var scene = OnboardingCarouselScene(
    spec: spec, size: Size(width: 320, height: 568), imageSizes: imageSizes)
  print("  views \(scene.views.count)")
  for view in scene.views {
    print(
      "  view \(view.key) at \(Format.point(view.position.x, view.position.y)) "
        + "size \(Format.point(view.size.width, view.size.height))")
  }
  for (offset, time) in [(160.0, 1.0), (320.0, 2.0), (320.0, 3.0)] {
    scene.scroll(to: offset, at: time)
    scene.tick(at: time)
    print("  offset \(Format.fixed(offset)) page \(scene.currentPage)")
    for drawable in scene.drawables {
      let t = drawable.transform
      print(
        "    \(scene.views[drawable.index].key) alpha \(Format.fixed(drawable.alpha)) "
          + "transform \(Format.fixed(t.a)) \(Format.fixed(t.b)) \(Format.fixed(t.c)) "
          + "\(Format.fixed(t.d)) \(Format.fixed(t.tx)) \(Format.fixed(t.ty))")
    }
  }
}

/// A small carousel: a parallax background, a floating balloon, a phone and a badge that pops in
/// on the first page and spins away on the second; one unknown key, for a warning.
let onboardingSpec = """
  {
    "version": 2,
    "baseImageURL": "",
    "pages": 3,
    "scrollScale": 0.5,
    "parallaxBackground": ["clouds"],
    "floatingImages": ["balloon"],
    "pageTexts": {"0": "Hello", "1": "Drag", "2": "Done"},
    "colour": "blue",
    "images": [
      {"key": "clouds", "imageName": "clouds.png", "anchorPoint": [0, 0], "relativePosition": [0, 0.05]},
      {"key": "balloon", "imageName": "balloon.png", "relativePosition": [0.8, 0.15], "addImmediately": true},
      {"key": "device", "imageName": "device.png", "relativePosition": [0.5, 0.45], "addImmediately": true},
      {"key": "badge", "imageName": "badge.png", "relativeKey": "device", "relativePosition": [0.9, 0.2]}
    ],
    "elements": [
      {"key": "badgePop", "views": ["badge"], "startScale": 0, "startRotation": -90,
       "endScale": 0.5, "endPosition": [60, -40], "endRotation": 90, "endOpacity": 0,
       "spring": [0.5, 0.4], "duration": 0.8, "delay": 0.1, "item": [0], "disappear": [1]},
      {"key": "deviceAside", "views": ["device"], "appearPosition": [-40, 10], "appearScale": 0.8,
       "endPosition": [-60, -20], "endRotation": -8, "dragCurve": "easeInOut",
       "appear": [1], "disappear": [2], "disappearanceMultiplier": 1}
    ]
  }
  """
