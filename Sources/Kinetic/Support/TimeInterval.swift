/// A time or a duration in seconds: every time Kinetic takes or gives.
///
/// The same type as Foundation's `TimeInterval` (both are `Double`), so an app that imports
/// Foundation and Kinetic passes its own values straight in.
public typealias TimeInterval = Double
