import CoreDatabase
import Foundation
import Tagged

/// The libraries' typed ids (`Patient.ID`, `BradenAssessment.ID`, `ABPIMeasurement.ID`, and
/// LibWound's and LibMessage's, which import LibPatient) convert to and from the store's and
/// the wire's untyped ones through CoreDatabase's `TypedStoredID`: declared once, here, for
/// every `Tagged` over a UUID.
extension Tagged: @retroactive TypedStoredID where RawValue == UUID {}
