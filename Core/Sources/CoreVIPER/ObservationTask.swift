/// A library's observation that a presenter follows, stopping when its owner lets go of it.
///
/// Presenters are main-actor classes whose deinit cannot touch their properties, so they
/// hold this instead of a bare `Task`: dropping the presenter drops the handle, and the
/// handle cancels the loop that would otherwise wait on the store forever.
///
/// ```swift
/// observation = ObservationTask(interactor.observeInbox()) { [weak self] in self?.show($0) }
///   failed: { [weak self] in self?.show($0) }
/// await observation?.firstShown()
/// ```
public final class ObservationTask: Sendable {
  private let task: Task<Void, Never>
  /// Finished (never yielded to) once the first value or failure has been shown.
  private let first: AsyncStream<Void>

  /// Follows `stream`: `show` gets each value, `failed` the error that ends it (never a
  /// cancellation). A value still buffered when the handle is dropped is not shown.
  @MainActor
  public init<Value: Sendable>(
    _ stream: AsyncThrowingStream<Value, any Error>,
    show: @escaping @MainActor (Value) async -> Void,
    failed: @escaping @MainActor (any Error) -> Void
  ) {
    let (first, shown) = AsyncStream<Void>.makeStream()
    self.first = first
    task = Task { @MainActor in
      do {
        for try await value in stream {
          // A replaced observation may still hold a buffered value: it must not show it.
          if Task.isCancelled { break }
          await show(value)
          shown.finish()
        }
      } catch is CancellationError {
      } catch {
        failed(error)
      }
      shown.finish()
    }
  }

  /// Returns once the first value (or the failure) has been shown, so once-mode prints real
  /// data.
  public func firstShown() async {
    for await _ in first {}
  }

  deinit {
    task.cancel()
  }
}
