#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace pm {

// The one way this program writes a file (drafts, exports, autosaves). The bytes go to a
// temporary file next to the target, are written unbuffered, synced to the disk and
// checked, and only then replace the target by a rename. On any failure the target is
// left exactly as it was and the result is the reason in the system's words ("No space
// left on device"); std::nullopt means every byte is on the disk.
//
// - An existing file keeps its mode, and its owner and group where this process may
//   set them (root always may).
// - A symbolic link is written through: its final target is replaced, the link stays.
// - A file with more than one hard link is refused. Replacing it would split it from
//   its other names, and writing it in place could leave it half-written on a full disk
//   or a crash; the message says how to go on.
// - A file its owner made read-only stays refused to everyone but root, as before.
// - A name that is not UTF-8 is written to the file it names (nativeFileName()), and
//   refused when several files look alike.
[[nodiscard]] std::optional<QString> writeFileAtomically(const QString &path, const QByteArray &bytes);

// True when a and b name one existing file: the same path spelt another way, a symbolic
// link to it, or another hard link of it. False when either does not exist. What keeps an
// export from being written over the draft it was made from.
bool isSameFile(const QString &a, const QString &b);

// The system's description of an errno value ("No space left on device").
QString osErrorString(int errorNumber);

// Qt decodes command-line arguments and file names as UTF-8, so a name in another
// encoding ("caf\xe9.md" in Latin-1) reaches the program with U+FFFD in place of its
// bytes, and encoding the path again names another file. Reading and writing both look
// the name up here, so that they reach the same file.
struct NativeFileName
{
    // The entry of the path's folder that decodes to the path when there is exactly
    // one; otherwise the path encoded as it is.
    QByteArray bytes;
    // Every entry that decodes to the path, shown with \xNN for bytes that are not
    // UTF-8; filled only for a path with U+FFFD. More than one: the name is ambiguous.
    QStringList lookalikes;
};
NativeFileName nativeFileName(const QString &path);

} // namespace pm
