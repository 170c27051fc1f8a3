// URLSession on Linux waits for an answer without spinning.
//
// libcurl tells the socket callback which readiness it waits for on each socket (read, write,
// both, or remove). FoundationNetworking (URLSession on Linux) adds a dispatch source for each
// direction asked for, but drops them only when the socket is removed: once a request is sent
// and libcurl waits to read the answer, the write source stays armed on a socket that is
// always writable, and fires again and again until the answer comes. `nurse` burned most of a
// core waiting on a slow server (2.3 s of CPU while one answered in 3 s): on a nurse's bad
// connection, her battery. So the callback is wrapped: when libcurl drops a direction,
// URLSession is first told the socket is removed (it cancels both sources and frees what it
// assigned to the socket, which libcurl is then told to forget), then what libcurl waits for
// now.
//
// How the wrapper gets in: FoundationNetworking hands its callback to curl_multi_setopt, and
// this file defines curl_multi_setopt (and curl_multi_cleanup, to free what it keeps per multi
// handle) as libcurl's header declares them. A function the executable defines comes before
// libcurl's for every caller: FoundationNetworking linked into `nurse` (--static-swift-stdlib)
// binds to it when linked, and libFoundationNetworking.so (the Swift runtime as shared
// libraries: debug builds, the tests) when loaded, since the linker exports from the
// executable a function that a library it links (libcurl, by this target's manifest) also
// defines. Each of the two then calls libcurl's own, the next definition after the
// executable's (dlsym(RTLD_NEXT)); every other libcurl function is libcurl's, called as usual.

// Elsewhere URLSession is the system's own, without libcurl: nothing to wrap.
#if defined(__linux__)

#ifndef _GNU_SOURCE
#define _GNU_SOURCE  // RTLD_NEXT
#endif

#include <curl/curl.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdlib.h>

// libcurl's own curl_multi_setopt and curl_multi_cleanup, the ones this file's stand before.
// `__typeof__` keeps them of the types curl/multi.h declares.
static struct {
  __typeof__(curl_multi_setopt) *setopt;
  __typeof__(curl_multi_cleanup) *cleanup;
} libcurl;

static pthread_once_t libcurl_found = PTHREAD_ONCE_INIT;

static void find_libcurl(void) {
  libcurl.setopt = (__typeof__(libcurl.setopt))dlsym(RTLD_NEXT, "curl_multi_setopt");
  libcurl.cleanup = (__typeof__(libcurl.cleanup))dlsym(RTLD_NEXT, "curl_multi_cleanup");
}

// One per multi handle given a socket callback: URLSession's callback and its data, and the
// directions last asked for on each socket (by socket number; 0 for none or unknown).
struct socket_interest {
  CURLM *multi;
  curl_socket_callback callback;
  void *data;
  unsigned char *directions;
  int socket_count;
  struct socket_interest *next;
};

static struct socket_interest *interests;
static pthread_mutex_t interests_lock = PTHREAD_MUTEX_INITIALIZER;

static struct socket_interest *socket_interest_of(CURLM *multi) {
  pthread_mutex_lock(&interests_lock);
  struct socket_interest *interest = interests;
  while (interest != NULL && interest->multi != multi) interest = interest->next;
  if (interest == NULL && (interest = calloc(1, sizeof *interest)) != NULL) {
    interest->multi = multi;
    interest->next = interests;
    interests = interest;
  }
  pthread_mutex_unlock(&interests_lock);
  return interest;
}

static void forget_socket_interest(CURLM *multi) {
  pthread_mutex_lock(&interests_lock);
  for (struct socket_interest **link = &interests; *link != NULL; link = &(*link)->next) {
    if ((*link)->multi != multi) continue;
    struct socket_interest *gone = *link;
    *link = gone->next;
    free(gone->directions);
    free(gone);
    break;
  }
  pthread_mutex_unlock(&interests_lock);
}

