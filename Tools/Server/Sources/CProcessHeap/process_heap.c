// See include/CProcessHeap.h.
#include "CProcessHeap.h"

#include <stdlib.h>  // defines __GLIBC__ on glibc

#if defined(__GLIBC__)
#include <malloc.h>

int process_heap_limit_arenas(int count) { return mallopt(M_ARENA_MAX, count); }

int process_heap_trim(void) { return malloc_trim(0); }
#else
int process_heap_limit_arenas(int count) {
  (void)count;
  return 0;
}

int process_heap_trim(void) { return 0; }
#endif
