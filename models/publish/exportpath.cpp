#include "exportpath.h"

#include "safewrite.h"

#include <QDir>
#include <QFileInfo>

namespace pm {

namespace {

// The ticket, or the draft's own name without one, fit for a file name.
QString baseName(const PostMortem &pm, const QString &draftPath)
{
    QString base = pm.meta.ticket.trimmed();
    if (base.isEmpty() && !draftPath.isEmpty())
        base = QFileInfo(draftPath).completeBaseName();
    for (QChar &c : base) {
        if (!c.isLetterOrNumber() && c != QLatin1Char('-') && c != QLatin1Char('_') && c != QLatin1Char('.'))
            c = QLatin1Char('-');
    }
    // Neither hidden nor taken for an option.
    while (base.startsWith(QLatin1Char('.')) || base.startsWith(QLatin1Char('-')))
        base.remove(0, 1);
    return base;
}

QString suffixFor(Destination destination)
{
    switch (destination) {
    case Destination::Markdown:
        return QStringLiteral("-postmortem.md");
    case Destination::Jira:
        return QStringLiteral("-comment.json");
    case Destination::PullRequest:
        return QStringLiteral("-pr.md");
    case Destination::Wiki:
        return QStringLiteral("-wiki.md");
    }
    return QStringLiteral(".md");
}

bool isTheDraft(const QString &path, const QString &draftPath)
{
    return !draftPath.isEmpty()
           && (QDir::cleanPath(path) == QDir::cleanPath(QFileInfo(draftPath).absoluteFilePath())
               || isSameFile(path, draftPath));
}

} // namespace

QString gitWorkTreeRoot(const QString &path)
{
    const QFileInfo info(path);
    QDir dir(info.isDir() ? info.absoluteFilePath() : info.absolutePath());
    do {
        if (QFileInfo::exists(dir.filePath(QStringLiteral(".git"))))
            return dir.absolutePath();
    } while (dir.cdUp());
    return QString();
}

QString suggestedExportPath(const PostMortem &pm, Destination destination, const QString &draftPath,
                            const QString &fallbackFolder)
{
    const QString base = baseName(pm, draftPath);
    const QString beside = draftPath.isEmpty() ? QDir(fallbackFolder).absolutePath()
                                               : QFileInfo(draftPath).absolutePath();
    // Nothing to name it after: "postmortem.md", "postmortem-pr.md"...
    const QString suffix = destination == Destination::Markdown && base.isEmpty() ? QStringLiteral(".md")
                                                                                  : suffixFor(destination);
    const QString name = (base.isEmpty() ? QStringLiteral("postmortem") : base) + suffix;
    QString path = QDir(beside).filePath(name);
    if (destination == Destination::Markdown && !draftPath.isEmpty()) {
        const QString root = gitWorkTreeRoot(draftPath);
        if (!root.isEmpty())
            path = QDir(root).filePath(QStringLiteral("docs/postmortems/")
                                       + (base.isEmpty() ? QStringLiteral("postmortem") : base) + QStringLiteral(".md"));
    }
    // A draft kept where its export would go: the export gets a name of its own.
    const QFileInfo chosen(path);
    const QString stem = chosen.absolutePath() + QLatin1Char('/') + chosen.completeBaseName();
    const QString extension = chosen.suffix().isEmpty() ? QString() : QLatin1Char('.') + chosen.suffix();
    for (int n = 1; isTheDraft(path, draftPath); ++n)
        path = stem + (n == 1 ? QStringLiteral("-export") : QStringLiteral("-export-%1").arg(n)) + extension;
    return path;
}

} // namespace pm
