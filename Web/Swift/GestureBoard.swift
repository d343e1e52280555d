@_spi(Hosts) import Kinetic

// <kinetic-gesture-board>: a board of cards, one GestureBehavioursMachine per card. The board
// routes each pointer to the card it went down on (the topmost that contains it, or the one card
// a finger already holds, so a second finger beside it pinches it) and keeps the cards' order.

/// One card's machine, kept in one place and mutated there: a board's list of cards holds
/// references, which it copies cheaply when it grows.
final class Card {
  var machine: GestureBehavioursMachine

  init(_ machine: GestureBehavioursMachine) { self.machine = machine }
}

/// One board: its cards, their drawing order and where each pointer goes.
final class Board {
  var cards: [Card] = []
  /// Card indices, bottom first.
  var order: [Int] = []
  /// Which card each pointer that is down belongs to: (pointer, card).
  var routes: [(pointer: Int, card: Int)] = []
  var container = Rect(x: 0, y: 0, width: 400, height: 300)
  var raisesOnPress = true
}

nonisolated(unsafe) var boards: [Board?] = []

/// Creates a board and returns its id.
@_cdecl("kinetic_board_new")
func boardNew() -> Int32 { claimSlot(in: &boards, Board()) }

/// Forgets a board.
@_cdecl("kinetic_board_free")
func boardFree(_ id: Int32) { boards[Int(id)] = nil }

private func withBoard(_ id: Int32, _ body: (Board) -> Void) -> Int32 {
  beginReport()
  guard id >= 0, Int(id) < boards.count, let board = boards[Int(id)] else { return 0 }
  body(board)
  return Int32(outputCount)
}

/// Reports one card's outputs, the card's index as each one's value.
@inline(never)
private func reportCard(_ card: Int, _ outputs: consuming Outputs<GestureBehavioursMachine.Output>)
{
  let value = Double(card)
  outputs.forEachOutput { output in
    switch output {
    case .startMoving: report(1, value)
    case .move: report(2, value)
    case .finishMoving: report(3, value)
    case .startPinching: report(4, value)
    case .pinch: report(5, value)
    case .finishPinching: report(6, value)
    case .startRotating: report(7, value)
    case .rotate: report(8, value)
    case .finishRotating: report(9, value)
    case .touchDown: report(10, value)
    case .touchUp: report(11, value)
    case .tap: report(12, value)
    case .snapped: report(13, value)
    case .announce(let text): report(14, value, text)
    }
  }
}

/// Adds a card centred at (x, y) of the given size and returns its index.
///
/// Behaviours: 1 movable, 2 pinchable, 4 rotatable, 8 tappable.
@_cdecl("kinetic_board_add")
func boardAdd(
  _ id: Int32, _ x: Double, _ y: Double, _ width: Double, _ height: Double, _ behaviours: Int32
) -> Int32 {
  guard id >= 0, Int(id) < boards.count, let board = boards[Int(id)] else { return -1 }
  let configuration = GestureBehavioursMachine.Configuration(
    behaviours: .init(rawValue: UInt8(truncatingIfNeeded: behaviours)))
  board.cards.append(
    Card(
      GestureBehavioursMachine(
        center: Point(x: x, y: y), size: Size(width: width, height: height),
        container: board.container, configuration: configuration)))
  board.order.append(board.cards.count - 1)
  return Int32(board.cards.count - 1)
}

/// Arranges the cards anew, each keeping what gestures did to it.
///
/// The `count` numbers at the start of `numbers` are, for each place in the new list, the index
/// of the card that goes there (cards added just before come last). A card no place names is
/// removed, with the pointers on it; the drawing order keeps the cards that stay as they were.
/// Indices that are no card, or that name a card twice, change nothing.
@_cdecl("kinetic_board_arrange")
func boardArrange(_ id: Int32, _ count: Int32) {
  guard id >= 0, Int(id) < boards.count, let board = boards[Int(id)],
    count >= 0, Int(count) <= board.cards.count
  else { return }
  // Where each card goes: its new index, or -1.
  var place = Array(repeating: -1, count: board.cards.count)
  for k in 0..<Int(count) {
    let value = numbers[k]
    guard let index = Int(exactly: value), place.indices.contains(index), place[index] < 0 else {
      return
    }
    place[index] = k
  }
  board.cards = (0..<Int(count)).map { board.cards[Int(numbers[$0])] }
  board.order = board.order.compactMap { place[$0] < 0 ? nil : place[$0] }
  board.routes = board.routes.compactMap { place[$0.card] < 0 ? nil : ($0.pointer, place[$0.card]) }
}

/// A pointer event on the board, in its coordinates.
@_cdecl("kinetic_board_pointer")
func boardPointer(
  _ id: Int32, _ pointer: Int32, _ phase: Int32, _ x: Double, _ y: Double, _ time: Double,
  _ device: Int32
) -> Int32 {
  withBoard(id) { board in
    let event = pointerEvent(pointer, phase, x, y, time, device)
    let key = Int(pointer)
    var card: Int? = board.routes.first { $0.pointer == key }?.card
    if phase == 0, card == nil {
      let point = Point(x: x, y: y)
      let held = board.routes.map { $0.card }
      card = board.order.reversed().first { index in
        board.cards[index].machine.transform.contains(
          point, viewCenter: board.cards[index].machine.center,
          size: board.cards[index].machine.size)
      }
      if card == nil, let first = held.first, held.allSatisfy({ $0 == first }) { card = first }
      guard let chosen = card else { return }
      board.routes.append((key, chosen))
      if !held.contains(chosen), board.raisesOnPress, let at = board.order.firstIndex(of: chosen) {
        board.order.remove(at: at)
        board.order.append(chosen)
      }
    }
    guard let index = card else { return }
    if phase >= 2 { board.routes.removeAll { $0.pointer == key } }
    reportCard(index, board.cards[index].machine.handle(event))
  }
}

