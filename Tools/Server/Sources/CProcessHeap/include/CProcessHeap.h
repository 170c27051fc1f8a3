// glibc's malloc tuning, which Swift's Glibc module does not import (malloc.h): the server's
// ProcessHeap calls these two through C that includes the real header.
#ifndef C_PROCESS_HEAP_H
#define C_PROCESS_HEAP_H

/// Limits malloc's arenas to `count` (mallopt M_ARENA_MAX): 1 when set, 0 when not (or not
/// glibc).
int process_heap_limit_arenas(int count);

/// Returns the heap's free pages to the system (malloc_trim(0)): 1 when some were, 0 when
/// none were (or not glibc).
int process_heap_trim(void);

#endif
