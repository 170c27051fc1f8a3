import CoreTerminal
import CoreTesting
import CoreVIPER
import Foundation
import LibMessage
import LibPatient
import Testing

@testable import FeatureMessages

/// docs/manual.md's keys tables of the message screens say what their `?` says, in every
/// state: both come from the screen's key bindings.
@MainActor
struct MessageManualKeysTests {
  let manual: ManualKeys

  init() throws { manual = try ManualKeys.read() }

  func expectAgreement(_ screen: String, _ help: [KeyHelp]) {
    let problems = manual.differences(screen: screen, help: help)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test func theInbox() {
    let row = InboxViewData.Row(
      patientID: Patient.ID(),
      patientName: "Dupont, Marie",
      lastMessage: "Dressing changed",
      time: "09:12",
      unreadBadge: "",
      pendingMarker: ""
    )
    let inbox = InboxViewData(
      title: "Messages",
      countLabel: "1 thread",
      content: .rows([row]),
      selectedIndex: 0
    )
    expectAgreement("The inbox", InboxView(styling: .plain).keyHelp(for: inbox))
  }

  @Test func aThread() {
    let message = ThreadViewData.Message(
      id: Message.ID(),
      author: "bea",
      time: "09:12",
      body: "Dressing changed",
      replyLine: nil,
      pendingMarker: ""
    )
    let thread = ThreadViewData(
      title: "Dupont, Marie",
      countLabel: "1 message",
      content: .rows([message]),
      selectedIndex: 0
    )
    expectAgreement("A thread", ThreadView(styling: .plain).keyHelp(for: thread))
  }

  @Test func writingAMessage() {
    let modes: [ComposeViewData.Mode] = [.writing, .confirmingDiscard]
    let help = modes.flatMap { mode in
      ComposeView(styling: .plain).keyHelp(
        for: ComposeViewData(title: "To the team", countLabel: "", mode: mode, lines: [""])
      )
    }
    expectAgreement("Writing a message", help)
  }
}
