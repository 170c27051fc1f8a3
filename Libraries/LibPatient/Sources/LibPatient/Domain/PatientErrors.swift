import CoreContract
import CoreDatabase
import Foundation

/// A value that breaks a rule: the field to correct and why, never the value itself (it may be
/// patient data); nothing was written. One type for every library's refusals and the server's
/// (CoreContract's own), so a screen or a command reads a refusal one way whoever made it.
public typealias RuleViolation = CoreContract.RuleViolation

/// An id typed that names no record, several, or cannot be one (CoreDatabase's one lookup
/// error), named here so that a tool importing only LibPatient can catch it.
public typealias IDLookupError = CoreDatabase.IDLookupError
