#include "lspserver.h"

#include "jsontext.h"

#include "initresources.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QLocale>
#include <QTimer>
#include <QTranslator>
#include <QUrl>

namespace pm::lsp {
namespace {

QString idKey(const QJsonValue &id)
{
    return id.isString() ? QLatin1Char('s') + id.toString() : QLatin1Char('n') + QString::number(id.toDouble());
}

} // namespace

LspServer::LspServer(Writer writer, QSet<QString> preferencesDisabled, QObject *parent)
    : QObject(parent)
    , m_writer(std::move(writer))
    , m_preferences(std::move(preferencesDisabled))
{
}

LspServer::~LspServer()
{
    if (m_translator)
        QCoreApplication::removeTranslator(m_translator.get());
}

void LspServer::receive(const QByteArray &bytes)
{
    m_reader.append(bytes);
    // Every complete message first, so that a $/cancelRequest read with the request it
    // cancels is known before that request is handled.
    QList<QByteArray> bodies;
    while (true) {
        QByteArray body;
        QString error;
        const MessageReader::Result r = m_reader.next(&body, &error);
        if (r == MessageReader::Result::NeedMore)
            break;
        if (r == MessageReader::Result::BadHeader) {
            replyError(QJsonValue::Null, InvalidRequest, QStringLiteral("bad header: ") + error);
            continue;
        }
        if (body.contains("$/cancelRequest")) {
            const QJsonObject m = QJsonDocument::fromJson(body).object();
            if (m.value(QLatin1String("method")).toString() == QLatin1String("$/cancelRequest"))
                m_cancelled.insert(idKey(m.value(QLatin1String("params")).toObject().value(QLatin1String("id"))));
        }
        bodies.append(body);
    }
    ++m_depth;
    for (const QByteArray &body : std::as_const(bodies)) {
        if (m_exited)
            break;
        handle(body);
    }
    --m_depth;
    if (m_depth == 0)
        m_cancelled.clear(); // an id answered is never cancelled later
}

void LspServer::endOfInput()
{
    if (!m_exited) {
        m_exited = true;
        Q_EMIT exitRequested(m_shutdown ? 0 : 1);
    }
}

void LspServer::handle(const QByteArray &body)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &error);
    if (error.error != QJsonParseError::NoError) {
        replyError(QJsonValue::Null, ParseError,
                   QStringLiteral("malformed JSON at byte %1: %2").arg(error.offset).arg(error.errorString()));
        return;
    }
    if (!doc.isObject()) {
        replyError(QJsonValue::Null, InvalidRequest, QStringLiteral("a message is a JSON object"));
        return;
    }
    dispatch(doc.object());
}

void LspServer::dispatch(const QJsonObject &message)
{
    const QJsonValue id = message.value(QLatin1String("id"));
    const QJsonValue method = message.value(QLatin1String("method"));
    const bool hasId = id.isString() || id.isDouble();
    if (!id.isUndefined() && !hasId && !id.isNull()) {
        replyError(QJsonValue::Null, InvalidRequest, QStringLiteral("id must be a number or a string"));
        return;
    }
    if (method.isUndefined() && hasId) {
        response(message);
        return;
    }
    if (!method.isString()) {
        replyError(hasId ? id : QJsonValue(QJsonValue::Null), InvalidRequest, QStringLiteral("method must be a string"));
        return;
    }
    // null is no params, as eglot sends them with shutdown and exit.
    const QJsonValue params = message.value(QLatin1String("params"));
    if (!params.isUndefined() && !params.isNull() && !params.isObject() && !params.isArray()) {
        if (hasId)
            replyError(id, InvalidRequest, QStringLiteral("params must be an object"));
        return;
    }
    if (hasId)
        request(id, method.toString(), params.toObject());
    else
        notification(method.toString(), params.toObject());
}

