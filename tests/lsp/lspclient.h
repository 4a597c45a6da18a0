#pragma once

#include <QDeadlineTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

#include <functional>

// A client for the tests: runs `postmortem-editor lsp` and speaks to it through its
// stdin and stdout, reading the framing on its own (not with the server's reader).
class LspClient
{
public:
    explicit LspClient(const QStringList &extraEnv = {})
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const QString &kv : extraEnv)
            env.insert(kv.section(QLatin1Char('='), 0, 0), kv.section(QLatin1Char('='), 1));
        m_process.setProcessEnvironment(env);
        m_process.setProcessChannelMode(QProcess::SeparateChannels);
        m_process.start(QStringLiteral(PM_EDITOR_BINARY), {QStringLiteral("lsp")});
    }
    ~LspClient()
    {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill();
            m_process.waitForFinished(10000);
        }
    }

    bool started() { return m_process.waitForStarted(20000); }
    QProcess &process() { return m_process; }

    void sendRaw(const QByteArray &bytes)
    {
        m_process.write(bytes);
        m_process.waitForBytesWritten(10000);
    }
    static QByteArray framed(const QJsonObject &m)
    {
        QJsonObject o = m;
        o.insert(QStringLiteral("jsonrpc"), QStringLiteral("2.0"));
        const QByteArray json = QJsonDocument(o).toJson(QJsonDocument::Compact);
        return "Content-Length: " + QByteArray::number(json.size()) + "\r\n\r\n" + json;
    }
    void send(const QJsonObject &m) { sendRaw(framed(m)); }
    void notify(const QString &method, const QJsonObject &params)
    {
        send({{QStringLiteral("method"), method}, {QStringLiteral("params"), params}});
    }
    int sendRequest(const QString &method, const QJsonObject &params)
    {
        const int id = m_nextId++;
        send({{QStringLiteral("id"), id}, {QStringLiteral("method"), method}, {QStringLiteral("params"), params}});
        return id;
    }
    // The response to request id (result or error).
    QJsonObject response(int id)
    {
        return waitFor([id](const QJsonObject &m) {
            return !m.contains(QLatin1String("method")) && m.value(QLatin1String("id")).toInt(-1) == id;
        });
    }
    QJsonObject request(const QString &method, const QJsonObject &params)
    {
        return response(sendRequest(method, params));
    }
    // The next message (kept in order) that matches; an empty object after 60 s.
    QJsonObject waitFor(const std::function<bool(const QJsonObject &)> &match, int timeoutMs = 60000)
    {
        QDeadlineTimer deadline(timeoutMs);
        while (true) {
            for (int i = 0; i < m_inbox.size(); ++i) {
                if (match(m_inbox.at(i)))
                    return m_inbox.takeAt(i);
            }
            if (deadline.hasExpired() || m_process.state() == QProcess::NotRunning)
                return {};
            m_process.waitForReadyRead(int(qMax<qint64>(1, qMin<qint64>(deadline.remainingTime(), 1000))));
            readAvailable();
        }
    }
    QJsonObject waitForDiagnostics(const QString &uri)
    {
        return waitFor([uri](const QJsonObject &m) {
                   return m.value(QLatin1String("method")).toString() == QLatin1String("textDocument/publishDiagnostics")
                          && m.value(QLatin1String("params")).toObject().value(QLatin1String("uri")).toString() == uri;
               })
            .value(QLatin1String("params"))
            .toObject();
    }
    // Messages read so far and not taken.
    QList<QJsonObject> &inbox() { return m_inbox; }
    QByteArray stdoutJunk() const { return m_junk; }

    QJsonObject initialize(const QJsonObject &capabilities = {}, const QJsonObject &options = {},
                           const QString &locale = QStringLiteral("en"))
    {
        QJsonObject params{{QStringLiteral("processId"), QJsonValue::Null},
                           {QStringLiteral("rootUri"), QJsonValue::Null},
                           {QStringLiteral("locale"), locale},
                           {QStringLiteral("capabilities"), capabilities}};
        if (!options.isEmpty())
            params.insert(QStringLiteral("initializationOptions"), options);
        const QJsonObject r = request(QStringLiteral("initialize"), params);
        notify(QStringLiteral("initialized"), {});
        return r;
    }
    void open(const QString &uri, const QString &text, int version = 1)
    {
        notify(QStringLiteral("textDocument/didOpen"),
               {{QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("uri"), uri},
                                                             {QStringLiteral("languageId"), QStringLiteral("markdown")},
                                                             {QStringLiteral("version"), version},
                                                             {QStringLiteral("text"), text}}}});
    }
    void change(const QString &uri, int version, int line, int character, int endLine, int endCharacter,
                const QString &text)
    {
        const QJsonObject range{{QStringLiteral("start"), QJsonObject{{QStringLiteral("line"), line}, {QStringLiteral("character"), character}}},
                                {QStringLiteral("end"), QJsonObject{{QStringLiteral("line"), endLine}, {QStringLiteral("character"), endCharacter}}}};
        notify(QStringLiteral("textDocument/didChange"),
               {{QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("uri"), uri}, {QStringLiteral("version"), version}}},
                {QStringLiteral("contentChanges"), QJsonArray{QJsonObject{{QStringLiteral("range"), range}, {QStringLiteral("text"), text}}}}});
    }
    // Opens a document and returns the diagnostics first published for it.
    QJsonArray openAndWait(const QString &uri, const QString &text)
    {
        open(uri, text);
        return waitForDiagnostics(uri).value(QLatin1String("diagnostics")).toArray();
    }
    // A full-text change (what a client sends after applying an edit of its own).
    void replaceAll(const QString &uri, int version, const QString &text)
    {
        notify(QStringLiteral("textDocument/didChange"),
               {{QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("uri"), uri}, {QStringLiteral("version"), version}}},
                {QStringLiteral("contentChanges"), QJsonArray{QJsonObject{{QStringLiteral("text"), text}}}}});
    }
    int shutdownAndExit()
    {
        request(QStringLiteral("shutdown"), {});
        notify(QStringLiteral("exit"), {});
        m_process.closeWriteChannel();
        if (!m_process.waitForFinished(30000))
            return -1;
        return m_process.exitCode();
    }

private:
    void readAvailable()
    {
        m_buffer += m_process.readAllStandardOutput();
        while (true) {
            const qsizetype end = m_buffer.indexOf("\r\n\r\n");
            if (end < 0)
                return;
            const QByteArray header = m_buffer.left(end);
            if (!header.startsWith("Content-Length: ")) {
                m_junk += m_buffer; // anything but protocol on stdout is a failure
                m_buffer.clear();
                return;
            }
            const int length = header.mid(16).toInt();
            if (m_buffer.size() < end + 4 + length)
                return;
            m_inbox.append(QJsonDocument::fromJson(m_buffer.mid(end + 4, length)).object());
            m_buffer.remove(0, end + 4 + length);
        }
    }

    QProcess m_process;
    QByteArray m_buffer;
    QByteArray m_junk;
    QList<QJsonObject> m_inbox;
    int m_nextId = 1;
};

// A file of tests/lsp/fixtures, as text.
inline QString fixture(const QString &name)
{
    QFile f(QStringLiteral(PM_FIXTURES_DIR "/") + name);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

// The diagnostics of one rule.
inline QList<QJsonObject> withCode(const QJsonArray &diagnostics, const QString &code)
{
    QList<QJsonObject> out;
    for (const QJsonValue &v : diagnostics) {
        if (v.toObject().value(QLatin1String("code")).toString() == code)
            out.append(v.toObject());
    }
    return out;
}
