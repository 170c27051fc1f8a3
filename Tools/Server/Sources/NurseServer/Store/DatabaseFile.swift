import Foundation

/// Where the server keeps its SQLite file, and how the file is made private before use.
public enum DatabaseFile {
  /// `$XDG_DATA_HOME/nurse-server/server.sqlite`, else `~/.local/share/nurse-server/server.sqlite`.
  public static func defaultPath(
    environment: [String: String] = ProcessInfo.processInfo.environment
  )
    -> String
  {
    let dataHome =
      environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? (NSHomeDirectory() as NSString).appendingPathComponent(".local/share")
    return (dataHome as NSString).appendingPathComponent("nurse-server/server.sqlite")
  }

  /// Creates the directory (0700) and the file (0600) when they are missing.
  ///
  /// SQLite would create the file 0644, and its -wal and -shm files copy that mode: patient
  /// data is health data, so the file exists with owner-only rights before SQLite opens it.
  public static func preparePrivateFile(at path: String) throws {
    let manager = FileManager.default
    let directory = (path as NSString).deletingLastPathComponent
    if !directory.isEmpty, !manager.fileExists(atPath: directory) {
      try manager.createDirectory(
        atPath: directory,
        withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700]
      )
    }
    if !manager.fileExists(atPath: path) {
      guard manager.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600])
      else {
        throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
      }
    }
  }
}
