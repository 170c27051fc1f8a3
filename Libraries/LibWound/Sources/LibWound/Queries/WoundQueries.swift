import Foundation
import LibPatient

/// A patient's wounds: open ones first, then by the day they were opened (oldest first, the
/// order they came), ties by id.
struct ListPatientWounds {
  let context: WoundContext
  let plans: CarePlanStore

  func execute(_ patientID: Patient.ID) async throws -> [WoundSummary] {
    guard try await context.cache.patientExists(patientID) else {
      throw WoundLookupError.patientNotFound(patientID)
    }
    let evaluation = WoundEvaluation(
      settings: context.settings,
      now: context.now(),
      planDays: try await plans.assessIntervals()
    )
    return try await context.cache.histories(ofPatient: patientID)
      .map(evaluation.summary)
      .sorted { lhs, rhs in
        let (left, right) = (lhs.wound, rhs.wound)
        if left.status.isOpen != right.status.isOpen { return left.status.isOpen }
        if left.openedOn != right.openedOn { return left.openedOn < right.openedOn }
        return left.id.uuidString < right.id.uuidString
      }
  }
}

/// One wound with its assessments and every number computed.
struct FetchWound {
  let context: WoundContext
  let plans: CarePlanStore

  func execute(_ id: Wound.ID) async throws -> WoundDetail {
    guard let history = try await context.cache.history(of: id) else {
      throw WoundLookupError.woundNotFound(id)
    }
    let planDays = try await plans.assessIntervals(of: id)
    return WoundEvaluation(settings: context.settings, now: context.now(), planDays: planDays)
      .detail(history)
  }
}

/// The open wounds of every patient that are overdue, off trajectory, suspected of a deep
/// infection or due an ABPI for their compression, the longest unseen first (the one a nurse
/// should visit first).
struct ListWoundAlerts {
  let context: WoundContext
  let plans: CarePlanStore

  func execute() async throws -> [WoundSummary] {
    let evaluation = WoundEvaluation(
      settings: context.settings,
      now: context.now(),
      planDays: try await plans.assessIntervals()
    )
    let timeZone = context.settings.timeZone
    let abpiDue = try await ABPIDueQuery(context: context, plans: plans).execute()
    // One wound's history at a time: a million assessments never sit in memory at once.
    let alerts = try await context.cache.openSummaries { wound, glances in
      var summary = evaluation.summary(wound, glances)
      summary.isABPIDue = abpiDue.contains(wound.id)
      return summary.needsAttention ? summary : nil
    }
    // Each alert's day start found once, not in every comparison (a calendar each time), and
    // ids compared by their bytes, not by formatting them (`isOrdered(before:)`).
    return
      alerts
      .map { summary in
        let lastSeen = OverdueRule.since(
          lastAssessedAt: summary.lastAssessedAt,
          openedOn: summary.wound.openedOn,
          in: timeZone
        )
        return (lastSeen: lastSeen, summary: summary)
      }
      .sorted { lhs, rhs in
        if lhs.lastSeen != rhs.lastSeen { return lhs.lastSeen < rhs.lastSeen }
        return lhs.summary.id.isOrdered(before: rhs.summary.id)
      }
      .map(\.summary)
  }
}

/// A wound's trend: the current assessments' area and PUSH, oldest first, for a chart.
struct WoundTrend {
  let context: WoundContext
  let plans: CarePlanStore

  func execute(_ id: Wound.ID) async throws -> [TrendPoint] {
    try await FetchWound(context: context, plans: plans).execute(id).currentAssessments.compactMap {
      entry in
      entry.scores.map {
        TrendPoint(takenAt: entry.assessment.takenAt, area: $0.area, push: $0.push.total)
      }
    }
  }
}

/// A wound's detail now, then again whenever its history changes, and again when the bytes
/// of one of its photos land (they are files, which the store's observation does not see), so
/// a screen reads the photo's facts again. The stream ends with
/// `WoundLookupError.woundNotFound` when the wound is unknown.
struct ObserveWound {
  let context: WoundContext

  /// What the stream reacts to: the store's history of the wound, or a photo's bytes.
  private enum Event: Sendable {
    case history(WoundHistory?)
    case arrived(String)
  }

  func execute(_ id: Wound.ID) -> AsyncThrowingStream<WoundDetail, Error> {
    let histories = context.cache.observeHistory(of: id)
    let arrivals = context.vault.arrivals.stream()
    let (stream, continuation) = AsyncThrowingStream.makeStream(
      of: WoundDetail.self,
      bufferingPolicy: .bufferingNewest(1)
    )
    let (events, eventSink) = AsyncThrowingStream.makeStream(of: Event.self)
    let watching = Task {
      do {
        for try await history in histories { eventSink.yield(.history(history)) }
        eventSink.finish()
      } catch {
        eventSink.finish(throwing: error)
      }
    }
    let listening = Task {
      for await sha256 in arrivals { eventSink.yield(.arrived(sha256)) }
    }
    let context = self.context
    let task = Task {
      var latest: WoundDetail?
      do {
        for try await event in events {
          switch event {
          case .history(let history):
            guard let history else { throw WoundLookupError.woundNotFound(id) }
            let evaluation = WoundEvaluation(settings: context.settings, now: context.now())
            latest = evaluation.detail(history)
          case .arrived(let sha256):
            // Only this wound's photos: another wound's download redraws nothing here.
            guard
              latest?.assessments.contains(where: { $0.assessment.photoIDs.contains(sha256) })
                == true
            else { continue }
          }
          if let latest { continuation.yield(latest) }
        }
        continuation.finish()
      } catch {
        continuation.finish(throwing: error)
      }
    }
    continuation.onTermination = { _ in
      task.cancel()
      watching.cancel()
      listening.cancel()
    }
    return stream
  }
}

/// A photo's description, its bytes here or not yet.
struct FetchPhotoFacts {
  let context: WoundContext

  func execute(_ id: String) async throws -> Photo {
    guard var photo = try await context.cache.photo(id.lowercased()) else {
      throw WoundLookupError.photoNotFound(id)
    }
    photo.isPending = !context.vault.contains(photo)
    return photo
  }
}

/// A stored photo's description and bytes.
/// A stored photo's fitted copy (`PhotoVault.fittedPixels`), made when missing. A photo file
/// of another size than the photo's is named unreadable even when its copy is kept: the copy
/// never hides a photo cut short on the disk.
struct FetchPhotoPixels {
  let context: WoundContext

  func execute(_ id: String) async throws -> DecodedPhoto {
    guard let photo = try await context.cache.photo(id.lowercased()),
      context.vault.contains(photo)
    else {
      throw WoundLookupError.photoNotFound(id)
    }
    let size = context.vault.fileSize(of: photo)
    guard size == photo.byteCount else {
      throw PhotoUnreadable(reason: "the file is \(size ?? 0) bytes, not \(photo.byteCount)")
    }
    return try context.vault.fittedPixels(of: photo)
  }
}

struct FetchPhoto {
  let context: WoundContext

  func execute(_ id: String) async throws -> (photo: Photo, bytes: Data) {
    // A photo pulled from the server whose bytes have not arrived yet is not here either.
    guard let photo = try await context.cache.photo(id.lowercased()),
      context.vault.contains(photo)
    else {
      throw WoundLookupError.photoNotFound(id)
    }
    return (photo, try context.vault.bytes(of: photo))
  }
}
