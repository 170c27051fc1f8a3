import CoreContract
import CoreDatabase
import CoreHTTP
import Foundation

/// Photo bytes over a bad link (`PhotoTransfer`): an upload goes in parts of
/// `PhotoTransfer.partSize`, each a `PATCH` from the offset the server reports, so a cut loses
/// at most one part and the next attempt (this run's retry, or the next run after a kill)
/// resumes where the server's bytes end; the server checks the SHA-256 once the last part is
/// in. A download asks for `Range`s of the same size and keeps each part as it comes (on disk
/// when the blob store says where: `PartialBlobs`), so a retry or the next run after a kill
/// asks only for the rest; the vault checks the SHA-256 before it stores the bytes.
extension SyncEngine {
  /// Uploads the bytes accepted records name (`BlobUploads`), oldest first, each forgotten
  /// once the server holds it (`HEAD` first, which also says how many bytes of an upload cut
  /// earlier it holds). Bytes this machine does not hold are forgotten: nothing here can send
  /// them.
  func uploadNotedBlobs(counting progress: inout SyncProgress) async throws {
    let hashes = try await store.read { db in try BlobUploads.waiting(in: db) }
    for hash in hashes {
      if let blobStore, blobStore.has(hash) {
        let path = ContractPaths.photo(hash)
        let head = try await send(HTTPRequest(method: "HEAD", path: path))
        if head.status == 404 {
          let blob = try blobStore.read(hash)
          try await upload(blob, to: path, from: Self.offset(head) ?? 0, counting: &progress)
          progress.blobs += 1
        }
      }
      try await store.writer.write { db in try BlobUploads.forget(hash, in: db) }
    }
  }

  /// Sends `blob` part after part from `offset`, following the offset each answer reports.
  private func upload(
    _ blob: (bytes: Data, mediaType: String),
    to path: String,
    from offset: Int,
    counting progress: inout SyncProgress
  ) async throws {
    let total = blob.bytes.count
    var offset = min(max(offset, 0), total)
    meter.photo(.up, moved: 0, done: offset, total: total)
    while offset < total {
      let end = min(offset + PhotoTransfer.partSize, total)
      let answer = try await send(
        HTTPRequest(
          method: "PATCH",
          path: path,
          headers: [
            "Content-Type": blob.mediaType,
            ContractHeaders.uploadOffset: String(offset),
            ContractHeaders.uploadLength: String(total),
          ],
          body: blob.bytes.subdata(in: offset..<end)
        )
      )
      switch answer.status {
      case 200, 201:
        progress.bytes += end - offset
        meter.photo(.up, moved: end - offset, done: total, total: total)
        return
      case 204, 409:
        // 409: the server holds another count of bytes (a part whose answer was lost).
        guard let held = Self.offset(answer), held <= total else {
          throw SyncError.temporary(reason: "photo upload: no offset in the answer")
        }
        if answer.status == 204, held <= offset {
          throw SyncError.temporary(reason: "photo upload: a part was not kept")
        }
        if held > offset { progress.bytes += held - offset }
        meter.photo(.up, moved: max(held - offset, 0), done: held, total: total)
        offset = held
      case 404, 405:
        // A server that takes no parts: the photo whole.
        _ = try await send(
          HTTPRequest(
            method: "PUT",
            path: path,
            headers: ["Content-Type": blob.mediaType],
            body: blob.bytes
          )
        )
        return
      default:
        // Refused (the bytes differ from their hash…): the attachment's own push says so.
        return
      }
    }
  }

  /// Fetches the bytes the records name and this machine lacks, except those in `asked`
  /// (added to it); returns how many were stored. A blob the server does not hold (yet) is
  /// fetched again at a later pull (its record stored meanwhile, or parked by a kind that
  /// takes none without its bytes); a link that fails throws `SyncError.temporary` (the bytes
  /// fetched so far are kept for the retry).
  func downloadBlobs(
    of changes: [PulledChange],
    asked: inout Set<String>,
    counting progress: inout SyncProgress
  ) async throws -> Int {
    var hashes: [String] = []
    for change in changes {
      guard case .record(let record) = change.content, let kind = kinds[change.type] else {
        continue
      }
      hashes += kind.blobs(of: record)
    }
    return try await download(hashes, asked: &asked, counting: &progress)
  }

