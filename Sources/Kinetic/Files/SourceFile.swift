import CKineticLibc

/// Reads the files Kinetic is given (scripts, specs, images) without ever blocking, and says in
/// words what is wrong when a path is not a readable regular file.
///
/// A path is examined with `stat` before it is opened, and opened without waiting
/// (`O_NONBLOCK`), so a FIFO, a device such as `/dev/zero` or a socket is refused at once instead
/// of hanging the reader or filling its memory.
public enum SourceFile {
  /// Why a file cannot be read, in words a user understands.
  public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, such as "it is a directory, not a file".
    public var reason: String
    /// The reason.
    public var description: String { reason }

    /// A failure for `reason`.
    package init(reason: String) {
      self.reason = reason
    }
  }

  /// What a path names.
  package enum Kind: Sendable, Hashable {
    /// Nothing: the path does not exist.
    case missing
    /// A regular file of this many bytes.
    case file(size: Int)
    /// A directory.
    case directory
    /// Something else: a FIFO, a device, a socket (named as a user would say it).
    case special(String)
  }

  /// What `path` names, following links; never opens it.
  package static func kind(of path: String) -> Kind {
    var info = stat()
    guard stat(path, &info) == 0 else { return .missing }
    return kind(mode: info.st_mode, size: Int(info.st_size))
  }

  private static func kind(mode: mode_t, size: Int) -> Kind {
    switch mode & kinetic_s_ifmt {
    case mode_t(S_IFREG): .file(size: size)
    case mode_t(S_IFDIR): .directory
    case mode_t(S_IFIFO): .special("a FIFO (named pipe)")
    case mode_t(S_IFCHR): .special("a character device")
    case mode_t(S_IFBLK): .special("a block device")
    case mode_t(S_IFSOCK): .special("a socket")
    default: .special("something other than a file")
    }
  }

  /// The reason a path that is not a regular file cannot be read, or `nil` when it is one.
  package static func refusal(for path: String) -> String? {
    switch kind(of: path) {
    case .file: nil
    case .missing: missingReason(path)
    case .directory: "it is a directory, not a file"
    case .special(let what): "it is \(what), not a regular file"
    }
  }

  /// Reads a whole regular file of at most `maximumBytes` bytes.
  ///
  /// - Throws: ``Failure`` saying what is wrong: no such file, a directory, not a regular file,
  ///   too large, no permission.
  package static func contents(of path: String, maximumBytes: Int) throws(Failure) -> [UInt8] {
    if let reason = refusal(for: path) { throw Failure(reason: reason) }
    let descriptor = kinetic_open(path, O_RDONLY | kinetic_o_nonblock | O_CLOEXEC)
    guard descriptor >= 0 else { throw Failure(reason: reason(errno: kinetic_errno(), path)) }
    defer { close(descriptor) }
    // What was opened may not be what was examined (the path changed in between): check again.
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw Failure(reason: reason(errno: kinetic_errno(), path))
    }
    guard case .file(let size) = kind(mode: info.st_mode, size: Int(info.st_size)) else {
      throw Failure(reason: "it is not a regular file")
    }
    guard size <= maximumBytes else {
      throw Failure(reason: "it is \(size) bytes; the most accepted is \(maximumBytes)")
    }
    // Read straight into an array of the size `fstat` gave, one byte more to notice a file that
    // grew meanwhile, growing it only then: a small file costs one allocation and one read.
    var bytes = [UInt8](repeating: 0, count: size + 1)
    var filled = 0
    while true {
      if filled == bytes.count {
        guard filled <= maximumBytes else {
          throw Failure(reason: "it is more than \(maximumBytes) bytes, the most accepted")
        }
        bytes += repeatElement(0, count: min(64 << 10, maximumBytes + 1 - filled))
      }
      let count = bytes.withUnsafeMutableBytes {
        read(descriptor, $0.baseAddress.map { $0 + filled }, $0.count - filled)
      }
      if count < 0 {
        if kinetic_errno() == kinetic_eintr { continue }
        throw Failure(reason: reason(errno: kinetic_errno(), path))
      }
      if count == 0 { break }
      filled += count
    }
    guard filled <= maximumBytes else {
      throw Failure(reason: "it is more than \(maximumBytes) bytes, the most accepted")
    }
    bytes.removeLast(bytes.count - filled)
    return bytes
  }

  /// Why a path that does not exist cannot be read: no such file, or no such folder.
  private static func missingReason(_ path: String) -> String {
    let folder = folder(of: path)
    if !folder.isEmpty, folder != path {
      switch kind(of: folder) {
      case .missing: return "no such file (the folder \(folder) does not exist)"
      case .file, .special: return "no such file (\(folder) is a file, not a folder)"
      case .directory: break
      }
    }
    return "no such file"
  }

  private static func reason(errno code: Int32, _ path: String) -> String {
    switch code {
    case kinetic_eacces, kinetic_eperm: "permission denied"
    case kinetic_enoent: missingReason(path)
    case kinetic_eisdir: "it is a directory, not a file"
    case kinetic_enotdir: "a part of the path is a file, not a folder"
    default: String(cString: strerror(code)).lowercased()
    }
  }
}

extension SourceFile {
  /// The folder part of `path`, as `NSString.deletingLastPathComponent` gives it: "" for a bare
  /// name, "/" for a file at the root, and trailing slashes ignored.
  package static func folder(of path: String) -> String {
    var scalars = Array(path.utf8)
    while scalars.count > 1, scalars.last == UInt8(ascii: "/") { scalars.removeLast() }
    guard let slash = scalars.lastIndex(of: UInt8(ascii: "/")) else { return "" }
    var end = slash
    while end > 0, scalars[end - 1] == UInt8(ascii: "/") { end -= 1 }
    return end == 0 ? "/" : String(decoding: scalars[..<end], as: UTF8.self)
  }

  /// The last part of `path`: the file's name.
  package static func fileName(of path: String) -> Substring {
    path.split(separator: "/").last ?? Substring(path)
  }

  /// `path` made absolute, with `.`, `..` and links resolved, or `nil` when nothing is there.
  package static func resolved(_ path: String) -> String? {
    guard let resolved = kinetic_realpath(path) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
