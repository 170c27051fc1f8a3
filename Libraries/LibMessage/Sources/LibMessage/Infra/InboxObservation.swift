import Foundation
import GRDB

/// The inbox as an `AsyncThrowingStream` over a GRDB `ValueObservation`, as LibPatient
/// observes its patient list.
enum InboxObservation {
  /// The inbox at once, then once per committed change to it. The observation stops when the
  /// consumer stops iterating (the stream terminates and cancels it).
  static func stream(in reader: any DatabaseReader, for nurse: String)
    -> AsyncThrowingStream<[InboxEntry], Error>
  {
    let observation =
      ValueObservation
      .tracking { db in try MessageReads.inbox(db, for: nurse) }
      // An outbox or patient write does not always change the inbox.
      .removeDuplicates()
    // A screen wants the newest inbox, not a backlog of the ones it was too busy to draw.
    let (stream, continuation) = AsyncThrowingStream.makeStream(
      of: [InboxEntry].self,
      bufferingPolicy: .bufferingNewest(1)
    )
    // A private queue rather than the main one: a command-line process and the test runner
    // do not run the main dispatch queue.
    let cancellable = observation.start(
      in: reader,
      scheduling: .async(onQueue: DispatchQueue(label: "nurse.message-inbox-observation")),
      onError: { error in continuation.finish(throwing: error) },
      onChange: { entries in continuation.yield(entries) }
    )
    continuation.onTermination = { _ in cancellable.cancel() }
    return stream
  }
}
