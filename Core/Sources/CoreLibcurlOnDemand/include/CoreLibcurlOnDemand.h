#ifndef CORE_LIBCURL_ON_DEMAND_H
#define CORE_LIBCURL_ON_DEMAND_H

/// Loads libcurl.so.4 on the first call; later calls return the first answer.
///
/// Returns NULL once libcurl is loaded, else the dynamic loader's reason (static text, never
/// to be freed). A command calls it before its first request, so that a machine without
/// libcurl gets that reason instead of an abort inside URLSession.
const char *core_libcurl_load(void);

#endif
