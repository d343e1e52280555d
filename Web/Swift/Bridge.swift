import Kinetic

// The page and the module share two buffers in the module's memory. The element scripts write a
// call's text (a title, a key's name, a spec) into `textIn` and read what a call reports from
// `numbers`: its outputs (code, value, text offset, text length), then, from `renderBase`, the
// render model as plain numbers. Output text goes to `textOut`. Nothing here decides anything: it
// converts, calls a machine and writes numbers.

/// How many doubles `numbers` holds.
let numberCapacity = 16_384
/// Where the render model starts in `numbers`; outputs come before it.
let renderBase = 1_024
/// The size of each half of the text buffer.
let textCapacity = 131_072

nonisolated(unsafe) let numbers = UnsafeMutablePointer<Double>.allocate(capacity: numberCapacity)
nonisolated(unsafe) let textIn = UnsafeMutablePointer<UInt8>.allocate(capacity: textCapacity)
nonisolated(unsafe) let textOut = UnsafeMutablePointer<UInt8>.allocate(capacity: textCapacity)
nonisolated(unsafe) var textOutLength = 0
nonisolated(unsafe) var outputCount = 0

/// The number buffer (doubles).
@_cdecl("kinetic_numbers")
func kineticNumbers() -> UnsafeMutablePointer<Double> { numbers }

/// The text the page writes for a call.
@_cdecl("kinetic_text_in")
func kineticTextIn() -> UnsafeMutablePointer<UInt8> { textIn }

/// The text a call writes for the page.
@_cdecl("kinetic_text_out")
func kineticTextOut() -> UnsafeMutablePointer<UInt8> { textOut }

/// The capacity of each text buffer in bytes.
@_cdecl("kinetic_text_capacity")
func kineticTextCapacity() -> Int32 { Int32(textCapacity) }

/// Starts a call's report: no outputs, no text.
func beginReport() {
  outputCount = 0
  textOutLength = 0
  numbers[0] = 0
}

/// Appends `text` to the output text and returns where it is.
func write(_ text: String) -> (offset: Int, length: Int) {
  let start = textOutLength
  for byte in text.utf8 where textOutLength < textCapacity {
    textOut[textOutLength] = byte
    textOutLength += 1
  }
  return (start, textOutLength - start)
}

/// Records one output: a code, a number and an optional text.
func report(_ code: Int, _ value: Double = 0, _ text: String? = nil) {
  guard outputCount < (renderBase - 1) / 4 else { return }
  let base = 1 + outputCount * 4
  numbers[base] = Double(code)
  numbers[base + 1] = value
  if let text {
    let (offset, length) = write(text)
    numbers[base + 2] = Double(offset)
    numbers[base + 3] = Double(length)
  } else {
    numbers[base + 2] = 0
    numbers[base + 3] = 0
  }
  outputCount += 1
  numbers[0] = Double(outputCount)
}

/// The text the page wrote, `length` bytes of UTF-8.
func readText(_ length: Int32) -> String {
  let count = Swift.max(0, Swift.min(Int(length), textCapacity))
  return String(decoding: UnsafeBufferPointer(start: textIn, count: count), as: UTF8.self)
}

/// Writes numbers one after another into the render area, allocating nothing.
struct RenderWriter {
  /// Where the next number goes in `numbers`.
  var index = renderBase

  /// Writes one number.
  mutating func put(_ value: Double) {
    numbers[index] = value
    index += 1
  }

  /// Writes 1 or 0.
  mutating func put(_ flag: Bool) { put(flag ? 1 : 0) }

  /// Writes a rectangle: x, y, width, height.
  mutating func put(_ rect: Rect) {
    put(rect.minX)
    put(rect.minY)
    put(rect.width)
    put(rect.height)
  }

  /// Writes a text's offset and length in the output text (length -1 when there is none).
  mutating func put(text: String?) {
    let (offset, length) = text.map(write) ?? (0, -1)
    put(Double(offset))
    put(Double(length))
  }
}

/// A pointer event from the page's numbers.
///
/// Phase 0 down, 1 move, 2 up, 3 cancel; device 0 touch, 1 mouse, 2 pen.
func pointerEvent(
  _ pointer: Int32, _ phase: Int32, _ x: Double, _ y: Double, _ time: Double, _ device: Int32
) -> InputEvent {
  let phases: [PointerEvent.Phase] = [.down, .move, .up, .cancel]
  let devices: [PointerEvent.Device] = [.touch, .mouse, .pen]
  return .pointer(
    PointerEvent(
      pointer: PointerID(rawValue: Int(pointer)),
      phase: phases[Int(Swift.min(3, Swift.max(0, phase)))],
      location: Point(x: x, y: y), time: time,
      device: devices[Int(Swift.min(2, Swift.max(0, device)))]))
}

/// A key press or release; the key's GDK name is in the text buffer.
///
/// Modifiers: 1 shift, 2 control, 4 alt, 8 meta.
func keyEvent(
  _ length: Int32, _ release: Int32, _ modifiers: Int32, _ isRepeat: Int32, _ time: Double
)
  -> InputEvent
{
  .key(
    KeyEvent(
      key: Key(rawValue: readText(length)), phase: release != 0 ? .release : .press,
      modifiers: KeyModifiers(rawValue: UInt8(truncatingIfNeeded: modifiers)),
      isRepeat: isRepeat != 0, time: time))
}

/// A slot in a table of machines: the first free one, or a new one.
func claimSlot<Machine>(in table: inout [Machine?], _ machine: Machine) -> Int32 {
  if let free = table.firstIndex(where: { $0 == nil }) {
    table[free] = machine
    return Int32(free)
  }
  table.append(machine)
  return Int32(table.count - 1)
}
