import ArgumentParser
import CoreContract
import Foundation
import Testing

@testable import NurseApp

/// A refusal names the option the nurse typed (`--length must be…`), through `OptionNames`:
/// its table is held here to the contract's records, to the fields the libraries' rules
/// name, and to the options `nurse` really has, so a field added anywhere is mapped or listed
/// below as set by no option.
@Suite("Option names")
struct OptionNamesTests {
  /// Fields no option sets, and why: their refusals name the field itself.
  static let setByNoOption: [String: String] = [
    "version": "the server's version", "createdAt": "this store's time",
    "updatedAt": "this store's time", "sequence": "the server's change log",
    "upToSequence": "a read mark is made by reading a thread",
    "patientId": "the patient argument", "patient": "the patient argument",
    "woundId": "the wound argument", "assessmentId": "the assessment a photo is added to",
    "status": "set by archive, heal, close and reopen",
    "openedBy": "the nurse logged in", "takenBy": "the nurse logged in",
    "assessedBy": "the nurse logged in", "visitedBy": "the nurse logged in",
    "updatedBy": "the nurse logged in",
    "measuredBy": "the nurse logged in",
    "author": "the nurse logged in", "sentAt": "the time she sends it",
    "voids": "the visit argument of visit void",
    "photoConsent": "the answer argument of patient consent (its parts have options)",
    "mergedInto": "set by patient merge, whose refusals name --from or KEEP",
    "odour": "a flag, never refused", "before": "a day of the patient's record, not an option",
  ]

  @Test func everyFieldARecordOrARuleNamesHasItsOptionOrIsListed() throws {
    var fields = Set(Wire.records.flatMap { $0.allowedKeys })
    fields.formUnion(try Self.fieldsTheRulesName())
    let unmapped = fields.filter { OptionNames.flags[$0] == nil && Self.setByNoOption[$0] == nil }
    #expect(
      unmapped.isEmpty,
      "no option in OptionNames.flags, nor listed as set by none: \(unmapped.sorted())"
    )
  }

  @Test func everyOptionTheTableGivesIsOneNurseHas() {
    let options = Self.options(of: NurseCommand.self)
    #expect(options.contains("--length"), "the help text is read")
    for (field, flag) in OptionNames.flags.sorted(by: { $0.key < $1.key })
    where flag.hasPrefix("--") {
      #expect(options.contains(flag), "\(field) -> \(flag): no such option")
    }
  }

  @Test func theListNamesOnlyFieldsThatExist() throws {
    var fields = Set(Wire.records.flatMap { $0.allowedKeys })
    fields.formUnion(try Self.fieldsTheRulesName())
    #expect(Set(Self.setByNoOption.keys).subtracting(fields).isEmpty)
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
        for match in text.matches(of: /field: "([a-zA-Z]+)"/) { fields.insert(String(match.1)) }
      }
    }
    return fields
  }
}
