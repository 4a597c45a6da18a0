#pragma once

#include "lspclient.h"

#include <QFile>
#include <QUrl>

#include <QJsonArray>
#include <QObject>

#include <algorithm>

// The language server as a client meets it: the real `postmortem-editor lsp` process,
// driven through its stdin and stdout with recorded sessions.
class TestLspServer : public QObject
{
    Q_OBJECT

private:
    static QString uriOf(const QString &path) { return QUrl::fromLocalFile(path).toString(); }
    static QJsonObject textDoc(const QString &uri) { return {{QStringLiteral("uri"), uri}}; }
    static QJsonObject position(int line, int character)
    {
        return {{QStringLiteral("line"), line}, {QStringLiteral("character"), character}};
    }
    static QJsonObject range(int l1, int c1, int l2, int c2)
    {
        return {{QStringLiteral("start"), position(l1, c1)}, {QStringLiteral("end"), position(l2, c2)}};
    }
    static int startLine(const QJsonObject &d)
    {
        return d.value(QLatin1String("range")).toObject().value(QLatin1String("start")).toObject().value(QLatin1String("line")).toInt();
    }
    static int startChar(const QJsonObject &d)
    {
        return d.value(QLatin1String("range")).toObject().value(QLatin1String("start")).toObject().value(QLatin1String("character")).toInt();
    }
    // Applies LSP text edits (non-overlapping, any order) to text.
    static QString applyEdits(QString text, QJsonArray edits)
    {
        QList<QJsonObject> list;
        for (const QJsonValue &e : edits)
            list.append(e.toObject());
        const auto offsetOf = [&text](const QJsonObject &p) {
            int line = p.value(QLatin1String("line")).toInt();
            int at = 0;
            while (line-- > 0)
                at = int(text.indexOf(QLatin1Char('\n'), at)) + 1;
            return at + p.value(QLatin1String("character")).toInt();
        };
        std::sort(list.begin(), list.end(), [&](const QJsonObject &a, const QJsonObject &b) {
            return offsetOf(a.value(QLatin1String("range")).toObject().value(QLatin1String("start")).toObject())
                   > offsetOf(b.value(QLatin1String("range")).toObject().value(QLatin1String("start")).toObject());
        });
        for (const QJsonObject &e : list) {
            const QJsonObject r = e.value(QLatin1String("range")).toObject();
            const int from = offsetOf(r.value(QLatin1String("start")).toObject());
            const int to = offsetOf(r.value(QLatin1String("end")).toObject());
            text.replace(from, to - from, e.value(QLatin1String("newText")).toString());
        }
        return text;
    }
    static QJsonObject actionTitled(const QJsonArray &actions, const QString &start)
    {
        for (const QJsonValue &a : actions) {
            if (a.toObject().value(QLatin1String("title")).toString().startsWith(start))
                return a.toObject();
        }
        return {};
    }
    static QJsonArray editsFor(const QJsonObject &action, const QString &uri)
    {
        return action.value(QLatin1String("edit")).toObject().value(QLatin1String("changes")).toObject().value(uri).toArray();
    }

private Q_SLOTS:
    void lifecycle();
    void exitWithoutShutdown();
    void nullParams();
    void requestBeforeInitialize();
    void unknownMethod();
    void cancelledRequest();
    void malformedMessages();
    void documentNeverOpened();
    void sameFindingsAsLint_data();
    void sameFindingsAsLint();
    void incrementalChineseAndEmoji();
    void supersededAndIdenticalSets();
    void closeClearsDiagnostics();
    void quickFixAndDisableComments();
    void dataRoundTripOrNot();
    void projectDictionary();
    void hoverInClientLocale();
    void symbolsLensAndFormatting();
    void gateOnHeadings();
    void configuration();
    void pullDiagnostics();
    void otherMarkdownIsSilent();
};
