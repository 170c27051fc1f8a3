// libcurl, loaded when the first request needs it instead of when the program starts.
//
// FoundationNetworking (URLSession on Linux) calls the 23 libcurl functions defined below. A
// program linked against libcurl.so.4 maps it, and the thirty libraries it needs (OpenSSL,
// GnuTLS, Kerberos, LDAP, SSH, ...), and binds all their symbols before main: about 5 ms on
// every `nurse` command, most of which never touch the network. Linked with link/libcurl.so,
// the `nurse` executable does not need libcurl.so.4 at start; these definitions stand in for
// libcurl's, and the first of them called loads libcurl.so.4 and forwards to its functions.
// URLSession's socket callback is wrapped on the way (see `on_socket`), so that waiting for an
// answer does not spin.
//
// The parameter types are libcurl's ABI, written without its header (so that building needs
// no libcurl headers): its handles are pointers, its enums (CURLcode, CURLoption, CURLINFO,
// CURLMcode, CURLUPart, CURLversion) are int, curl_socket_t is int. The three variadic
// functions take exactly one argument after the option, a long, a pointer, a function
// pointer or a curl_off_t (libcurl's documentation); on the 64-bit ABIs Swift supports on
// Linux each of these is passed in one integer register, so it is read and passed on as one
// pointer-sized value.

#include "CoreLibcurlOnDemand.h"

// Elsewhere URLSession is the system's own and needs no libcurl.
#if !defined(__linux__)
const char *core_libcurl_load(void) { return 0; }
#else

#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

// Every libcurl function FoundationNetworking calls: X(return type, name, parameters).
#define LIBCURL_FUNCTIONS(X)                                                                  \
  X(void *, curl_easy_init, (void))                                                          \
  X(void, curl_easy_cleanup, (void *))                                                       \
  X(int, curl_easy_pause, (void *, int))                                                     \
  X(const char *, curl_easy_strerror, (int))                                                 \
  X(int, curl_easy_setopt, (void *, int, void *))                                            \
  X(int, curl_easy_getinfo, (void *, int, void *))                                           \
  X(void, curl_free, (void *))                                                               \
  X(int, curl_global_init, (long))                                                           \
  X(void *, curl_multi_init, (void))                                                         \
  X(int, curl_multi_cleanup, (void *))                                                       \
  X(int, curl_multi_add_handle, (void *, void *))                                            \
  X(int, curl_multi_remove_handle, (void *, void *))                                         \
  X(int, curl_multi_assign, (void *, int, void *))                                           \
  X(void *, curl_multi_info_read, (void *, int *))                                           \
  X(int, curl_multi_setopt, (void *, int, void *))                                           \
  X(int, curl_multi_socket_action, (void *, int, int, int *))                                \
  X(void *, curl_slist_append, (void *, const char *))                                       \
  X(void, curl_slist_free_all, (void *))                                                     \
  X(void *, curl_url, (void))                                                                \
  X(int, curl_url_get, (void *, int, char **, unsigned int))                                 \
  X(int, curl_url_set, (void *, int, const char *, unsigned int))                            \
  X(char *, curl_version, (void))                                                            \
  X(void *, curl_version_info, (int))

// libcurl's functions once loaded, all resolved together under `once`.
static struct {
#define FIELD(result, name, parameters) result(*name) parameters;
  LIBCURL_FUNCTIONS(FIELD)
#undef FIELD
} libcurl;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static const char *failure = "libcurl was not loaded";

