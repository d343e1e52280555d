import Kinetic

/// A spring of each kind (under-, critically and over-damped) from 1 point away, at rest.
func springs() {
  let springs: [(String, DampedSpring)] = [
    ("bouncy", DampedSpring(duration: 0.5, bounce: 0.3)),
    ("critical", DampedSpring(response: 0.4, dampingRatio: 1)),
    ("overdamped", DampedSpring(mass: 1, stiffness: 100, damping: 30)),
  ]
  for (name, spring) in springs {
    print(
      "spring \(name) duration \(Format.fixed(spring.duration)) "
        + "bounce \(Format.fixed(spring.bounce))")
    for step in 0...8 {
      let t = Double(step) * 0.075
      let state = spring.state(at: t, displacement: 1, velocity: 0)
      print(
        "  t \(Format.fixed(t, decimals: 3)) x \(Format.fixed(state.displacement)) "
          + "v \(Format.fixed(state.velocity))")
    }
  }
}