void LspServer::request(const QJsonValue &id, const QString &method, const QJsonObject &params)
{
    if (m_cancelled.remove(idKey(id))) {
        replyError(id, RequestCancelled, QStringLiteral("cancelled"));
        return;
    }
    if (method == QLatin1String("initialize")) {
        if (m_initialized) {
            replyError(id, InvalidRequest, QStringLiteral("initialize was already sent"));
            return;
        }
        reply(id, initialize(params));
        return;
    }
    if (!m_initialized) {
        replyError(id, ServerNotInitialized, QStringLiteral("the server is not initialized: send initialize first"));
        return;
    }
    if (m_shutdown) {
        replyError(id, InvalidRequest, QStringLiteral("the server is shutting down: only exit is accepted"));
        return;
    }
    if (method == QLatin1String("shutdown")) {
        m_shutdown = true;
        reply(id, QJsonValue::Null);
        return;
    }
    if (method == QLatin1String("workspace/executeCommand")) {
        // The code lens' command: the gate's state is in its title; nothing to run.
        reply(id, QJsonValue::Null);
        return;
    }
    static const QSet<QString> documentRequests = {
        QStringLiteral("textDocument/codeAction"), QStringLiteral("textDocument/hover"),
        QStringLiteral("textDocument/documentSymbol"), QStringLiteral("textDocument/codeLens"),
        QStringLiteral("textDocument/formatting"), QStringLiteral("textDocument/diagnostic")};
    if (!documentRequests.contains(method)) {
        replyError(id, MethodNotFound, QStringLiteral("unknown method: %1").arg(method));
        return;
    }
    Document *doc = document(params, id);
    if (!doc)
        return;
    if (method == QLatin1String("textDocument/codeAction")) {
        reply(id, codeActions(doc, params));
    } else if (method == QLatin1String("textDocument/hover")) {
        reply(id, hover(doc, params));
    } else if (method == QLatin1String("textDocument/documentSymbol")) {
        reply(id, documentSymbols(doc));
    } else if (method == QLatin1String("textDocument/codeLens")) {
        reply(id, codeLenses(doc));
    } else if (method == QLatin1String("textDocument/formatting")) {
        bool failed = false;
        const QJsonValue edits = formatting(doc, id, &failed);
        if (!failed)
            reply(id, edits);
    } else {
        checkNow(doc);
        const QString resultId = QString::number(doc->resultId);
        if (params.value(QLatin1String("previousResultId")).toString() == resultId) {
            reply(id, QJsonObject{{QStringLiteral("kind"), QStringLiteral("unchanged")},
                                  {QStringLiteral("resultId"), resultId}});
        } else {
            reply(id, QJsonObject{{QStringLiteral("kind"), QStringLiteral("full")},
                                  {QStringLiteral("resultId"), resultId},
                                  {QStringLiteral("items"), QJsonDocument::fromJson(doc->lastPublished).array()}});
        }
    }
}

void LspServer::notification(const QString &method, const QJsonObject &params)
{
    if (method == QLatin1String("exit")) {
        m_exited = true;
        Q_EMIT exitRequested(m_shutdown ? 0 : 1);
        return;
    }
    // Notifications before initialize are dropped, as the protocol asks.
    if (!m_initialized || m_shutdown)
        return;
    if (method == QLatin1String("textDocument/didOpen"))
        didOpen(params);
    else if (method == QLatin1String("textDocument/didChange"))
        didChange(params);
    else if (method == QLatin1String("textDocument/didClose"))
        didClose(params);
    else if (method == QLatin1String("workspace/didChangeConfiguration"))
        didChangeConfiguration(params);
    else if (method == QLatin1String("initialized"))
        askConfiguration();
    // didSave: the buffer is what is checked, and it has not changed; $/ and unknown
    // notifications are ignored.
}

void LspServer::response(const QJsonObject &message)
{
    const QString key = idKey(message.value(QLatin1String("id")));
    if (!m_configurationRequests.remove(key))
        return;
    const QJsonArray result = message.value(QLatin1String("result")).toArray();
    if (!result.isEmpty() && result.first().isObject()) {
        m_clientSettings = result.first().toObject();
        applySettings();
    }
}