static void load(void) {
  // RTLD_LOCAL: libcurl's symbols do not join the program's, so these definitions stay the
  // ones FoundationNetworking calls.
  void *handle = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
  if (handle == NULL) {
    failure = dlerror();
    return;
  }
#define RESOLVE(result, name, parameters)                                                     \
  libcurl.name = (result(*) parameters)dlsym(handle, #name);                                  \
  if (libcurl.name == NULL) {                                                                 \
    failure = "libcurl.so.4 lacks " #name;                                                    \
    return;                                                                                   \
  }
  LIBCURL_FUNCTIONS(RESOLVE)
#undef RESOLVE
  failure = NULL;
}

const char *core_libcurl_load(void) {
  pthread_once(&once, load);
  return failure;
}

// Reached only when a request was made without core_libcurl_load succeeding first: there is
// no libcurl to answer, and URLSession has no way to hear an error here.
static void require_libcurl(void) {
  const char *reason = core_libcurl_load();
  if (reason != NULL) {
    fprintf(stderr, "nurse: cannot load libcurl.so.4 for a network request: %s\n", reason);
    abort();
  }
}

void *curl_easy_init(void) { require_libcurl(); return libcurl.curl_easy_init(); }
void curl_easy_cleanup(void *easy) { require_libcurl(); libcurl.curl_easy_cleanup(easy); }
int curl_easy_pause(void *easy, int mask) {
  require_libcurl();
  return libcurl.curl_easy_pause(easy, mask);
}
const char *curl_easy_strerror(int code) {
  require_libcurl();
  return libcurl.curl_easy_strerror(code);
}
void curl_free(void *pointer) { require_libcurl(); libcurl.curl_free(pointer); }
int curl_global_init(long flags) { require_libcurl(); return libcurl.curl_global_init(flags); }
void *curl_multi_init(void) { require_libcurl(); return libcurl.curl_multi_init(); }
static void forget_socket_interest(void *multi);
int curl_multi_cleanup(void *multi) {
  require_libcurl();
  int result = libcurl.curl_multi_cleanup(multi);
  // After: cleaning up removes the sockets through the socket callback, which reads it.
  forget_socket_interest(multi);
  return result;
}
int curl_multi_add_handle(void *multi, void *easy) {
  require_libcurl();
  return libcurl.curl_multi_add_handle(multi, easy);
}
int curl_multi_remove_handle(void *multi, void *easy) {
  require_libcurl();
  return libcurl.curl_multi_remove_handle(multi, easy);
}
int curl_multi_assign(void *multi, int socket, void *pointer) {
  require_libcurl();
  return libcurl.curl_multi_assign(multi, socket, pointer);
}
void *curl_multi_info_read(void *multi, int *left) {
  require_libcurl();
  return libcurl.curl_multi_info_read(multi, left);
}
int curl_multi_socket_action(void *multi, int socket, int events, int *running) {
  require_libcurl();
  return libcurl.curl_multi_socket_action(multi, socket, events, running);
}
void *curl_slist_append(void *list, const char *text) {
  require_libcurl();
  return libcurl.curl_slist_append(list, text);
}
void curl_slist_free_all(void *list) { require_libcurl(); libcurl.curl_slist_free_all(list); }
void *curl_url(void) { require_libcurl(); return libcurl.curl_url(); }
int curl_url_get(void *url, int part, char **value, unsigned int flags) {
  require_libcurl();
  return libcurl.curl_url_get(url, part, value, flags);
}
int curl_url_set(void *url, int part, const char *value, unsigned int flags) {
  require_libcurl();
  return libcurl.curl_url_set(url, part, value, flags);
}
char *curl_version(void) { require_libcurl(); return libcurl.curl_version(); }
void *curl_version_info(int age) { require_libcurl(); return libcurl.curl_version_info(age); }

// The option's one argument, read as the pointer-sized value it is passed as (see the top).
#define ONE_VARIADIC_ARGUMENT(last, value)                                                    \
  va_list arguments;                                                                          \
  va_start(arguments, last);                                                                  \
  void *value = va_arg(arguments, void *);                                                    \
  va_end(arguments)

int curl_easy_setopt(void *easy, int option, ...) {
  require_libcurl();
  ONE_VARIADIC_ARGUMENT(option, value);
  return libcurl.curl_easy_setopt(easy, option, value);
}
int curl_easy_getinfo(void *easy, int info, ...) {
  require_libcurl();
  ONE_VARIADIC_ARGUMENT(info, value);
  return libcurl.curl_easy_getinfo(easy, info, value);
}
// URLSession's socket callback, and the readiness it keeps sources for.
//
// libcurl tells the socket callback which readiness it waits for on each socket (read, write,
// both, or remove). FoundationNetworking adds a dispatch source for each direction asked for,
// but drops them only when the socket is removed: once a request is sent and libcurl waits to
// read the answer, the write source stays armed on a socket that is always writable, and fires
// again and again until the answer comes. `nurse` burned most of a core waiting on a slow
// server (2.3 s of CPU while one answered in 3 s): on a nurse's bad connection, her battery.
// So the callback is wrapped: when libcurl drops a direction, URLSession is first told the
// socket is removed (it cancels both sources and frees what it assigned to the socket, which
// libcurl is then told to forget), then what libcurl waits for now.

enum { SOCKET_DATA = 10002, SOCKET_FUNCTION = 20001 };  // CURLMOPT_SOCKETDATA, _SOCKETFUNCTION
enum { POLL_IN = 1, POLL_OUT = 2, POLL_REMOVE = 4 };     // CURL_POLL_*; IN | OUT is INOUT

typedef int (*socket_callback)(void *easy, int socket, int what, void *data, void *assigned);

// One per multi handle given a socket callback: URLSession's callback and its data, and the
// directions last asked for on each socket (by socket number; 0 for none or unknown).
struct socket_interest {
  void *multi;
  socket_callback callback;
  void *data;
  unsigned char *directions;
  int socket_count;
  struct socket_interest *next;
};

static struct socket_interest *interests;
static pthread_mutex_t interests_lock = PTHREAD_MUTEX_INITIALIZER;

static struct socket_interest *socket_interest_of(void *multi) {
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

static void forget_socket_interest(void *multi) {
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
static int on_socket(void *easy, int socket, int what, void *data, void *assigned) {
  struct socket_interest *interest = data;
  int before = socket >= 0 && socket < interest->socket_count ? interest->directions[socket] : 0;
  int now = what == POLL_REMOVE ? 0 : what & (POLL_IN | POLL_OUT);
  if (what != POLL_REMOVE && (before & ~now) != 0) {
    interest->callback(easy, socket, POLL_REMOVE, interest->data, assigned);
    libcurl.curl_multi_assign(interest->multi, socket, NULL);
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

int curl_multi_setopt(void *multi, int option, ...) {
  require_libcurl();
  ONE_VARIADIC_ARGUMENT(option, value);
  if (option != SOCKET_FUNCTION && option != SOCKET_DATA) {
    return libcurl.curl_multi_setopt(multi, option, value);
  }
  struct socket_interest *interest = socket_interest_of(multi);
  if (interest == NULL) return 3;  // CURLM_OUT_OF_MEMORY
  if (option == SOCKET_DATA) {
    interest->data = value;
    return libcurl.curl_multi_setopt(multi, SOCKET_DATA, interest);
  }
  interest->callback = (socket_callback)value;
  if (value == NULL) return libcurl.curl_multi_setopt(multi, SOCKET_FUNCTION, NULL);
  // The wrapper finds URLSession's callback through its data, whichever option came first.
  int result = libcurl.curl_multi_setopt(multi, SOCKET_DATA, interest);
  if (result != 0) return result;
  return libcurl.curl_multi_setopt(multi, SOCKET_FUNCTION, (void *)on_socket);
}

#endif
