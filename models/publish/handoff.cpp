#include "handoff.h"

#include "destinations.h"
#include "safewrite.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>

namespace pm {

QString handOffFileName(const PostMortem &pm)
{
    return (pm.meta.ticket.isEmpty() ? QStringLiteral("postmortem") : pm.meta.ticket) + QStringLiteral("-handoff.md");
}

QString handOffPath(const PostMortem &pm, const QString &draftPath, const QString &fallbackDir)
{
    const QDir dir = draftPath.isEmpty() ? QDir(fallbackDir) : QFileInfo(draftPath).absoluteDir();
    return dir.filePath(handOffFileName(pm));
}

QByteArray handOffContent(const PostMortem &pm)
{
    return toMarkdown(pm, Destination::PullRequest).toUtf8();
}

std::optional<QString> saveHandOff(const PostMortem &pm, const QString &path)
{
    return writeFileAtomically(path, handOffContent(pm));
}

QStringList handOffCommandWords(const QString &command)
{
    const QString line = command.trimmed();
    if (line.isEmpty())
        return {};
#ifdef Q_OS_WIN
    return QProcess::splitCommand(line);
#else
    return {QStringLiteral("/bin/sh"), QStringLiteral("-c"), line};
#endif
}

QString handOffProgram(const QString &command)
{
    return QProcess::splitCommand(command.trimmed()).value(0);
}

QProcess *handOffProcess(const QString &command, QObject *parent)
{
    QStringList words = handOffCommandWords(command);
    if (words.isEmpty())
        return nullptr;
    auto *process = new QProcess(parent);
    process->setProgram(words.takeFirst());
    process->setArguments(words);
    return process;
}

void startHandOff(QProcess *process, const PostMortem &pm)
{
    process->start();
    process->write(handOffContent(pm));
    process->closeWriteChannel();
}

} // namespace pm
