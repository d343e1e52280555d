import Dispatch
import Synchronization

/// One spec load of an onboarding carousel, read and decoded off the main thread, which the
/// carousel cancels when a newer spec is set or when it goes.
///
/// Loads run one at a time on one serial queue that every carousel shares, so however often an
/// app sets specs (or creates and drops carousels), one loader thread works and at most one
/// load's images are decoded at once. A cancelled load stops before its next image and gives back
/// what it decoded; its result is never shown.
final class SpecLoad: Sendable {
  /// The queue every carousel's loads run on, in the order they were asked for.
  static let queue = DispatchQueue(label: "Kinetic spec loader", qos: .userInitiated)

  private let cancelled = Atomic(false)

  /// Whether the carousel no longer wants this load's result.
  var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

  /// Tells the load to stop at its next image and drop what it has.
  func cancel() { cancelled.store(true, ordering: .releasing) }
}
