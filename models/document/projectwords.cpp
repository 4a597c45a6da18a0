#include "projectwords.h"

#include "safewrite.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace pm::ProjectWords {

QString fileName()
{
    return QStringLiteral(".postmortem-words");
}

QString locate(const QString &draftPath)
{
    if (draftPath.isEmpty())
        return {};
    const QString start = QFileInfo(draftPath).absolutePath();
    QDir dir(start);
    for (;;) {
        const QString candidate = dir.filePath(fileName());
        if (QFileInfo::exists(candidate))
            return candidate;
        // The work tree's root is as far as a project reaches.
        if (QFileInfo::exists(dir.filePath(QStringLiteral(".git"))) || !dir.cdUp())
            break;
    }
    return QDir(start).filePath(fileName());
}

namespace {
QStringList wordsOf(const QByteArray &bytes)
{
    QStringList words;
    const QList<QByteArray> lines = bytes.split('\n');
    for (const QByteArray &line : lines) {
        const QString word = QString::fromUtf8(line).trimmed();
        if (!word.isEmpty() && !word.startsWith(QLatin1Char('#')))
            words.append(word);
    }
    return words;
}
} // namespace

QStringList read(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return wordsOf(file.readAll());
}

std::optional<QString> add(const QString &path, const QString &word)
{
    const QString trimmed = word.trimmed();
    if (trimmed.isEmpty() || trimmed.contains(QLatin1Char('\n')))
        return QStringLiteral("\"%1\" is not a single word").arg(word);
    QByteArray bytes;
    QFile file(path);
    if (file.exists()) {
        if (!file.open(QIODevice::ReadOnly))
            return file.errorString();
        bytes = file.readAll();
        file.close();
    }
    if (wordsOf(bytes).contains(trimmed))
        return std::nullopt;
    if (!bytes.isEmpty() && !bytes.endsWith('\n'))
        bytes.append('\n');
    bytes.append(trimmed.toUtf8()).append('\n');
    return writeFileAtomically(path, bytes);
}

} // namespace pm::ProjectWords
