#include "tst_lspserver.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

void TestLspServer::lifecycle()
{
    LspClient c;
    QVERIFY(c.started());
    const QJsonObject r = c.initialize();
    const QJsonObject caps = r.value(QLatin1String("result")).toObject().value(QLatin1String("capabilities")).toObject();
    QCOMPARE(caps.value(QLatin1String("textDocumentSync")).toObject().value(QLatin1String("change")).toInt(), 2);
    QVERIFY(caps.value(QLatin1String("hoverProvider")).toBool());
    QVERIFY(caps.value(QLatin1String("documentFormattingProvider")).toBool());
    QVERIFY(!caps.contains(QLatin1String("diagnosticProvider"))); // the client declared no pull
    // A second initialize is refused.
    QCOMPARE(c.request(QStringLiteral("initialize"), {}).value(QLatin1String("error")).toObject().value(QLatin1String("code")).toInt(), -32600);
    QCOMPARE(c.shutdownAndExit(), 0);
    QVERIFY2(c.stdoutJunk().isEmpty(), c.stdoutJunk().constData());
}

void TestLspServer::exitWithoutShutdown()
{
    LspClient c;
    QVERIFY(c.started());
    c.initialize();
    c.notify(QStringLiteral("exit"), {});
    QVERIFY(c.process().waitForFinished(30000));
    QCOMPARE(c.process().exitCode(), 1);
}

// Emacs's eglot sends "params": null with shutdown and exit (JSON-RPC's "no params").
void TestLspServer::nullParams()
{
    LspClient c;
    QVERIFY(c.started());
    c.initialize();
    const QByteArray shutdown = "{\"jsonrpc\":\"2.0\",\"id\":9,\"method\":\"shutdown\",\"params\":null}";
    c.sendRaw("Content-Length: " + QByteArray::number(shutdown.size()) + "\r\n\r\n" + shutdown);
    const QJsonObject r = c.response(9);
    QVERIFY2(!r.contains(QLatin1String("error")), QJsonDocument(r).toJson().constData());
    QVERIFY(r.contains(QLatin1String("result")));
    const QByteArray exit = "{\"jsonrpc\":\"2.0\",\"method\":\"exit\",\"params\":null}";
    c.sendRaw("Content-Length: " + QByteArray::number(exit.size()) + "\r\n\r\n" + exit);
    QVERIFY(c.process().waitForFinished(30000));
    QCOMPARE(c.process().exitCode(), 0);
}

void TestLspServer::requestBeforeInitialize()
{
    LspClient c;
    QVERIFY(c.started());
    const QJsonObject r = c.request(QStringLiteral("textDocument/hover"), {});
    QCOMPARE(r.value(QLatin1String("error")).toObject().value(QLatin1String("code")).toInt(), -32002);
    QVERIFY(c.initialize().contains(QLatin1String("result")));
    QCOMPARE(c.shutdownAndExit(), 0);
}

void TestLspServer::unknownMethod()
{
    LspClient c;
    QVERIFY(c.started());
    c.initialize();
    const QJsonObject r = c.request(QStringLiteral("textDocument/noSuchThing"), {});
    QCOMPARE(r.value(QLatin1String("error")).toObject().value(QLatin1String("code")).toInt(), -32601);
    c.notify(QStringLiteral("$/noSuchNotification"), {}); // ignored, no answer
    QCOMPARE(c.shutdownAndExit(), 0);
}

void TestLspServer::cancelledRequest()
{
    LspClient c;
    QVERIFY(c.started());
    c.initialize();
    const QString uri = QStringLiteral("file:///tmp/cancel.md");
    c.open(uri, fixture(QStringLiteral("mixed.md")));
    // The request and its cancellation in one write: the server reads both before
    // answering, and answers with RequestCancelled.
    const QByteArray request = LspClient::framed({{QStringLiteral("id"), 77},
                                                  {QStringLiteral("method"), QStringLiteral("textDocument/documentSymbol")},
                                                  {QStringLiteral("params"), QJsonObject{{QStringLiteral("textDocument"), textDoc(uri)}}}});
    const QByteArray cancel = LspClient::framed({{QStringLiteral("method"), QStringLiteral("$/cancelRequest")},
                                                 {QStringLiteral("params"), QJsonObject{{QStringLiteral("id"), 77}}}});
    c.sendRaw(request + cancel);
    QCOMPARE(c.response(77).value(QLatin1String("error")).toObject().value(QLatin1String("code")).toInt(), -32800);
    // A cancellation of a request already answered changes nothing.
    const int id = c.sendRequest(QStringLiteral("textDocument/documentSymbol"), {{QStringLiteral("textDocument"), textDoc(uri)}});
    QVERIFY(c.response(id).value(QLatin1String("result")).isArray());
    c.notify(QStringLiteral("$/cancelRequest"), {{QStringLiteral("id"), id}});
    QCOMPARE(c.shutdownAndExit(), 0);
}

void TestLspServer::malformedMessages()
{
    LspClient c;
    QVERIFY(c.started());
    c.initialize();
    const auto errorCode = [&c] {
        return c.waitFor([](const QJsonObject &m) {
                    return m.contains(QLatin1String("error")) && m.value(QLatin1String("id")).isNull();
                })
            .value(QLatin1String("error"))
            .toObject()
            .value(QLatin1String("code"))
            .toInt();
    };
    const QByteArray broken = "{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":";
    c.sendRaw("Content-Length: " + QByteArray::number(broken.size()) + "\r\n\r\n" + broken);
    QCOMPARE(errorCode(), -32700);
    c.sendRaw("Content-Length: twelve\r\n\r\n");
    QCOMPARE(errorCode(), -32600);
    c.sendRaw("X-Nothing: 1\r\n\r\n");
    QCOMPARE(errorCode(), -32600);
    const QByteArray array = "[1,2,3]";
    c.sendRaw("Content-Length: " + QByteArray::number(array.size()) + "\r\n\r\n" + array);
    QCOMPARE(errorCode(), -32600);
    const QByteArray badId = "{\"jsonrpc\":\"2.0\",\"id\":{},\"method\":\"shutdown\"}";
    c.sendRaw("Content-Length: " + QByteArray::number(badId.size()) + "\r\n\r\n" + badId);
    QCOMPARE(errorCode(), -32600);
    // Still running, still answering.
    const QJsonObject r = c.request(QStringLiteral("textDocument/noSuchThing"), {});
    QCOMPARE(r.value(QLatin1String("error")).toObject().value(QLatin1String("code")).toInt(), -32601);
    QCOMPARE(c.shutdownAndExit(), 0);
}

void TestLspServer::documentNeverOpened()
{
    LspClient c;
    QVERIFY(c.started());
    c.initialize();
    for (const char *method : {"textDocument/hover", "textDocument/codeAction", "textDocument/formatting"}) {
        const QJsonObject r = c.request(QString::fromLatin1(method),
                                        {{QStringLiteral("textDocument"), textDoc(QStringLiteral("file:///never/opened.md"))},
                                         {QStringLiteral("position"), position(0, 0)},
                                         {QStringLiteral("range"), range(0, 0, 0, 0)}});
        QCOMPARE(r.value(QLatin1String("error")).toObject().value(QLatin1String("code")).toInt(), -32602);
    }
    // A change to a document never opened is a notification: no answer, no crash.
    c.change(QStringLiteral("file:///never/opened.md"), 2, 0, 0, 0, 0, QStringLiteral("x"));
    QCOMPARE(c.shutdownAndExit(), 0);
}
