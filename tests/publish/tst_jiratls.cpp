#include "jiratransport.h"

#include <QProcess>
#include <QStandardPaths>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#if QT_VERSION >= QT_VERSION_CHECK(6, 4, 0)
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslKey>
#include <QSslServer>
#endif

using namespace pm;

// A JIRA behind a certificate the system does not trust (a self-signed one, as a
// company CA the machine was never told about looks): the request never leaves, the
// answer names the certificate problem, and nothing offers to ignore it.
class TestJiraTls : public QObject
{
    Q_OBJECT

private slots:
    void untrustedCertificateIsNamedAndNothingIsSent()
    {
#if QT_VERSION >= QT_VERSION_CHECK(6, 4, 0)
        if (QStandardPaths::findExecutable(QStringLiteral("openssl")).isEmpty())
            QSKIP("openssl is not installed");
        QTemporaryDir dir;
        const QString key = dir.filePath(QStringLiteral("key.pem"));
        const QString cert = dir.filePath(QStringLiteral("cert.pem"));
        QProcess openssl;
        openssl.start(QStringLiteral("openssl"), {QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"), QStringLiteral("rsa:2048"),
                                                  QStringLiteral("-nodes"), QStringLiteral("-keyout"), key, QStringLiteral("-out"), cert,
                                                  QStringLiteral("-days"), QStringLiteral("2"), QStringLiteral("-subj"), QStringLiteral("/CN=127.0.0.1")});
        QVERIFY(openssl.waitForFinished(60000));
        QCOMPARE(openssl.exitCode(), 0);
        QFile keyFile(key);
        QFile certFile(cert);
        QVERIFY(keyFile.open(QIODevice::ReadOnly) && certFile.open(QIODevice::ReadOnly));
        QSslConfiguration config = QSslConfiguration::defaultConfiguration();
        config.setLocalCertificate(QSslCertificate(certFile.readAll()));
        config.setPrivateKey(QSslKey(keyFile.readAll(), QSsl::Rsa));
        QSslServer server;
        server.setSslConfiguration(config);
        int requestBytes = 0;
        connect(&server, &QSslServer::pendingConnectionAvailable, this, [&server, &requestBytes] {
            while (QSslSocket *socket = static_cast<QSslSocket *>(server.nextPendingConnection()))
                connect(socket, &QSslSocket::readyRead, socket, [socket, &requestBytes] { requestBytes += int(socket->readAll().size()); });
        });
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));

        JiraTransport transport;
        QSignalSpy done(&transport, &JiraTransport::finished);
        transport.send("POST", QUrl(QStringLiteral("https://127.0.0.1:%1/rest/api/2/issue/CDN-4821/comment").arg(server.serverPort())),
                       "Bearer tok3n", R"({"body":"h2. x"})", QDeadlineTimer(20000));
        QVERIFY(done.wait(20000));
        const JiraResponse r = done.first().first().value<JiraResponse>();
        QCOMPARE(r.failure, JiraResponse::Failure::ConnectFailed);
        QVERIFY(!r.maybeDelivered());
        QVERIFY2(r.error.contains(QStringLiteral("self-signed"), Qt::CaseInsensitive) || r.error.contains(QStringLiteral("certificate"), Qt::CaseInsensitive),
                 qPrintable(r.error));
        QCOMPARE(requestBytes, 0); // the token never went out
#else
        QSKIP("QSslServer needs Qt 6.4");
#endif
    }
};

QTEST_GUILESS_MAIN(TestJiraTls)
#include "tst_jiratls.moc"
