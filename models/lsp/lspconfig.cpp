#include "lspconfig.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonValue>

namespace pm::lsp {

QSet<QString> LspSettings::disabledRules() const
{
    QSet<QString> off;
    for (auto it = severity.cbegin(); it != severity.cend(); ++it) {
        if (it.value() == 0)
            off.insert(it.key());
    }
    return off;
}

int LspSettings::severityOf(const QString &rule, int lspDefault) const
{
    return severity.value(rule, lspDefault);
}

void LspSettings::apply(const QJsonObject &source, QStringList *warnings)
{
    const auto warn = [warnings](const QString &w) {
        if (warnings)
            warnings->append(w);
    };
    const QJsonObject levels = source.value(QLatin1String("severity")).toObject();
    for (auto it = levels.begin(); it != levels.end(); ++it) {
        static const char *const names[] = {"off", "error", "warning", "information", "hint"};
        const QString name = it.value().toString();
        int level = -1;
        for (int i = 0; i < 5; ++i) {
            if (name == QLatin1String(names[i]))
                level = i;
        }
        if (name == QLatin1String("info"))
            level = 3;
        if (level < 0)
            warn(QStringLiteral("severity of %1: \"%2\" is none of error, warning, information, hint, off")
                     .arg(it.key(), name));
        else
            severity.insert(it.key(), level);
    }
    const QJsonValue debounce = source.value(QLatin1String("debounce"));
    if (debounce.isDouble() && debounce.toDouble() >= 0 && debounce.toDouble() <= 10000)
        debounceMs = debounce.toInt();
    else if (!debounce.isUndefined())
        warn(QStringLiteral("debounce: a number of milliseconds from 0 to 10000"));
    const QJsonValue locale = source.value(QLatin1String("locale"));
    if (locale.isString())
        this->locale = locale.toString();
}

QString findProjectFile(const QString &documentPath)
{
    if (documentPath.isEmpty())
        return {};
    QDir dir = QFileInfo(documentPath).absoluteDir();
    while (true) {
        const QString candidate = dir.filePath(QLatin1String(ProjectFileName));
        if (QFileInfo::exists(candidate))
            return candidate;
        if (QFileInfo::exists(dir.filePath(QStringLiteral(".git"))) || !dir.cdUp())
            return {};
    }
}

QJsonObject readProjectFile(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: %2").arg(path, file.errorString());
        return {};
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.read(1 << 20), &parseError);
    if (!doc.isObject()) {
        *error = QStringLiteral("%1: not a JSON object (%2)").arg(path, parseError.errorString());
        return {};
    }
    return doc.object();
}

} // namespace pm::lsp
