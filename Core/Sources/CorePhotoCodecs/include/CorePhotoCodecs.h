// Decoding a photo's bytes with Debian's libjpeg-turbo and libpng (libjpeg62-turbo-dev,
// libpng-dev): the only C CorePhoto calls. libjpeg reports errors by longjmp, which Swift
// cannot catch, so the calls that may jump live here, in C, behind plain return codes.
#ifndef CORE_PHOTO_CODECS_H
#define CORE_PHOTO_CODECS_H

#include <stddef.h>
#include <stdint.h>

/// What a decode returns.
typedef enum {
  /// The bytes decoded.
  core_photo_decoded = 0,
  /// The bytes do not decode: damaged, truncated, or not the format. `message` says why.
  core_photo_undecodable = 1,
  /// The image is larger than the caller allows (a decompression bomb); nothing was decoded.
  core_photo_too_large = 2,
  /// Memory for the pixels could not be had.
  core_photo_out_of_memory = 3,
} core_photo_result;

/// A decoded image: `width` × `height` pixels of `channels` bytes (3: RGB, 4: RGBA), rows one
/// after the other. `pixels` is malloc'd: free it with `core_photo_free`.
typedef struct {
  int width;
  int height;
  int channels;
  uint8_t *pixels;
} core_photo_image;

/// Decodes JPEG bytes to RGB at 1/`scale_denominator` of their size (1, 2, 4 or 8: libjpeg
/// scales while it decodes, cheaply). With `image` NULL, every row is still decoded, so the
/// whole file is checked, but no pixels are kept. A warning of corrupt data (a truncated file,
/// a bad marker) counts as undecodable: libjpeg would fill in grey and go on.
core_photo_result core_photo_decode_jpeg(
  const uint8_t *bytes, size_t count, int scale_denominator, int64_t max_pixels,
  core_photo_image *image, int *width, int *height, char *message, size_t message_size);

/// Decodes PNG bytes to RGBA, at full size. With `image` NULL, the image is decoded to one
/// byte a pixel and dropped: the whole file is checked for the least memory.
core_photo_result core_photo_decode_png(
  const uint8_t *bytes, size_t count, int64_t max_pixels, core_photo_image *image,
  int *width, int *height, char *message, size_t message_size);

/// Frees a decoded image's pixels.
void core_photo_free(core_photo_image *image);

#endif