void LspServer::send(const QJsonObject &message)
{
    QJsonObject m = message;
    m.insert(QStringLiteral("jsonrpc"), QStringLiteral("2.0"));
    m_writer(frame(m));
}

void LspServer::reply(const QJsonValue &id, const QJsonValue &result)
{
    send({{QStringLiteral("id"), id}, {QStringLiteral("result"), result}});
}

void LspServer::replyError(const QJsonValue &id, int code, const QString &message)
{
    send({{QStringLiteral("id"), id},
          {QStringLiteral("error"), QJsonObject{{QStringLiteral("code"), code}, {QStringLiteral("message"), message}}}});
}

void LspServer::notify(const QString &method, const QJsonObject &params)
{
    send({{QStringLiteral("method"), method}, {QStringLiteral("params"), params}});
}

QJsonObject LspServer::initialize(const QJsonObject &params)
{
    m_initialized = true;
    const QJsonObject caps = params.value(QLatin1String("capabilities")).toObject();
    const QJsonObject text = caps.value(QLatin1String("textDocument")).toObject();
    const QJsonObject workspace = caps.value(QLatin1String("workspace")).toObject();
    m_pullDiagnostics = text.contains(QLatin1String("diagnostic"));
    m_askConfiguration = workspace.value(QLatin1String("configuration")).toBool();
    const QJsonObject edit = workspace.value(QLatin1String("workspaceEdit")).toObject();
    m_documentChanges = edit.value(QLatin1String("documentChanges")).toBool();
    // Resource operations travel in documentChanges: a client that declares them takes
    // that form (Neovim declares "create" without documentChanges).
    m_createFiles = edit.value(QLatin1String("resourceOperations")).toArray().contains(QStringLiteral("create"));
    m_initOptions = params.value(QLatin1String("initializationOptions")).toObject();
    m_clientSettings = m_initOptions;
    QString locale = params.value(QLatin1String("locale")).toString();
    if (m_clientSettings.value(QLatin1String("locale")).isString())
        locale = m_clientSettings.value(QLatin1String("locale")).toString();
    setLocale(locale);

    QJsonObject capabilities{
        {QStringLiteral("textDocumentSync"),
         QJsonObject{{QStringLiteral("openClose"), true},
                     {QStringLiteral("change"), 2}, // incremental
                     {QStringLiteral("save"), QJsonObject{{QStringLiteral("includeText"), false}}}}},
        {QStringLiteral("codeActionProvider"),
         QJsonObject{{QStringLiteral("codeActionKinds"), QJsonArray{QStringLiteral("quickfix"), QStringLiteral("refactor")}}}},
        {QStringLiteral("hoverProvider"), true},
        {QStringLiteral("documentSymbolProvider"), true},
        {QStringLiteral("codeLensProvider"), QJsonObject{{QStringLiteral("resolveProvider"), false}}},
        {QStringLiteral("documentFormattingProvider"), true},
        {QStringLiteral("executeCommandProvider"),
         QJsonObject{{QStringLiteral("commands"), QJsonArray{QStringLiteral("postmortem-editor.gate")}}}},
    };
    if (m_pullDiagnostics) {
        capabilities.insert(QStringLiteral("diagnosticProvider"),
                            QJsonObject{{QStringLiteral("identifier"), QStringLiteral("postmortem-editor")},
                                        {QStringLiteral("interFileDependencies"), false},
                                        {QStringLiteral("workspaceDiagnostics"), false}});
    }
    return {{QStringLiteral("capabilities"), capabilities},
            {QStringLiteral("serverInfo"),
             QJsonObject{{QStringLiteral("name"), QStringLiteral("postmortem-editor")},
                         {QStringLiteral("version"), QCoreApplication::applicationVersion()}}}};
}

