#pragma once

// Internal: writes the ADF JSON of a parsed Markdown tree. Not a public header.

#include "mdtree.h"

#include <QByteArray>

#include <functional>
#include <string>

namespace pm::adf {

// Writes {"type":"doc","version":1,"content":[...]} for tree into out.
void writeAdfDoc(const MdTree &tree, const std::string &localIdPrefix, QByteArray &out);
// The same JSON handed to `write` in pieces of about 1 MiB, never held whole.
void writeAdfDoc(const MdTree &tree, const std::string &localIdPrefix,
                 const std::function<void(const QByteArray &)> &write);

// The document's block nodes in Qt's layout (adfjsonout.h), separated by commas,
// without the brackets; only counted when longer than keepUpToUnits UTF-16 code units.
struct QtContent
{
    QByteArray json;
    std::size_t units = 0;  // UTF-16 length of the JSON, written or not
    bool complete = false;  // json holds it
};
QtContent writeQtAdfContent(const MdTree &tree, const std::string &localIdPrefix, std::size_t keepUpToUnits);

} // namespace pm::adf
