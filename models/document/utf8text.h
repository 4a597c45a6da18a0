#pragma once

// Internal to pm_document: UTF-8 to UTF-16 that keeps every character.

#include <QString>

#include <cstring>

namespace pm::detail {

// QString::fromUtf8 drops a byte order mark at the start of what it decodes, so a line,
// a section or a front-matter value that starts with U+FEFF (past the file's own BOM)
// would be read without it: "\uFEFF---" would become a rule, and a title "\uFEFFx"
// would lose a character on every save. This keeps it.
inline QString decodeUtf8(const char *data, int size)
{
    int boms = 0;
    while (size - 3 * boms >= 3 && std::memcmp(data + 3 * boms, "\xEF\xBB\xBF", 3) == 0)
        ++boms;
    const QString rest = QString::fromUtf8(data + 3 * boms, size - 3 * boms);
    return boms == 0 ? rest : QString(boms, QChar(0xFEFF)) + rest;
}

} // namespace pm::detail
