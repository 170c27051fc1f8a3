import ArgumentParser
import CoreContract
import Foundation
import Testing

@testable import NurseApp

/// A refusal names the option the nurse typed (`--length must be…`), through `OptionNames`:
/// its lists are held here to the contract's records, to the fields the libraries' rules name,
/// and to the options `nurse` really has, so a field added anywhere has its option (its own
/// name in kebab case, or one renamed) or is listed as set by no option.
@Suite("Option names")
struct OptionNamesTests {
  @Test func everyFieldARecordOrARuleNamesHasAnOptionNurseHasOrIsListed() throws {
    let options = Self.options(of: NurseCommand.self)
    #expect(options.contains("--length"), "the help text is read")
    var fields = Set(Wire.records.flatMap { $0.allowedKeys })
    fields.formUnion(try Self.fieldsTheRulesName())
    let missing = fields.sorted().compactMap { field -> String? in
      guard let flag = OptionNames.flag(for: field) else {
        return OptionNames.setByNoOption[field] == nil ? "\(field) (named as it is)" : nil
      }
      return !flag.hasPrefix("--") || options.contains(flag) ? nil : "\(field) -> \(flag)"
    }
    #expect(
      missing.isEmpty,
      """
      no such option: rename the field's option in OptionNames.renamed, or list the field in \
      OptionNames.setByNoOption: \(missing)
      """
    )
  }

  @Test func everyRenamedOptionIsOneNurseHasAndNoneRestatesTheDefault() {
    let options = Self.options(of: NurseCommand.self)
    for (field, flag) in OptionNames.renamed.sorted(by: { $0.key < $1.key }) {
      #expect(
        !flag.hasPrefix("--") || options.contains(flag),
        "\(field) -> \(flag): no such option"
      )
      #expect(flag != OptionNames.kebabCase(field), "\(field): its own name needs no entry")
      #expect(OptionNames.setByNoOption[field] == nil, "\(field): in both lists")
    }
  }

  @Test func theListsNameOnlyFieldsThatExist() throws {
    var fields = Set(Wire.records.flatMap { $0.allowedKeys })
    fields.formUnion(try Self.fieldsTheRulesName())
    let listed = Set(OptionNames.setByNoOption.keys).union(OptionNames.renamed.keys)
    #expect(listed.subtracting(fields).isEmpty, "\(listed.subtracting(fields).sorted())")
  }

  @Test func aRefusalNamesTheOptionTheNurseTyped() {
    let message = { OptionNames.message(for: RuleViolation(field: $0, reason: "is wrong")) }
    #expect(message("lengthCm") == "--length is wrong")
    #expect(message("birthDate") == "--birth-date is wrong")
    #expect(message("status") == "status: is wrong")
    #expect(message("PATIENT") == "PATIENT: is wrong")
    #expect(message("--every/--on") == "--every/--on is wrong")
  }

  /// Every `--option` in the help of `command` and of its subcommands.
  static func options(of command: any ParsableCommand.Type) -> Set<String> {
    let help = command.helpMessage(includeHidden: true, columns: 1_000)
    var options = Set(
      help.matches(of: /--[a-z][a-z0-9-]*/).map { String(help[$0.range]) }
    )
    for subcommand in command.configuration.subcommands {
      options.formUnion(Self.options(of: subcommand))
    }
    return options
  }

  /// The fields the contract's and the libraries' rules name (`field: "lengthCm"`), read
  /// from their sources.
  static func fieldsTheRulesName() throws -> Set<String> {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    var fields: Set<String> = []
    let folders = [
      "Core/Sources/CoreContract", "Libraries/LibPatient/Sources", "Libraries/LibWound/Sources",
      "Libraries/LibMessage/Sources",
    ]
    for folder in folders {
      let enumerator = FileManager.default.enumerator(
        at: root.appending(path: folder),
        includingPropertiesForKeys: nil
      )
      while let file = enumerator?.nextObject() as? URL {
        guard file.pathExtension == "swift" else { continue }
        let text = try String(contentsOf: file, encoding: .utf8)
        for match in text.matches(of: /field: "([a-zA-Z0-9]+)"/) { fields.insert(String(match.1)) }
        // `RuleViolation.require(condition, "field", "reason")` names its field second.
        for match in text.matches(of: /require\(\s*[^,]+,\s*"([a-zA-Z0-9]+)"/) {
          fields.insert(String(match.1))
        }
      }
    }
    return fields
  }
}
