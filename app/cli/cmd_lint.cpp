#include "cli.h"

#include "draftformat.h"
#include "settings.h"
#include "verdict.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace pm::cli {
namespace {

// Length in characters (code points), like the column, for editors that count them.
int codePoints(const PostMortem &pm, const Diagnostic &d)
{
    if (d.length <= 0)
        return 0;
    for (const Section &s : pm.sections) {
        if (s.id != d.sectionId)
            continue;
        const QString part = s.text.mid(d.offset, d.length);
        int n = 0;
        for (const QChar c : part)
            n += c.isLowSurrogate() ? 0 : 1;
        return n;
    }
    return d.length;
}

QByteArray jsonString(const QString &s)
{
    const QByteArray a = QJsonDocument(QJsonArray{s}).toJson(QJsonDocument::Compact);
    return a.mid(1, a.size() - 2);   // strip the array brackets
}

// One element of cli.md's array, keys in its order.
QByteArray diagnosticJson(const QString &file, const PostMortem &pm, const Diagnostic &d)
{
    return "{\"file\": " + jsonString(file) + ", \"line\": " + QByteArray::number(d.line)
           + ", \"column\": " + QByteArray::number(d.column)
           + ", \"length\": " + QByteArray::number(codePoints(pm, d))
           + ", \"severity\": " + jsonString(severityName(d.severity))
           + ", \"rule\": " + jsonString(d.rule) + ", \"section\": " + jsonString(d.sectionId)
           + ", \"message\": " + jsonString(d.message)
           + ", \"suggestion\": " + jsonString(d.suggestion) + "}";
}

} // namespace

int cmdLint(const QStringList &args, Io &io)
{
    QCommandLineParser parser;
    const QCommandLineOption format(QStringLiteral("format"), QStringLiteral("text or json"),
                                    QStringLiteral("format"), QStringLiteral("text"));
    const QCommandLineOption strict(QStringLiteral("strict"), QStringLiteral("warnings fail too"));
    parser.addOption(format);
    parser.addOption(strict);
    if (!parseArguments(parser, QStringLiteral("lint"), args, io))
        return UsageError;
    const QString fmt = parser.value(format);
    if (fmt != QLatin1String("text") && fmt != QLatin1String("json")) {
        io.errLine(QCoreApplication::translate("pm::cli", "lint: --format must be text or json, not '%1'")
                       .arg(fmt));
        return UsageError;
    }
    const QStringList files = parser.positionalArguments().mid(1);
    if (files.isEmpty()) {
        io.errLine(QCoreApplication::translate("pm::cli", "lint: expected FILE... (lint FILE... [--format text|json] [--strict])"));
        return UsageError;
    }
    const bool json = fmt == QLatin1String("json");
    bool inputError = false;
    bool failed = false;
    QList<QByteArray> jsonItems;
    // The rules switched off in Preferences (the same QSettings the GUI writes).
    const QSet<QString> preferences = Settings::instance().disabledRules();
    for (const QString &file : files) {
        PostMortem pm;
        if (!readDraft(file, &pm, io)) {
            inputError = true;
            continue;
        }
        const QString shown = file == QLatin1String("-") ? QStringLiteral("<stdin>") : file;
        for (Diagnostic d : effectiveFindings(pm, preferences)) {
            // Positions are 1-based: a finding about the whole file (a required section
            // missing from an empty file) points at its start.
            d.line = qMax(1, d.line);
            d.column = qMax(1, d.column);
            if (d.severity == Severity::Error
                || (d.severity == Severity::Warning && parser.isSet(strict)))
                failed = true;
            if (json) {
                jsonItems << diagnosticJson(shown, pm, d);
            } else {
                // FILE:LINE:COLUMN: SEVERITY: MESSAGE [RULE], as compilers print it.
                const QString line = shown + QLatin1Char(':') + QString::number(d.line)
                                     + QLatin1Char(':') + QString::number(d.column)
                                     + QStringLiteral(": ") + severityName(d.severity)
                                     + QStringLiteral(": ") + d.message + QStringLiteral(" [")
                                     + d.rule + QStringLiteral("]\n");
                io.out(line.toUtf8());
            }
        }
    }
    if (json) {
        QByteArray out = "[";
        for (int i = 0; i < jsonItems.size(); ++i)
            out += (i ? ",\n " : "") + jsonItems.at(i);
        io.out(out + "]\n");
    }
    if (inputError)
        return UsageError;
    return failed ? CheckFailed : Ok;
}

} // namespace pm::cli