// Called on the multi handle's own queue, one call at a time: the directions need no lock.
// Without memory to note a socket's directions, the socket is handled as before.
static int on_socket(CURL *easy, curl_socket_t socket, int what, void *data, void *assigned) {
  struct socket_interest *interest = data;
  int before = socket >= 0 && socket < interest->socket_count ? interest->directions[socket] : 0;
  int now = what == CURL_POLL_REMOVE ? 0 : what & CURL_POLL_INOUT;
  if (what != CURL_POLL_REMOVE && (before & ~now) != 0) {
    interest->callback(easy, socket, CURL_POLL_REMOVE, interest->data, assigned);
    curl_multi_assign(interest->multi, socket, NULL);
    assigned = NULL;
  }
  if (socket >= interest->socket_count && now != 0) {
    int count = socket + 64;
    unsigned char *grown = realloc(interest->directions, (size_t)count);
    if (grown != NULL) {
      for (int index = interest->socket_count; index < count; index++) grown[index] = 0;
      interest->directions = grown;
      interest->socket_count = count;
    }
  }
  if (socket >= 0 && socket < interest->socket_count) {
    interest->directions[socket] = (unsigned char)now;
  }
  return interest->callback(easy, socket, what, interest->data, assigned);
}

// URLSession's socket data, kept for its callback; libcurl gets the wrapper's instead.
static CURLMcode set_socket_data(CURLM *multi, void *data) {
  struct socket_interest *interest = socket_interest_of(multi);
  if (interest == NULL) return CURLM_OUT_OF_MEMORY;
  interest->data = data;
  return libcurl.setopt(multi, CURLMOPT_SOCKETDATA, (void *)interest);
}

// URLSession's socket callback, called through on_socket.
static CURLMcode set_socket_function(CURLM *multi, curl_socket_callback callback) {
  struct socket_interest *interest = socket_interest_of(multi);
  if (interest == NULL) return CURLM_OUT_OF_MEMORY;
  interest->callback = callback;
  if (callback == NULL) {
    return libcurl.setopt(multi, CURLMOPT_SOCKETFUNCTION, (curl_socket_callback)NULL);
  }
  // The wrapper finds URLSession's callback through its data, whichever option came first.
  CURLMcode result = libcurl.setopt(multi, CURLMOPT_SOCKETDATA, (void *)interest);
  if (result != CURLM_OK) return result;
  return libcurl.setopt(multi, CURLMOPT_SOCKETFUNCTION, on_socket);
}

// Any function pointer, as libcurl takes one for a CURLOPTTYPE_FUNCTIONPOINT option (a timer
// or push callback): every function pointer has the same representation.
typedef void (*any_function)(void);

// The name in parentheses: curl/curl.h makes curl_multi_setopt a macro under GCC and Clang.
CURLMcode(curl_multi_setopt)(CURLM *multi, CURLMoption option, ...) {
  pthread_once(&libcurl_found, find_libcurl);
  if (libcurl.setopt == NULL) return CURLM_INTERNAL_ERROR;
  // The one argument after the option, of the type its number says (curl/curl.h,
  // CURLOPTTYPE_*): a long, an object pointer, a function pointer or a curl_off_t.
  va_list arguments;
  va_start(arguments, option);
  CURLMcode result;
  if (option == CURLMOPT_SOCKETFUNCTION) {
    result = set_socket_function(multi, va_arg(arguments, curl_socket_callback));
  } else if (option == CURLMOPT_SOCKETDATA) {
    result = set_socket_data(multi, va_arg(arguments, void *));
  } else if (option < CURLOPTTYPE_OBJECTPOINT) {
    result = libcurl.setopt(multi, option, va_arg(arguments, long));
  } else if (option < CURLOPTTYPE_FUNCTIONPOINT) {
    result = libcurl.setopt(multi, option, va_arg(arguments, void *));
  } else if (option < CURLOPTTYPE_OFF_T) {
    result = libcurl.setopt(multi, option, va_arg(arguments, any_function));
  } else if (option < CURLOPTTYPE_BLOB) {
    result = libcurl.setopt(multi, option, va_arg(arguments, curl_off_t));
  } else {
    result = CURLM_UNKNOWN_OPTION;  // no multi option takes a blob
  }
  va_end(arguments);
  return result;
}

CURLMcode curl_multi_cleanup(CURLM *multi) {
  pthread_once(&libcurl_found, find_libcurl);
  if (libcurl.cleanup == NULL) return CURLM_INTERNAL_ERROR;
  CURLMcode result = libcurl.cleanup(multi);
  // After: cleaning up removes the sockets through the socket callback, which reads it.
  forget_socket_interest(multi);
  return result;
}

#endif
