/// A running observation that stops when its owner lets go of it.
///
/// Presenters are main-actor classes whose deinit cannot touch their properties, so they
/// hold this instead of a bare `Task`: dropping the presenter drops the handle, and the
/// handle cancels the loop that would otherwise wait on the store forever.
final class ObservationTask: Sendable {
  private let task: Task<Void, Never>

  init(_ task: Task<Void, Never>) {
    self.task = task
  }

  deinit {
    task.cancel()
  }
}
