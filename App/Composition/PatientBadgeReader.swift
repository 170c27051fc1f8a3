import FeaturePatients
import LibMessage
import LibPatient
import LibWound

/// The patient list's badges, read from the libraries FeaturePatients does not know: unread
/// messages from LibMessage (nurse logged in) and LibWound's overdue rule. AppBench's
/// Sources hold a link to this file, so the benchmark reads the badges as the app does.
enum PatientBadgeReader {
  static func badges(wounds: WoundLibrary, messages: MessageLibrary?) async -> PatientBadges {
    var unread: [Patient.ID: Int] = [:]
    // A badge that cannot be read is left out: the list still shows the patients.
    for entry in (try? await messages?.inbox()) ?? [] where entry.unreadCount > 0 {
      unread[entry.patientID] = entry.unreadCount
    }
    let alerts = (try? await wounds.alerts()) ?? []
    let overdue = Set(alerts.filter(\.isOverdue).map(\.wound.patientID))
    return PatientBadges(unread: unread, overdue: overdue)
  }
}
