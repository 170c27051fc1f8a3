#ifndef CORE_CURL_SOCKET_FIX_H
#define CORE_CURL_SOCKET_FIX_H

// Nothing to call or import: an executable linking this target gets libcurl's
// curl_multi_setopt and curl_multi_cleanup wrapped, so that URLSession waits for an answer
// without spinning (curl_socket_fix.c says how and why). SwiftPM wants a header folder.

#endif