/// A key event for one card (the key's name in the text buffer).
@_cdecl("kinetic_board_key")
func boardKey(
  _ id: Int32, _ card: Int32, _ length: Int32, _ release: Int32, _ modifiers: Int32,
  _ isRepeat: Int32, _ time: Double
) -> Int32 {
  withBoard(id) { board in
    guard card >= 0, Int(card) < board.cards.count else { return }
    let event = keyEvent(length, release, modifiers, isRepeat, time)
    reportCard(Int(card), board.cards[Int(card)].machine.handle(event))
  }
}

/// Lets time pass for every card.
@_cdecl("kinetic_board_tick")
func boardTick(_ id: Int32, _ time: Double) -> Int32 {
  withBoard(id) { board in
    for index in board.cards.indices where board.cards[index].machine.needsTicks {
      reportCard(index, board.cards[index].machine.tick(at: time))
    }
  }
}

/// Resets one card's transform.
@_cdecl("kinetic_board_reset")
func boardReset(_ id: Int32, _ card: Int32, _ time: Double) -> Int32 {
  withBoard(id) { board in
    guard card >= 0, Int(card) < board.cards.count else { return }
    reportCard(Int(card), board.cards[Int(card)].machine.reset(at: time))
  }
}

/// Changes an option for one card, or for the board.
///
/// With card -1, the board: option 0 width, 1 height, 2 raises on press. Card options: 0 behaviours, 1 keepsInside,
/// 2 minimum scale, 3 maximum scale, 4 hasMomentum, 5 snapsRotation, 6 snapsScale,
/// 7 doubleTapResets, 8 reducesMotion, 9 centre x, 10 centre y, 11 width, 12 height.
@_cdecl("kinetic_board_set")
func boardSet(_ id: Int32, _ card: Int32, _ option: Int32, _ value: Double) {
  guard id >= 0, Int(id) < boards.count, let board = boards[Int(id)] else { return }
  // NaN would make no scale range; the machine repairs any other value it is given.
  let value = value.isNaN ? 0 : value
  if card < 0 {
    switch option {
    case 0: board.container.size.width = value
    case 1: board.container.size.height = value
    default: board.raisesOnPress = value != 0
    }
    for index in board.cards.indices {
      board.cards[index].machine.setGeometry(
        center: board.cards[index].machine.center, size: board.cards[index].machine.size,
        container: board.container)
    }
    return
  }
  guard Int(card) < board.cards.count else { return }
  var c = board.cards[Int(card)].machine.configuration
  let flag = value != 0
  switch option {
  case 0: c.behaviours = .init(rawValue: (0...255).contains(value) ? UInt8(value) : 0)
  case 1: c.keepsInsideContainer = flag
  case 2: c.scaleRange = Swift.min(value, c.scaleRange.upperBound)...c.scaleRange.upperBound
  case 3: c.scaleRange = c.scaleRange.lowerBound...Swift.max(value, c.scaleRange.lowerBound)
  case 4: c.hasMomentum = flag
  case 5: c.rotationSnap = flag ? GestureBehavioursMachine.RotationSnap() : nil
  case 6: c.scaleSnapTolerance = flag ? 0.05 : nil
  case 7: c.doubleTapResets = flag
  case 8: c.reducesMotion = flag
  default:
    var center = board.cards[Int(card)].machine.center
    var size = board.cards[Int(card)].machine.size
    switch option {
    case 9: center.x = value
    case 10: center.y = value
    case 11: size.width = value
    default: size.height = value
    }
    board.cards[Int(card)].machine.setGeometry(
      center: center, size: size, container: board.container)
  }
  board.cards[Int(card)].machine.reconfigure(c)
}

/// Writes every card in drawing order.
///
/// 11 numbers each: index, centre x and y, width, height,
/// translation x and y, scale, rotation, opacity, and whether it is held (1) or not. Returns
/// whether any card needs ticks, or -1 (nothing written) for no board.
@_cdecl("kinetic_board_render")
func boardRender(_ id: Int32) -> Int32 {
  beginReport()
  guard id >= 0, Int(id) < boards.count, let board = boards[Int(id)] else { return -1 }
  var out = RenderWriter()
  var ticking = false
  for index in board.order {
    let t = board.cards[index].machine.transform
    let center = board.cards[index].machine.center
    let size = board.cards[index].machine.size
    out.put(Double(index))
    out.put(center.x)
    out.put(center.y)
    out.put(size.width)
    out.put(size.height)
    out.put(t.translation.dx)
    out.put(t.translation.dy)
    out.put(t.scale)
    out.put(t.rotation)
    out.put(board.cards[index].machine.alpha)
    out.put(board.cards[index].machine.claimsPointers)
    ticking = ticking || board.cards[index].machine.needsTicks
  }
  return ticking ? 1 : 0
}