void LspServer::setLocale(const QString &locale)
{
    const QLocale wanted = locale.isEmpty() ? QLocale() : QLocale(QString(locale).replace(QLatin1Char('-'), QLatin1Char('_')));
    m_chinese = wanted.language() == QLocale::Chinese;
    if (m_translator)
        QCoreApplication::removeTranslator(m_translator.get());
    m_translator = std::make_unique<QTranslator>();
    if (pmLoadAppTranslations(*m_translator, m_chinese ? QLocale(QLocale::Chinese, QLocale::China) : QLocale(QLocale::English)))
        QCoreApplication::installTranslator(m_translator.get());
    for (auto &entry : m_documents)
        entry.second->check.reset(); // messages in the new language
}

void LspServer::askConfiguration()
{
    if (!m_askConfiguration)
        return;
    const QString id = QStringLiteral("pm-config-%1").arg(m_nextRequest++);
    m_configurationRequests.insert(idKey(id));
    send({{QStringLiteral("id"), id},
          {QStringLiteral("method"), QStringLiteral("workspace/configuration")},
          {QStringLiteral("params"),
           QJsonObject{{QStringLiteral("items"), QJsonArray{QJsonObject{{QStringLiteral("section"), QStringLiteral("postmortem")}}}}}}});
}

void LspServer::didChangeConfiguration(const QJsonObject &params)
{
    const QJsonObject settings = params.value(QLatin1String("settings")).toObject();
    if (settings.contains(QLatin1String("postmortem")))
        m_clientSettings = settings.value(QLatin1String("postmortem")).toObject();
    else if (!settings.isEmpty())
        m_clientSettings = settings;
    if (m_askConfiguration)
        askConfiguration(); // the answer brings the settings
    applySettings();
}

void LspServer::applySettings(Document *only)
{
    for (auto &entry : m_documents) {
        Document *doc = entry.second.get();
        if (only && doc != only)
            continue;
        LspSettings s;
        QStringList warnings;
        s.apply(m_clientSettings, &warnings);
        const QString file = findProjectFile(doc->path);
        if (!file.isEmpty()) {
            QString error;
            s.apply(readProjectFile(file, &error), &warnings);
            if (!error.isEmpty())
                warnings.append(error);
        }
        for (const QString &w : std::as_const(warnings)) {
            notify(QStringLiteral("window/logMessage"),
                   {{QStringLiteral("type"), 2}, {QStringLiteral("message"), QString(QStringLiteral("postmortem-editor: ") + w)}});
        }
        doc->settings = s;
        QSet<QString> off = m_preferences;
        off.unite(s.disabledRules());
        doc->check.setDisabledRules(off);
        doc->published = false; // severities may differ: send again
        schedule(doc);
    }
}

LspServer::Document *LspServer::document(const QJsonObject &params, const QJsonValue &id)
{
    const QString uri = params.value(QLatin1String("textDocument")).toObject().value(QLatin1String("uri")).toString();
    const auto it = m_documents.find(uri);
    if (it == m_documents.end()) {
        if (!id.isUndefined())
            replyError(id, InvalidParams, QStringLiteral("document not open: %1").arg(uri.isEmpty() ? QStringLiteral("(no uri)") : uri));
        return nullptr;
    }
    return it->second.get();
}

void LspServer::didOpen(const QJsonObject &params)
{
    const QJsonObject item = params.value(QLatin1String("textDocument")).toObject();
    const QString uri = item.value(QLatin1String("uri")).toString();
    if (uri.isEmpty())
        return;
    auto doc = std::make_unique<Document>();
    doc->uri = uri;
    const QUrl url(uri);
    if (url.isLocalFile())
        doc->path = url.toLocalFile();
    doc->version = item.value(QLatin1String("version")).toInt();
    doc->buffer = TextBuffer(item.value(QLatin1String("text")).toString());
    doc->check.reset();
    doc->timer = new QTimer(this);
    doc->timer->setSingleShot(true);
    connect(doc->timer, &QTimer::timeout, this, [this, uri] {
        // What the client sent meanwhile comes first: a newer edit supersedes this run.
        if (m_drain)
            m_drain();
        const auto it = m_documents.find(uri);
        if (it == m_documents.end() || it->second->timer->isActive())
            return;
        checkNow(it->second.get());
    });
    Document *raw = doc.get();
    const auto open = m_documents.find(uri);
    if (open != m_documents.end())
        delete open->second->timer; // opened again: the new text replaces the old
    m_documents[uri] = std::move(doc);
    applySettings(raw);   // its project file
    raw->timer->start(0); // an opened draft is checked at once
}

