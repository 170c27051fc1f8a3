/// Who the app syncs as and with, as the sync status screen shows it.
///
/// The app builds it from its saved login; the screen only prints it. `nil` in its place
/// means the nurse has not logged in on this device.
public struct SyncStatusInfo: Equatable, Sendable {
  /// The team server, e.g. `https://nurse.example.org`.
  public var server: String
  /// The nurse logged in, e.g. `amartin`.
  public var nurse: String
  /// When the last sync finished, ready to print (e.g. `2025-06-15 14:02`); `nil` if never.
  public var lastSync: String?

  /// - Parameters:
  ///   - server: the team server, as the nurse would recognise it.
  ///   - nurse: the username logged in.
  ///   - lastSync: when the last sync finished, already formatted; `nil` if it never has.
  public init(server: String, nurse: String, lastSync: String?) {
    self.server = server
    self.nurse = nurse
    self.lastSync = lastSync
  }
}
