#pragma once

// Internal to pm_document: UTF-8 to UTF-16 that keeps every character.

#include <QString>

namespace pm::detail {

// The UTF-16 of size bytes of UTF-8. Unlike QString::fromUtf8 it keeps a byte order mark
// at the start: a line, a section or a front-matter value that starts with U+FEFF (past
// the file's own BOM) is read with it. Bytes that are not well-formed UTF-8 become
// U+FFFD, as QString::fromUtf8 makes them. Every draft is decoded here, so well-formed
// text (what a draft that was read has) is decoded without Qt's error handling, ASCII
// sixteen bytes at a time.
QString decodeUtf8(const char *data, int size);

// Whether size bytes are well-formed UTF-8 (RFC 3629: no overlong form, no surrogate,
// nothing past U+10FFFF), as Qt's own validators see it; decodeUtf8() reads such bytes
// without Qt's error handling.
bool isWellFormedUtf8(const char *data, qsizetype size);

} // namespace pm::detail