void LspServer::didChange(const QJsonObject &params)
{
    Document *doc = document(params, QJsonValue::Undefined);
    if (!doc)
        return;
    doc->version = params.value(QLatin1String("textDocument")).toObject().value(QLatin1String("version")).toInt(doc->version);
    const QJsonArray changes = params.value(QLatin1String("contentChanges")).toArray();
    for (const QJsonValue &c : changes) {
        const QJsonObject change = c.toObject();
        const QString text = change.value(QLatin1String("text")).toString();
        if (!change.contains(QLatin1String("range"))) {
            doc->buffer = TextBuffer(text);
            doc->check.reset();
            continue;
        }
        const QJsonObject range = change.value(QLatin1String("range")).toObject();
        const auto pos = [](const QJsonObject &p) {
            return Position{p.value(QLatin1String("line")).toInt(-1), p.value(QLatin1String("character")).toInt(-1)};
        };
        LineEdit edit;
        if (!doc->buffer.replace(pos(range.value(QLatin1String("start")).toObject()),
                                 pos(range.value(QLatin1String("end")).toObject()), text, &edit)) {
            // The client and the server no longer agree on the text: say so; the next
            // full sync (reopening the file) repairs it.
            notify(QStringLiteral("window/logMessage"),
                   {{QStringLiteral("type"), 1},
                    {QStringLiteral("message"), QStringLiteral("postmortem-editor: a change of %1 names a range outside "
                                                               "the text; it was ignored")
                                                    .arg(doc->uri)}});
            continue;
        }
        doc->check.edited(edit);
    }
    schedule(doc);
}

void LspServer::didClose(const QJsonObject &params)
{
    Document *doc = document(params, QJsonValue::Undefined);
    if (!doc)
        return;
    const QString uri = doc->uri;
    delete doc->timer;
    m_documents.erase(uri);
    if (!m_pullDiagnostics) {
        notify(QStringLiteral("textDocument/publishDiagnostics"),
               {{QStringLiteral("uri"), uri}, {QStringLiteral("diagnostics"), QJsonArray()}});
    }
}

void LspServer::schedule(Document *doc)
{
    doc->timer->start(doc->settings.debounceMs);
}

void LspServer::checkNow(Document *doc)
{
    doc->timer->stop();
    doc->check.run(doc->buffer.text());
    publish(doc);
}

void LspServer::flushChecks()
{
    for (auto &entry : m_documents)
        checkNow(entry.second.get());
}

void LspServer::publish(Document *doc)
{
    const QByteArray items = diagnostics(doc);
    if (doc->published && items == doc->lastPublished)
        return; // the same set: not sent again
    doc->published = true;
    doc->lastPublished = items;
    ++doc->resultId;
    if (m_pullDiagnostics)
        return;
    // Written around the array's text, which is passed on as it is (tens of megabytes for
    // a draft with tens of thousands of findings).
    JsonText head;
    head.raw("{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/publishDiagnostics\",\"params\":{\"uri\":")
        .string(doc->uri)
        .raw(",\"version\":")
        .number(doc->version)
        .raw(",\"diagnostics\":");
    const char tail[] = "}}";
    const qsizetype length = head.bytes.size() + items.size() + qsizetype(sizeof tail) - 1;
    m_writer("Content-Length: " + QByteArray::number(length) + "\r\n\r\n" + head.bytes);
    m_writer(items);
    m_writer(QByteArray(tail));
}

} // namespace pm::lsp
