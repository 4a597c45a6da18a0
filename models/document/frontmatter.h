#pragma once

#include "draftformat.h"
#include "postmortem.h"

#include <QByteArray>
#include <QStringList>

#include <optional>

// The YAML front matter of a draft: reading it with type checks, writing it back
// with the fewest possible changes, and its canonical form. Every known key is one row
// of a table (frontmatter.cpp) that reads, writes and compares it.
namespace pm::FrontMatter {

// Keys the editor understands, in canonical order.
const QStringList &knownKeys();

// Reads the YAML between the '---' lines into pm. firstLine is the file line of the
// first YAML line, so errors name the line on disk.
std::optional<InputError> parse(const QByteArray &yaml, int firstLine, const QString &fileName,
                                PostMortem *pm);

// Whether any known key's value differs from what was read (pm.source).
bool changed(const PostMortem &pm);

// The front matter for pm, editing only the keys whose values differ from what was read
// (comments, unknown keys and untouched keys keep their bytes). raw includes the
// delimiter lines. eol is "\n" or "\r\n".
QByteArray update(const QByteArray &raw, const PostMortem &pm, const QByteArray &eol);

// Whether a front-matter block (delimiters included) reads back to pm's values for
// every key and keeps every unknown key: the check before update()'s result is
// trusted with the user's file.
bool readsBackAs(const QByteArray &block, const PostMortem &pm);

// A complete front matter block for pm, delimiters included, '\n' line endings.
QByteArray canonical(const PostMortem &pm);

// YAML text for one known key (may span several lines), '\n' line endings; empty for
// an optional key at its default (id, visibility, published, lint), which is then left out.
QByteArray emitKey(const PostMortem &pm, const QString &key);

} // namespace pm::FrontMatter
