import Foundation
import GRDB

/// The patient list as an `AsyncThrowingStream` over a GRDB `ValueObservation`.
enum PatientListObservation {
  /// The list at once, then once per committed change to it. The observation stops when the
  /// consumer stops iterating (the stream terminates and cancels it).
  static func stream(in reader: any DatabaseReader, matching query: PatientListQuery)
    -> AsyncThrowingStream<[PatientSummary], Error>
  {
    var observation =
      ValueObservation
      .tracking { db in try PatientReads.summaries(db, matching: query) }
      // A write to a table the list reads does not always change the list.
      .removeDuplicates()
    // Read on the writer: on a pool without SQLite snapshots, an observation read from a
    // reader reads its first list twice (to catch a write in between), which doubled the
    // first screen's wait at 10,000 patients.
    observation.requiresWriteAccess = true
    // A screen wants the newest list, not a backlog of the ones it was too busy to draw.
    let (stream, continuation) = AsyncThrowingStream.makeStream(
      of: [PatientSummary].self,
      bufferingPolicy: .bufferingNewest(1)
    )
    // A private queue rather than the main one: a command-line process and the test runner
    // do not run the main dispatch queue.
    let cancellable = observation.start(
      in: reader,
      scheduling: .async(onQueue: DispatchQueue(label: "nurse.patient-list-observation")),
      onError: { error in continuation.finish(throwing: error) },
      onChange: { summaries in continuation.yield(summaries) }
    )
    continuation.onTermination = { _ in cancellable.cancel() }
    return stream
  }
}
