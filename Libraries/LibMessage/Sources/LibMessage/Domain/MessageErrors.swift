import CoreContract
import CoreDatabase
import Foundation

/// A value that breaks a rule, the field to correct and why (never the value); nothing was
/// written. The same type as every library's and the server's refusals (CoreContract's), named
/// here so that a tool importing only LibMessage can catch it.
public typealias RuleViolation = CoreContract.RuleViolation

/// An id typed that names no record, several, or cannot be one (CoreDatabase's one lookup
/// error), named here so that a tool importing only LibMessage can catch it.
public typealias IDLookupError = CoreDatabase.IDLookupError
