#pragma once

#include <QByteArray>
#include <QString>

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
[[nodiscard]] std::optional<QString> writeFileAtomically(const QString &path, const QByteArray &bytes);

// The system's description of an errno value ("No space left on device").
QString osErrorString(int errorNumber);

} // namespace pm
