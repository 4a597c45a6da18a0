#pragma once

#include <QHash>
#include <QJsonObject>
#include <QSet>
#include <QString>

namespace pm::lsp {

// The server's settings. Each source is a JSON object of the same shape:
//   {"severity": {"RULE": "error"|"warning"|"information"|"hint"|"off"},
//    "debounce": 250, "locale": "zh_CN"}
// The client's settings are the initializationOptions, replaced by each
// workspace/didChangeConfiguration (its "postmortem" object, or the whole settings) or
// answer to workspace/configuration; a project file found upward from the document
// (ProjectFileName) overrides them key by key.
struct LspSettings
{
    QHash<QString, int> severity; // rule id -> LSP DiagnosticSeverity (1..4); 0 = off
    int debounceMs = 250;
    QString locale;

    // Rules switched off ("off").
    QSet<QString> disabledRules() const;
    // The LSP severity of a finding of rule whose own severity is lspDefault.
    int severityOf(const QString &rule, int lspDefault) const;

    // Applies one source's keys on top of these; unknown keys and bad values are
    // ignored, their problems appended to warnings.
    void apply(const QJsonObject &source, QStringList *warnings = nullptr);
};

constexpr const char *ProjectFileName = ".postmortem-lsp.json";

// The nearest project file for a document: in its folder or one above, up to the
// folder holding ".git"; empty when there is none.
QString findProjectFile(const QString &documentPath);
// The file's object; an unreadable or malformed file gives an empty object and a
// message in error.
QJsonObject readProjectFile(const QString &path, QString *error);

} // namespace pm::lsp
