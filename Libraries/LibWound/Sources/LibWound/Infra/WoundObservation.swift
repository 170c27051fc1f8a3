import Foundation
import GRDB
import LibPatient

/// One wound's history as an `AsyncThrowingStream` over a GRDB `ValueObservation`.
enum WoundObservation {
  /// The history at once, then once per committed change to it. The observation stops when the
  /// consumer stops iterating (the stream terminates and cancels it).
  static func stream(in reader: any DatabaseReader, woundID: Wound.ID)
    -> AsyncThrowingStream<WoundHistory?, Error>
  {
    let observation =
      ValueObservation
      .tracking { db in
        // The plan is read in the same region, so changing it redraws the detail too.
        try WoundReads.history(db, woundID).map { history in
          var history = history
          history.plan = try CarePlanStore.plan(db, woundID)
          return history
        }
      }
      // Another wound's assessment touches the same tables without changing this one.
      .removeDuplicates()
    // A screen wants the newest state, not a backlog of the ones it was too busy to draw.
    let (stream, continuation) = AsyncThrowingStream.makeStream(
      of: WoundHistory?.self,
      bufferingPolicy: .bufferingNewest(1)
    )
    // A private queue rather than the main one: a command-line process and the test runner
    // do not run the main dispatch queue.
    let cancellable = observation.start(
      in: reader,
      scheduling: .async(onQueue: DispatchQueue(label: "nurse.wound-observation")),
      onError: { error in continuation.finish(throwing: error) },
      onChange: { history in continuation.yield(history) }
    )
    continuation.onTermination = { _ in cancellable.cancel() }
    return stream
  }
}
