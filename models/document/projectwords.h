#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace pm {

// The project's own word list: words the spelling check knows in every draft of a
// project, kept in a plain text file beside the drafts (one word a line, UTF-8, meant to
// be committed). The editor's "Add to Dictionary" and the language server's "add to the
// project dictionary" both write it; both read it.
namespace ProjectWords {

// The file's name: ".postmortem-words".
QString fileName();

// The word list that serves the draft at draftPath: the nearest existing file in the
// draft's folder or one above it, up to the root of its git work tree (the folder holding
// ".git"); without one, the path a new list gets: in the draft's folder. Empty for a
// draft that has no file yet.
QString locate(const QString &draftPath);

// The words of the list at path, in file order; blank lines and lines starting with '#'
// are skipped. A missing file is an empty list.
QStringList read(const QString &path);

// Adds word to the list at path (created when missing) unless it is there already; the
// file is written whole through writeFileAtomically. The result is the reason it could
// not be written, std::nullopt on success.
[[nodiscard]] std::optional<QString> add(const QString &path, const QString &word);

} // namespace ProjectWords
} // namespace pm
