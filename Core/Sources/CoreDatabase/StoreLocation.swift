import Foundation

/// Where a nurse's store lives on disk.
///
/// The first of these wins: an explicit path (`--store PATH`), the `NURSE_STORE` environment
/// variable, `$XDG_DATA_HOME/nurse/nurse.sqlite`, then `~/.local/share/nurse/nurse.sqlite`.
public enum StoreLocation {
  /// The file name of the store inside its data directory.
  public static let fileName = "nurse.sqlite"

  /// Resolves the store file from an explicit path and the environment.
  public static func resolve(
    explicitPath: String?,
    environment: [String: String] = processEnvironment
  ) -> URL {
    if let explicitPath, !explicitPath.isEmpty {
      return URL(fileURLWithPath: explicitPath)
    }
    if let fromEnvironment = environment["NURSE_STORE"], !fromEnvironment.isEmpty {
      return URL(fileURLWithPath: fromEnvironment)
    }
    return dataDirectory(environment: environment).appendingPathComponent(fileName)
  }

  /// `$XDG_DATA_HOME/nurse`, or `~/.local/share/nurse` when XDG_DATA_HOME is unset or relative
  /// (the XDG spec says relative values are to be ignored).
  public static func dataDirectory(environment: [String: String]) -> URL {
    if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
      return URL(fileURLWithPath: xdg).appendingPathComponent("nurse")
    }
    let home = environment["HOME"] ?? NSHomeDirectory()
    return URL(fileURLWithPath: home)
      .appendingPathComponent(".local/share/nurse")
  }

  /// The variables the store's location depends on, read from the process's environment
  /// (with getenv: ProcessInfo copies every variable into a dictionary first, which every
  /// command would pay at its start).
  public static var processEnvironment: [String: String] {
    var environment: [String: String] = [:]
    for name in ["NURSE_STORE", "XDG_DATA_HOME", "HOME"] {
      if let value = getenv(name) { environment[name] = String(cString: value) }
    }
    return environment
  }

  /// True when `url` lies directly in the app's own data folder (`dataDirectory`), which the
  /// app creates and keeps private, whether the path was given or resolved.
  public static func isInDataDirectory(
    _ url: URL,
    environment: [String: String] = processEnvironment
  ) -> Bool {
    let folder = url.deletingLastPathComponent().standardizedFileURL.path
    return folder == dataDirectory(environment: environment).standardizedFileURL.path
  }
}
