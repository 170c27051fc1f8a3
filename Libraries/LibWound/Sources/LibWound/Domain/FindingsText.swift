import Foundation
import LibPatient

/// How a nurse types the findings that are more than one number: the wound bed's tissue and an
/// undermining or tunnel. The one reading of them, shared by `nurse wound assess` and the
/// assessment form, so a value typed in one is accepted by the other.
///
/// - Tissue: `granulation=70,slough=30`, `g=40 s=50 n=10`, `gran=40, slough=50`: each tissue
///   by its name or any beginning of it (`e` epithelial, `g` granulation, `s` slough, `n`
///   necrotic; `eschar` is necrotic too), `=`, a whole number, separated by commas or
///   spaces; `none` for a closed wound bed. The sum is the library's rule, not this reading's.
/// - Clock extent: `3@1.5`, at 3 o'clock (12 towards the head), 1.5 cm deep.
public enum FindingsText {
  /// Why a text could not be read, worded for the nurse without repeating what she typed.
  public struct Problem: Error, Equatable, Sendable, CustomStringConvertible {
    /// "write it name=percent, e.g. g=70 s=30".
    public var reason: String

    /// A problem described by `reason`.
    public init(reason: String) {
      self.reason = reason
    }

    /// The reason.
    public var description: String { reason }
  }

  /// The four tissues in the order of healing, as the text names them.
  private static let tissueNames = ["epithelial", "granulation", "slough", "necrotic"]

  /// Reads a tissue mix; an empty text is an empty mix (the caller decides if it may be).
  public static func tissue(_ text: String) -> Result<TissueMix, Problem> {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.lowercased() == "none" { return .success(.none) }
    var mix = TissueMix.none
    var seen: Set<String> = []
    let parts = trimmed.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" })
    for part in parts {
      let pair = part.split(separator: "=", omittingEmptySubsequences: false)
      let typed = pair.first.map { $0.lowercased() } ?? ""
      // docs/clinical-rules.md's "necrotic (eschar)": nurses use both words for the one tissue.
      let name = typed == "eschar" ? "necrotic" : tissueNames.first { $0.hasPrefix(typed) }
      // Only the reading: a percentage out of 0-100 is the library's rule to refuse, naming
      // the field (exit 65 on the command line), like a sum that is not 100.
      guard pair.count == 2, !typed.isEmpty, let name, let percent = Int(pair[1]) else {
        return .failure(Problem(reason: "write it name=percent, e.g. g=70 s=30 or granulation=70"))
      }
      // A tissue named twice is a typing mistake, not two amounts to add up.
      guard seen.insert(name).inserted else {
        return .failure(Problem(reason: "\(name) is named twice"))
      }
      switch name {
      case "epithelial": mix.epithelial = percent
      case "granulation": mix.granulation = percent
      case "slough": mix.slough = percent
      default: mix.necrotic = percent
      }
    }
    return .success(mix)
  }

  /// "granulation=70, slough=30": a mix as the form shows it and reads it back.
  public static func tissueText(_ mix: TissueMix) -> String {
    zip(tissueNames, [mix.epithelial, mix.granulation, mix.slough, mix.necrotic])
      .filter { $0.1 > 0 }.map { "\($0.0)=\($0.1)" }.joined(separator: ", ")
  }

  /// Reads an undermining or a tunnel; an empty text is none.
  public static func clockExtent(_ text: String) -> Result<ClockExtent?, Problem> {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else { return .success(nil) }
    let parts = trimmed.split(separator: "@").map { $0.trimmingCharacters(in: .whitespaces) }
    guard parts.count == 2, let clock = Int(parts[0]), let depth = Centimetres(parts[1]) else {
      return .failure(Problem(reason: "write it clock@cm, e.g. 3@1.5"))
    }
    guard (1...12).contains(clock) else {
      return .failure(Problem(reason: "the clock position must be 1-12"))
    }
    guard depth.tenths > 0 else { return .failure(Problem(reason: "the depth must be above 0")) }
    return .success(ClockExtent(clockPosition: clock, depth: depth))
  }

  /// "3@1.5", or an empty text for none.
  public static func clockExtentText(_ extent: ClockExtent?) -> String {
    extent.map { "\($0.clockPosition)@\($0.depth)" } ?? ""
  }
}
