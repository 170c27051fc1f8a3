// See include/CorePhotoCodecs.h.
#include "CorePhotoCodecs.h"

// stdio.h first: jpeglib.h uses FILE without including it.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <png.h>
#include <setjmp.h>

// libjpeg's error manager, extended with where to jump back and what went wrong.
struct jpeg_failure {
  struct jpeg_error_mgr base;
  jmp_buf jump;
  char message[JMSG_LENGTH_MAX];
  int warnings;
};

static void jpeg_failed(j_common_ptr info) {
  struct jpeg_failure *failure = (struct jpeg_failure *)info->err;
  (*info->err->format_message)(info, failure->message);
  longjmp(failure->jump, 1);
}

// Level -1 is a warning of corrupt data; the first one's words are kept. Trace messages
// (levels >= 0) are dropped: nothing is printed on stderr.
static void jpeg_said(j_common_ptr info, int level) {
  struct jpeg_failure *failure = (struct jpeg_failure *)info->err;
  if (level < 0 && failure->warnings++ == 0) {
    (*info->err->format_message)(info, failure->message);
  }
}

static void say(char *message, size_t size, const char *text) {
  if (size > 0) snprintf(message, size, "%s", text);
}

core_photo_result core_photo_decode_jpeg(
  const uint8_t *bytes, size_t count, int scale_denominator, int64_t max_pixels,
  core_photo_image *image, int *width, int *height, char *message, size_t message_size) {
  struct jpeg_decompress_struct info;
  struct jpeg_failure failure;
  // volatile: read after a longjmp, which may have left a register copy stale.
  uint8_t *volatile pixels = NULL;
  memset(&failure, 0, sizeof failure);
  info.err = jpeg_std_error(&failure.base);
  failure.base.error_exit = jpeg_failed;
  failure.base.emit_message = jpeg_said;
  if (setjmp(failure.jump)) {
    jpeg_destroy_decompress(&info);
    free(pixels);
    say(message, message_size, failure.message);
    return core_photo_undecodable;
  }
  jpeg_create_decompress(&info);
  jpeg_mem_src(&info, bytes, (unsigned long)count);
  jpeg_read_header(&info, TRUE);
  *width = (int)info.image_width;
  *height = (int)info.image_height;
  if ((int64_t)info.image_width * info.image_height > max_pixels) {
    jpeg_destroy_decompress(&info);
    say(message, message_size, "the image has more pixels than allowed");
    return core_photo_too_large;
  }
  // CMYK and YCCK stay in their four channels; everything else is asked for as RGB.
  if (info.jpeg_color_space != JCS_CMYK && info.jpeg_color_space != JCS_YCCK) {
    info.out_color_space = JCS_RGB;
  }
  info.scale_num = 1;
  info.scale_denom = (unsigned int)scale_denominator;
  jpeg_start_decompress(&info);
  size_t stride = (size_t)info.output_width * (size_t)info.output_components;
  // Checking only: one row, decoded over and over.
  size_t rows = image ? info.output_height : 1;
  pixels = malloc(stride * rows);
  if (pixels == NULL) {
    jpeg_destroy_decompress(&info);
    say(message, message_size, "out of memory");
    return core_photo_out_of_memory;
  }
  while (info.output_scanline < info.output_height) {
    JSAMPROW row = pixels + (image ? (size_t)info.output_scanline * stride : 0);
    jpeg_read_scanlines(&info, &row, 1);
  }
  jpeg_finish_decompress(&info);
  if (failure.warnings > 0) {
    jpeg_destroy_decompress(&info);
    free(pixels);
    say(message, message_size, failure.message);
    return core_photo_undecodable;
  }
  if (image) {
    image->width = (int)info.output_width;
    image->height = (int)info.output_height;
    image->channels = info.output_components;
    image->pixels = pixels;
  } else {
    free(pixels);
  }
  jpeg_destroy_decompress(&info);
  return core_photo_decoded;
}

core_photo_result core_photo_decode_png(
  const uint8_t *bytes, size_t count, int64_t max_pixels, core_photo_image *image,
  int *width, int *height, char *message, size_t message_size) {
  png_image png;
  memset(&png, 0, sizeof png);
  png.version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_memory(&png, bytes, count)) {
    say(message, message_size, png.message);
    png_image_free(&png);
    return core_photo_undecodable;
  }
  *width = (int)png.width;
  *height = (int)png.height;
  if ((int64_t)png.width * png.height > max_pixels) {
    png_image_free(&png);
    say(message, message_size, "the image has more pixels than allowed");
    return core_photo_too_large;
  }
  png.format = image ? PNG_FORMAT_RGBA : PNG_FORMAT_GRAY;
  uint8_t *pixels = malloc(PNG_IMAGE_SIZE(png));
  if (pixels == NULL) {
    png_image_free(&png);
    say(message, message_size, "out of memory");
    return core_photo_out_of_memory;
  }
  if (!png_image_finish_read(&png, NULL, pixels, 0, NULL)) {
    say(message, message_size, png.message);
    png_image_free(&png);
    free(pixels);
    return core_photo_undecodable;
  }
  if (image) {
    image->width = (int)png.width;
    image->height = (int)png.height;
    image->channels = 4;
    image->pixels = pixels;
  } else {
    free(pixels);
  }
  png_image_free(&png);
  return core_photo_decoded;
}

void core_photo_free(core_photo_image *image) {
  free(image->pixels);
  image->pixels = NULL;
}
