/// Lets other main-actor tasks run (an observation loop, a reload) until `condition` holds.
@MainActor
func eventually(_ condition: () -> Bool) async -> Bool {
  for _ in 0..<1_000 {
    if condition() { return true }
    await Task.yield()
  }
  return condition()
}
