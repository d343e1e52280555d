"""Reading WebAssembly's binary format, for scripts/order-wasm-functions and
scripts/rename-wasm-exports: its numbers and its sections."""


def leb128(data, at):
    """An unsigned LEB128 number at `at`, and where the next field starts."""
    value = shift = 0
    while True:
        byte = data[at]
        at += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, at


def encode_leb128(value):
    """`value` as an unsigned LEB128 number."""
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        out.append(byte | (0x80 if value else 0))
        if not value:
            return bytes(out)


def sections(module):
    """Each section of a module as (its id, where it starts, where its contents start, where it
    ends), in order."""
    if module[:8] != b"\0asm\1\0\0\0":
        raise ValueError("not a WebAssembly module (version 1)")
    at = 8
    while at < len(module):
        size, body = leb128(module, at + 1)
        yield module[at], at, body, body + size
        at = body + size
