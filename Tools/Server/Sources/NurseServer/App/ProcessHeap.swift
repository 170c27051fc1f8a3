import CProcessHeap

/// The C heap of the server's process (glibc's malloc), kept from holding on to what the
/// server freed.
///
/// Under load, glibc gives each thread that allocates while another holds the heap an arena
/// of its own, up to eight per core, and hands freed memory back to the system only from the
/// top of each arena. The server's threads (NIO's event loops, Swift's executors, GRDB's
/// queues, one per database connection) all allocate, so 200 nurses syncing flat out spread
/// their requests' buffers (photos among them) over 16 arenas and left them full of holes,
/// held from the system long after the load (docs/speed.md, "The server's memory"). So the
/// server limits the arenas to two (`configure()`), and every few seconds gives back the free
/// pages inside them (`trim()`, run by `serve`'s `HeapTrimming`).
/// Elsewhere than glibc both do nothing.
public enum ProcessHeap {
  /// The arenas a process keeps: beyond one, threads that allocate together wait less.
  public static let arenaLimit: Int32 = 2

  /// Limits the arenas (`M_ARENA_MAX`); call once, before the server's threads start.
  /// Returns false when the C library has no such setting (not glibc).
  @discardableResult
  public static func configure() -> Bool {
    process_heap_limit_arenas(arenaLimit) == 1
  }

  /// Returns the heap's free pages to the system (`malloc_trim(0)`: the free space inside each
  /// arena, not only at its top). Returns false when nothing was returned, or not on glibc.
  @discardableResult
  public static func trim() -> Bool {
    process_heap_trim() == 1
  }
}
