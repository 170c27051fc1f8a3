import Foundation

extension StoreError {
  /// The store fault behind a failed file operation beside the store (a photo written into
  /// `photos/`), naming `path`; nil for an error that is not the disk's (a file not found).
  ///
  /// Foundation reports a failed write as an `NSError` whose code, or underlying error, is
  /// the POSIX one: a full disk must read "the disk … is full" (74), not "unexpected error".
  public init?(fileError error: any Error, path: String) {
    guard let code = Self.posixCode(of: error as NSError) else { return nil }
    self.init(posixCode: code, path: path)
  }

  /// The store fault for the POSIX error `code` (`errno`) met writing `path`.
  public init?(posixCode code: Int32, path: String) {
    switch code {
    case ENOSPC, EDQUOT, EFBIG: self = .diskFull(path: path)
    case EROFS: self = .readOnlyFileSystem(path: path)
    case EIO: self = .ioFailure(path: path)
    default: return nil
    }
  }

  private static func posixCode(of error: NSError) -> Int32? {
    if error.domain == NSPOSIXErrorDomain { return Int32(error.code) }
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return Int32(underlying.code)
    }
    // Foundation's own codes for the same faults, when it gives no underlying error.
    switch error.code {
    case CocoaError.fileWriteOutOfSpace.rawValue: return ENOSPC
    case CocoaError.fileWriteVolumeReadOnly.rawValue: return EROFS
    default: return nil
    }
  }
}

/// The file system a path lives on.
enum FileSystem {
  /// True when `path` (or, when it does not exist, its folder) is on a file system mounted
  /// read-only (`statvfs`'s `ST_RDONLY`).
  static func isReadOnly(_ path: String) -> Bool {
    var info = statvfs()
    if statvfs(path, &info) == 0 { return info.f_flag & UInt(ST_RDONLY) != 0 }
    let folder = (path as NSString).deletingLastPathComponent
    return statvfs(folder, &info) == 0 && info.f_flag & UInt(ST_RDONLY) != 0
  }
}
