#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QTcpServer>

// A JIRA stand-in on 127.0.0.1 for tests: answers every request with the configured
// status and body (or never, to test time-outs) and records what it received.
class FakeJiraServer : public QTcpServer
{
    Q_OBJECT

public:
    struct Request
    {
        QByteArray method;
        QByteArray path;
        QHash<QByteArray, QByteArray> headers;   // lower-case names
        QByteArray body;
    };

    explicit FakeJiraServer(QObject *parent = nullptr);
    bool start();
    QUrl url() const;

    void respondWith(int status, const QByteArray &body);
    void setSilent(bool silent) { m_silent = silent; }
    const QList<Request> &requests() const { return m_requests; }

private:
    void onNewConnection();

    int m_status = 201;
    QByteArray m_body = R"({"id":"10042","self":"x"})";
    bool m_silent = false;
    QList<Request> m_requests;
};
