#include "fakejiraserver.h"

#include <QTcpSocket>
#include <QUrl>

FakeJiraServer::FakeJiraServer(QObject *parent)
    : QTcpServer(parent)
{
    connect(this, &QTcpServer::newConnection, this, &FakeJiraServer::onNewConnection);
}

bool FakeJiraServer::start()
{
    return listen(QHostAddress::LocalHost, 0);
}

QUrl FakeJiraServer::url() const
{
    return QUrl(QStringLiteral("http://127.0.0.1:%1").arg(serverPort()));
}

void FakeJiraServer::respondWith(int status, const QByteArray &body)
{
    m_status = status;
    m_body = body;
}

void FakeJiraServer::onNewConnection()
{
    while (QTcpSocket *socket = nextPendingConnection()) {
        auto *buffer = new QByteArray;
        connect(socket, &QTcpSocket::disconnected, socket, [socket, buffer] {
            delete buffer;
            socket->deleteLater();
        });
        connect(socket, &QTcpSocket::readyRead, this, [this, socket, buffer] {
            *buffer += socket->readAll();
            const int headerEnd = buffer->indexOf("\r\n\r\n");
            if (headerEnd < 0)
                return;
            Request request;
            const QList<QByteArray> lines = buffer->left(headerEnd).split('\n');
            const QList<QByteArray> first = lines.first().trimmed().split(' ');
            request.method = first.value(0);
            request.path = first.value(1);
            for (int i = 1; i < lines.size(); ++i) {
                const int colon = lines.at(i).indexOf(':');
                if (colon > 0)
                    request.headers.insert(lines.at(i).left(colon).trimmed().toLower(), lines.at(i).mid(colon + 1).trimmed());
            }
            const int length = request.headers.value("content-length").toInt();
            if (buffer->size() - headerEnd - 4 < length)
                return;   // wait for the whole body
            request.body = buffer->mid(headerEnd + 4, length);
            buffer->clear();
            m_requests.append(request);
            if (m_silent)
                return;
            QByteArray reply = "HTTP/1.1 " + QByteArray::number(m_status) + " Status\r\n"
                               "Content-Type: application/json\r\n"
                               "Content-Length: " + QByteArray::number(m_body.size()) + "\r\n"
                               "Connection: close\r\n\r\n" + m_body;
            socket->write(reply);
            socket->disconnectFromHost();
        });
    }
}