  /// Fetches the missing bytes the stored records of every kind name (`storedBlobs`), except
  /// those in `asked`; returns how many were stored.
  func downloadStoredBlobs(
    asked: inout Set<String>,
    counting progress: inout SyncProgress
  ) async throws -> Int {
    guard let blobStore else { return 0 }
    let named = kinds.values.filter(\.namesBlobs)
    guard !named.isEmpty else { return 0 }
    let hashes = try await store.read { db in
      try named.flatMap { try $0.storedBlobs(in: db) }
    }
    return try await download(
      hashes.filter { !asked.contains($0) && !blobStore.has($0) },
      asked: &asked,
      counting: &progress
    )
  }

  private func download(
    _ hashes: [String],
    asked: inout Set<String>,
    counting progress: inout SyncProgress
  ) async throws -> Int {
    guard let blobStore else { return 0 }
    var stored = 0
    for hash in hashes where !blobStore.has(hash) && asked.insert(hash).inserted {
      guard try await downloadAndStore(hash, in: blobStore, counting: &progress) else {
        continue
      }
      stored += 1
      progress.blobs += 1
    }
    return stored
  }

  /// Downloads `hash` from what came before a cut (this run's or, kept on disk, an earlier
  /// run's) and stores it; true once stored. Bytes resumed from a start that no longer hashes
  /// to the name whole (a partial file left wrong) are discarded and fetched again from 0.
  private func downloadAndStore(
    _ hash: String,
    in blobStore: any BlobStore,
    counting progress: inout SyncProgress
  ) async throws -> Bool {
    let partials: any PartialBlobs = blobStore.partials ?? partialDownloads
    partials.discardUntouched(since: now().addingTimeInterval(-PartialBlobFiles.keptUntouched))
    for _ in 0..<2 {
      let resumed = !partials.received(hash).isEmpty
      guard let bytes = try await download(hash, into: partials, counting: &progress) else {
        return false
      }
      let stored = (try? blobStore.write(bytes, sha256: hash)) != nil
      partials.discard(hash)
      if stored { return true }
      if !resumed { return false }
    }
    return false
  }

  /// The bytes of `hash`, fetched in `Range`s after what `partials` holds, each part kept
  /// there as it comes; nil when the server does not hold them.
  private func download(
    _ hash: String,
    into partials: any PartialBlobs,
    counting progress: inout SyncProgress
  ) async throws -> Data? {
    var bytes = partials.received(hash)
    while true {
      let first = bytes.count
      let answer = try await send(
        HTTPRequest(
          method: "GET",
          path: ContractPaths.photo(hash),
          headers: ["Range": "bytes=\(first)-\(first + PhotoTransfer.partSize - 1)"]
        )
      )
      switch answer.status {
      case 200:
        progress.bytes += answer.body.count
        meter.photo(
          .down,
          moved: answer.body.count,
          done: answer.body.count,
          total: answer.body.count
        )
        return answer.body
      case 206:
        guard let range = answer.headers["content-range"].flatMap(PhotoTransfer.contentRange),
          range.first == first, answer.body.count == range.last - range.first + 1
        else {
          partials.discard(hash)
          return nil
        }
        bytes.append(answer.body)
        progress.bytes += answer.body.count
        meter.photo(.down, moved: answer.body.count, done: bytes.count, total: range.total)
        if bytes.count == range.total { return bytes }
        // Kept at once, so a kill before the next part loses only that part.
        try? partials.append(answer.body, at: first, of: hash)
      case 416:
        // What came before is not a start of these bytes (longer than they are).
        partials.discard(hash)
        return nil
      default:
        // 404: not there yet; what came stays for when they are.
        return nil
      }
    }
  }

  /// The `Upload-Offset` an answer reports.
  static func offset(_ answer: HTTPResponse) -> Int? {
    answer.headers[ContractHeaders.uploadOffset.lowercased()].flatMap { Int($0) }
      .flatMap { $0 >= 0 ? $0 : nil }
  }
}

/// Bytes of photos whose download was cut, kept in memory for the same run's next attempt
/// when the blob store keeps none on disk.
final class PartialDownloads: PartialBlobs, @unchecked Sendable {
  private let lock = NSLock()
  private var partials: [String: Data] = [:]

  func received(_ sha256: String) -> Data {
    lock.withLock { partials[sha256] ?? Data() }
  }

  func append(_ part: Data, at offset: Int, of sha256: String) throws {
    lock.withLock {
      var bytes = partials[sha256] ?? Data()
      guard bytes.count >= offset else { return }
      bytes = bytes.prefix(offset) + part
      partials[sha256] = bytes
    }
  }

  func discard(_ sha256: String) {
    _ = lock.withLock { partials.removeValue(forKey: sha256) }
  }

  /// Nothing to do: these last one run.
  func discardUntouched(since date: Date) {}
}
