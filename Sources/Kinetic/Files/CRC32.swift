/// The CRC-32 of ISO 3309 and ITU-T V.42, as PNG, zlib and gzip use it (polynomial 0xEDB88320,
/// reflected, initial value and final XOR 0xFFFFFFFF): the check value of "123456789" is
/// 0xCBF43926.
package enum CRC32 {
  /// The CRC of every byte value, so that a checksum costs one lookup a byte.
  private static let table: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    return value
  }

  /// The CRC-32 of `bytes[range]`.
  package static func checksum(_ bytes: [UInt8], in range: Range<Int>) -> UInt32 {
    precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count, "range outside bytes")
    return table.withUnsafeBufferPointer { table in
      bytes.withUnsafeBufferPointer { bytes in
        var crc: UInt32 = 0xFFFF_FFFF
        for index in range {
          crc = table[Int(UInt8(truncatingIfNeeded: crc) ^ bytes[index])] ^ (crc >> 8)
        }
        return ~crc
      }
    }
  }

  /// The CRC-32 of `bytes`.
  package static func checksum(_ bytes: [UInt8]) -> UInt32 {
    checksum(bytes, in: 0..<bytes.count)
  }
}
