#pragma once

#include "draftcheck.h"
#include "lspconfig.h"
#include "lspdocument.h"
#include "lspframing.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QObject>
#include <QSet>
#include <QString>

#include <functional>
#include <map>
#include <memory>

class QTimer;
class QTranslator;

namespace pm::lsp {

// JSON-RPC error codes the server answers with.
enum ErrorCode {
    ParseError = -32700,
    InvalidRequest = -32600,
    MethodNotFound = -32601,
    InvalidParams = -32602,
    InternalError = -32603,
    ServerNotInitialized = -32002,
    RequestCancelled = -32800,
};

// The language server (design/cli.md, `lsp`): bytes in through receive(), framed
// messages out through the writer, in order (a large one in several calls). Everything runs on the thread of its event loop;
// the debounce is a timer per document.
class LspServer : public QObject
{
    Q_OBJECT

public:
    using Writer = std::function<void(const QByteArray &)>;

    // preferencesDisabled: the rules switched off in the editor's Preferences, as
    // `lint` reads them.
    LspServer(Writer writer, QSet<QString> preferencesDisabled, QObject *parent = nullptr);
    ~LspServer() override;

    void receive(const QByteArray &bytes);
    // Called before a debounced check runs, to take in what the client has already sent
    // (a newer edit supersedes the run).
    void setInputDrain(std::function<void()> drain) { m_drain = std::move(drain); }
    // Standard input ended: the client is gone.
    void endOfInput();

    // Runs every pending check now and publishes (the benchmark, tests).
    void flushChecks();

Q_SIGNALS:
    // `exit` arrived (or input ended): 0 after `shutdown`, 1 without it.
    void exitRequested(int code);

private:
    struct Document
    {
        QString uri;
        QString path; // local file, empty for other schemes
        int version = 0;
        TextBuffer buffer;
        DraftCheck check;
        QTimer *timer = nullptr;
        QByteArray lastPublished; // the diagnostics array last sent
        bool published = false;
        int resultId = 0;
        LspSettings settings;
    };

    void handle(const QByteArray &body);
    void dispatch(const QJsonObject &message);
    void request(const QJsonValue &id, const QString &method, const QJsonObject &params);
    void notification(const QString &method, const QJsonObject &params);
    void response(const QJsonObject &message);

    void send(const QJsonObject &message);
    void reply(const QJsonValue &id, const QJsonValue &result);
    void replyError(const QJsonValue &id, int code, const QString &message);
    void notify(const QString &method, const QJsonObject &params);

    QJsonObject initialize(const QJsonObject &params);
    void didOpen(const QJsonObject &params);
    void didChange(const QJsonObject &params);
    void didClose(const QJsonObject &params);
    void didChangeConfiguration(const QJsonObject &params);
    void askConfiguration();
    void applySettings(Document *only = nullptr);

    Document *document(const QJsonObject &params, const QJsonValue &id);
    void schedule(Document *doc);
    void checkNow(Document *doc);
    void publish(Document *doc);
    // The document's diagnostics as a JSON array, written as text (lspfeatures.cpp).
    QByteArray diagnostics(Document *doc);

    // lspfeatures.cpp
    QJsonValue codeActions(Document *doc, const QJsonObject &params);
    QJsonValue hover(Document *doc, const QJsonObject &params);
    QJsonValue documentSymbols(Document *doc);
    QJsonValue codeLenses(Document *doc);
    QJsonValue formatting(Document *doc, const QJsonValue &id, bool *failed);

    void setLocale(const QString &locale);
    bool chinese() const { return m_chinese; }

    Writer m_writer;
    MessageReader m_reader;
    std::function<void()> m_drain;
    QSet<QString> m_preferences;
    std::map<QString, std::unique_ptr<Document>> m_documents;

    bool m_initialized = false;
    bool m_shutdown = false;
    bool m_exited = false;
    bool m_pullDiagnostics = false;
    bool m_askConfiguration = false;
    bool m_createFiles = false;     // the client applies CreateFile in a WorkspaceEdit
    bool m_documentChanges = false; // ... and TextDocumentEdits
    bool m_chinese = false;
    QSet<QString> m_cancelled; // request ids cancelled before they were handled
    QJsonObject m_initOptions;
    QJsonObject m_clientSettings;
    int m_nextRequest = 1;
    QSet<QString> m_configurationRequests;
    std::unique_ptr<QTranslator> m_translator;
    int m_depth = 0; // receive() nesting (a drain inside a check)
};

} // namespace pm::lsp
