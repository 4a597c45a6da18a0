#pragma once

// Internal: writes the ADF JSON of a parsed Markdown tree. Not a public header.

#include "mdtree.h"

#include <QByteArray>

#include <functional>
#include <string>

namespace pm::adf {

// Appends s as a JSON string literal (quotes included). s must be UTF-8.
void appendJsonString(QByteArray &out, std::string_view s);

// Writes {"type":"doc","version":1,"content":[...]} for tree into out.
void writeAdfDoc(const MdTree &tree, const std::string &localIdPrefix, QByteArray &out);
// The same JSON handed to `write` in pieces of about 1 MiB, never held whole.
void writeAdfDoc(const MdTree &tree, const std::string &localIdPrefix,
                 const std::function<void(const QByteArray &)> &write);

} // namespace pm::adf
