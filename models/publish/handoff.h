#pragma once

#include "postmortem.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

class QObject;
class QProcess;

namespace pm {

// The hand-off to management-talk after a post on the ticket, the same for the export
// dialog and `publish`: the post-mortem as Markdown (the pull-request form), offered as
// a copy, as a file beside the draft, or on the stdin of the author's command; never
// done by itself.

// "<TICKET>-handoff.md" ("postmortem-handoff.md" for a draft without a ticket).
QString handOffFileName(const PostMortem &pm);
// Beside the draft; in fallbackDir while the draft has no file.
QString handOffPath(const PostMortem &pm, const QString &draftPath, const QString &fallbackDir);
// What every way hands off, byte for byte.
QByteArray handOffContent(const PostMortem &pm);
// Writes the content atomically; the error when it cannot.
std::optional<QString> saveHandOff(const PostMortem &pm, const QString &path);
// The command as it is run, program first: by the shell, as `publish` offers it
// (`export FILE --to pr | COMMAND`), so quotes and pipes mean what they mean there;
// empty for no command.
QStringList handOffCommandWords(const QString &command);
// The program the command names, for messages about it.
QString handOffProgram(const QString &command);
// The command's process, not started yet (connect to it first); null for no command.
QProcess *handOffProcess(const QString &command, QObject *parent);
// Starts it with the content on its stdin.
void startHandOff(QProcess *process, const PostMortem &pm);

} // namespace pm
