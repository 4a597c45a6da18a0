#pragma once

// Internal: writes the ADF JSON of a parsed Markdown tree. Not a public header.

#include "mdtree.h"

#include <QByteArray>

#include <functional>
#include <string>

namespace pm::adf {

// Writes {"type":"doc","version":1,"content":[...]} for tree into out.
void writeAdfDoc(const MdTree &tree, const std::string &localIdPrefix, QByteArray &out);
// The same JSON for utf8 (parsed with parseMarkdownInPieces: the tree never holds
// more than one top-level block), handed to `write` in pieces of about 1 MiB.
void writeAdfDocInPieces(const char *utf8, std::size_t size, const std::string &localIdPrefix,
                         const std::function<void(const QByteArray &)> &write);

// The block nodes of utf8's document in Qt's layout (adfjsonout.h), separated by
// commas, without the brackets; only counted when longer than keepUpToUnits UTF-16 code
// units. Parsed in pieces, as writeAdfDocInPieces().
struct QtContent
{
    QByteArray json;
    std::size_t units = 0; // UTF-16 length of the JSON, written or not
    bool complete = false; // json holds it
};
QtContent writeQtAdfContent(const char *utf8, std::size_t size, const std::string &localIdPrefix,
                            std::size_t keepUpToUnits);

} // namespace pm::adf
