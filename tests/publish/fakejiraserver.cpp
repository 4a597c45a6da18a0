#include "fakejiraserver.h"

#include <QDateTime>
#include <algorithm>
#include <memory>
#include <QJsonDocument>
#include <QLocale>
#include <QPointer>
#include <QTcpSocket>
#include <QTimer>
#include <QUrl>
#include <QUrlQuery>

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

void FakeJiraServer::pushFault(Fault fault, const QByteArray &method)
{
    m_faults.append({fault, method});
}

void FakeJiraServer::respondWith(int status, const QByteArray &body)
{
    m_fixedStatus = status;
    m_fixedBody = body;
}

int FakeJiraServer::requestCount(const QByteArray &method) const
{
    int n = 0;
    for (const Request &r : m_requests)
        n += r.method == method ? 1 : 0;
    return n;
}

int FakeJiraServer::countMarked(const QJsonObject &marker) const
{
    int n = 0;
    for (const Comment &c : m_comments) {
        for (const QJsonValue &p : c.properties) {
            if (p.toObject().value(QStringLiteral("key")).toString() == QLatin1String("postmortem-editor")
                && p.toObject().value(QStringLiteral("value")).toObject() == marker)
                ++n;
        }
    }
    return n;
}

int FakeJiraServer::countIssuesLabelled(const QString &label) const
{
    int n = 0;
    for (const auto &issue : m_issues)
        n += issue.first.value(QStringLiteral("labels")).toArray().contains(QJsonValue(label)) ? 1 : 0;
    return n;
}

QByteArray FakeJiraServer::createIssue(const Request &request, int *status)
{
    if (m_fixedStatus) {
        *status = m_fixedStatus;
        return m_fixedBody;
    }
    const QJsonObject in = QJsonDocument::fromJson(request.body).object();
    QJsonObject fields = in.value(QStringLiteral("fields")).toObject();
    const QString project = fields.value(QStringLiteral("project")).toObject().value(QStringLiteral("key")).toString();
    if (project.isEmpty() || fields.value(QStringLiteral("summary")).toString().isEmpty()) {
        *status = 400;
        return R"({"errorMessages":[],"errors":{"summary":"You must specify a summary of the issue."}})";
    }
    const QString key = project + QLatin1Char('-') + QString::number(m_nextIssue++);
    const QString summary = fields.value(QStringLiteral("summary")).toString();
    fields.remove(QStringLiteral("project"));
    QJsonArray links;
    for (const QJsonValue &v : in.value(QStringLiteral("update")).toObject().value(QStringLiteral("issuelinks")).toArray()) {
        const QJsonObject add = v.toObject().value(QStringLiteral("add")).toObject();
        const QString other = add.value(QStringLiteral("outwardIssue")).toObject().value(QStringLiteral("key")).toString();
        if (!m_issues.contains(other)) {
            *status = 400;
            return R"({"errorMessages":["The issue to link to does not exist."]})";
        }
        const QJsonObject type = add.value(QStringLiteral("type")).toObject();
        links.append(QJsonObject{{QStringLiteral("type"), type},
                                 {QStringLiteral("outwardIssue"), QJsonObject{{QStringLiteral("key"), other}, {QStringLiteral("fields"), QJsonObject{{QStringLiteral("summary"), m_issues.value(other).first.value(QStringLiteral("summary"))}}}}}});
        QJsonObject otherFields = m_issues.value(other).first;
        QJsonArray otherLinks = otherFields.value(QStringLiteral("issuelinks")).toArray();
        otherLinks.append(QJsonObject{{QStringLiteral("type"), type},
                                      {QStringLiteral("inwardIssue"), QJsonObject{{QStringLiteral("key"), key}, {QStringLiteral("fields"), QJsonObject{{QStringLiteral("summary"), summary}}}}}});
        otherFields.insert(QStringLiteral("issuelinks"), otherLinks);
        m_issues[other].first = otherFields;
    }
    fields.insert(QStringLiteral("issuelinks"), links);
    m_issues.insert(key, qMakePair(fields, QJsonArray()));
    if (!m_dataCenter || m_keepsProperties) {
        QJsonObject properties;
        for (const QJsonValue &p : in.value(QStringLiteral("properties")).toArray())
            properties.insert(p.toObject().value(QStringLiteral("key")).toString(), p.toObject().value(QStringLiteral("value")));
        m_issueProperties.insert(key, properties);
    }
    *status = 201;
    return QJsonDocument(QJsonObject{{QStringLiteral("id"), QString::number(m_nextIssue + 10000)}, {QStringLiteral("key"), key}, {QStringLiteral("self"), QStringLiteral("x")}})
        .toJson(QJsonDocument::Compact);
}

int FakeJiraServer::countWithBody(const QByteArray &body) const
{
    return int(std::count_if(m_comments.begin(), m_comments.end(), [&body](const Comment &c) { return c.body == body; }));
}

void FakeJiraServer::addOthersComments(int n, qint64 ageSeconds, int padding)
{
    const QString pad(padding, QChar(0x4e8b));
    const QDateTime start = now().addSecs(-ageSeconds);
    for (int i = 0; i < n; ++i) {
        Comment c;
        c.id = QString::number(m_nextId++);
        const QString text = QStringLiteral("Note %1 from the on-call rota.%2").arg(i + 1).arg(pad);
        c.body = m_dataCenter ? text.toUtf8()
                              : QStringLiteral(R"({"type":"doc","version":1,"content":[{"type":"paragraph","content":[{"type":"text","text":"%1"}]}]})")
                                    .arg(text)
                                    .toUtf8();
        c.created = start.addSecs(i);
        m_comments.append(c);
    }
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
                return; // wait for the whole body
            request.body = buffer->mid(headerEnd + 4, length);
            buffer->remove(0, headerEnd + 4 + length);
            m_requests.append(request);
            handle(socket, request);
        });
    }
}

void FakeJiraServer::handle(QTcpSocket *socket, const Request &request)
{
    if (m_silent)
        return;
    Fault fault = Fault::None;
    for (int i = 0; i < m_faults.size(); ++i) {
        if (m_faults.at(i).second.isEmpty() || m_faults.at(i).second == request.method) {
            fault = m_faults.takeAt(i).first;
            break;
        }
    }
    int status = 200;
    switch (fault) {
    case Fault::None: {
        const QByteArray body = route(request, &status, true);
        answer(socket, status, body);
        return;
    }
    case Fault::DropBeforeStore:
        socket->abort();
        return;
    case Fault::DropAfterStore:
        route(request, &status, true);
        socket->abort();
        return;
    case Fault::SilenceBeforeStore:
        return;
    case Fault::SilenceAfterStore:
        route(request, &status, true);
        return;
    case Fault::Trickle: {
        const QByteArray body = route(request, &status, true);
        answer(socket, status, body, {}, true);
        return;
    }
    case Fault::Slow: {
        // JIRA (or the machine) taking its time: the request is routed when the wait
        // is over, so a look sees the ticket as it is then.
        QPointer<QTcpSocket> guard(socket);
        QTimer::singleShot(m_slowMs, socket, [this, guard, request] {
            if (!guard || guard->state() != QAbstractSocket::ConnectedState)
                return;
            int later = 200;
            const QByteArray body = route(request, &later, true);
            answer(guard, later, body);
        });
        return;
    }
    case Fault::RateLimitSeconds:
        answer(socket, 429, R"({"errorMessages":["Rate limit exceeded."]})",
               "Retry-After: " + QByteArray::number(m_retryAfterSeconds) + "\r\n");
        return;
    case Fault::RateLimitDate: {
        // The Date header from the same instant: both are cut to whole seconds, and a
        // second boundary between two readings of the clock would shorten the wait JIRA
        // asks for by a second (to nothing for a one-second Retry-After).
        const QDateTime serverNow = now();
        const QDateTime when = serverNow.addSecs(m_retryAfterSeconds);
        const QByteArray date = QLocale::c().toString(when, QStringLiteral("ddd, dd MMM yyyy HH:mm:ss 'GMT'")).toLatin1();
        answer(socket, 429, R"({"errorMessages":["Rate limit exceeded."]})", "Retry-After: " + date + "\r\n", false, serverNow);
        return;
    }
    case Fault::Unavailable:
        answer(socket, 503, "<html>Service Unavailable</html>", "Retry-After: " + QByteArray::number(m_retryAfterSeconds) + "\r\n");
        return;
    case Fault::ServerErrorAfterStore:
        route(request, &status, true);
        answer(socket, 500, R"({"errorMessages":["Internal server error"]})");
        return;
    case Fault::Unreadable201:
        route(request, &status, true);
        answer(socket, 201, "<html><body>Gateway rewrote th");
        return;
    case Fault::TooLong:
        answer(socket, 400, R"({"errorMessages":[],"errors":{"comment":"The entered text is too long. It exceeds the allowed limit of 32,767 characters."}})");
        return;
    case Fault::HugeBody:
        answer(socket, 500, QByteArray(3 * 1024 * 1024, 'x'));
        return;
    case Fault::EscapeBody: {
        QByteArray words = "\\u001b[31mPERMISSION\\u001b[0m denied\\u0007\\u001b]0;owned\\u0007 " + QByteArray(10000, 'y');
        answer(socket, 400, R"({"errorMessages":[")" + words + R"("]})");
        return;
    }
    }
}

QByteArray FakeJiraServer::route(const Request &request, int *status, bool store)
{
    const QUrl url(QString::fromLatin1(request.path));
    const QStringList path = url.path().split(QLatin1Char('/'), Qt::SkipEmptyParts);
    if (path.value(3) == QLatin1String("serverInfo") && request.method == "GET") {
        *status = 200;
        return m_dataCenter ? R"({"baseUrl":"https://jira.example.com","version":"9.12.4","deploymentType":"DataCenter"})"
                            : R"({"baseUrl":"https://example.atlassian.net","version":"1001.0.0-SNAPSHOT","deploymentType":"Cloud"})";
    }
    if (m_dataCenter) {
        if (path.value(2) != QLatin1String("2")) {
            *status = 404;
            return R"({"errorMessages":["null for uri: REST v3 is JIRA Cloud's"]})";
        }
        if (request.headers.value("authorization") != "Bearer " + m_bearer) {
            *status = 401;
            return R"({"errorMessages":["You are not authenticated. Authentication required to perform this operation."]})";
        }
    }
    const auto bodyOf = [this](const QJsonValue &v) {
        return m_dataCenter ? v.toString().toUtf8() : QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact);
    };
    const auto bodyJson = [this](const QByteArray &b) -> QJsonValue {
        if (m_dataCenter)
            return QString::fromUtf8(b);
        return QJsonDocument::fromJson(b).object();
    };
    // rest api 3 issue KEY comment [ID]  |  rest api 3 comment ID properties KEY  |  rest api 3 myself
    if (path.value(3) == QLatin1String("myself") && request.method == "GET") {
        *status = 200;
        return R"({"accountId":"5b10a2844c20165700ede21g","displayName":"Priya Raman","active":true})";
    }
    if (path.value(3) == QLatin1String("issue") && request.method == "GET" && (path.size() == 5 || path.value(5) == QLatin1String("remotelink"))) {
        const auto issue = m_issues.constFind(path.value(4));
        if (issue == m_issues.constEnd()) {
            *status = 404;
            return R"({"errorMessages":["Issue does not exist or you do not have permission to see it."],"errors":{}})";
        }
        *status = 200;
        if (path.size() == 6)
            return QJsonDocument(issue->second).toJson(QJsonDocument::Compact);
        QJsonObject out{{QStringLiteral("id"), QStringLiteral("10001")}, {QStringLiteral("key"), path.value(4)}, {QStringLiteral("fields"), issue->first}};
        const QString wanted = QUrlQuery(url).queryItemValue(QStringLiteral("properties"));
        if (!wanted.isEmpty()) {
            const QJsonObject all = m_issueProperties.value(path.value(4));
            QJsonObject some;
            if (all.contains(wanted))
                some.insert(wanted, all.value(wanted));
            out.insert(QStringLiteral("properties"), some);
        }
        return QJsonDocument(out).toJson(QJsonDocument::Compact);
    }
    if (path.value(3) == QLatin1String("issue") && path.size() == 4 && request.method == "POST")
        return createIssue(request, status);
    if (path.value(3) == QLatin1String("issue") && path.value(5) == QLatin1String("comment")) {
        if (request.method == "POST") {
            if (m_fixedStatus) {
                *status = m_fixedStatus;
                return m_fixedBody;
            }
            const QJsonObject in = QJsonDocument::fromJson(request.body).object();
            Comment c;
            c.id = QString::number(m_nextId++);
            c.body = bodyOf(in.value(QStringLiteral("body")));
            if (!m_dataCenter || m_keepsProperties)
                c.properties = in.value(QStringLiteral("properties")).toArray();
            c.visibility = in.value(QStringLiteral("visibility")).toObject();
            c.created = now();
            if (store) {
                m_comments.append(c);
                addOthersComments(m_othersAfterPost, 0);
            }
            *status = 201;
            QJsonObject out{{QStringLiteral("id"), c.id}, {QStringLiteral("self"), QStringLiteral("x")}};
            if (QUrlQuery(url).queryItemValue(QStringLiteral("expand")).contains(QLatin1String("properties")))
                out.insert(QStringLiteral("properties"), c.properties);
            return QJsonDocument(out).toJson(QJsonDocument::Compact);
        }
        if (request.method == "GET" && path.size() == 6) {
            const QUrlQuery query(url);
            const bool withProperties = !m_ignoresExpand
                                        && query.queryItemValue(QStringLiteral("expand")).contains(QLatin1String("properties"));
            // JIRA's order: oldest first unless orderBy=-created.
            QList<Comment> ordered = m_comments;
            std::stable_sort(ordered.begin(), ordered.end(), [](const Comment &a, const Comment &b) { return a.created < b.created; });
            if (query.queryItemValue(QStringLiteral("orderBy")) == QLatin1String("-created"))
                std::reverse(ordered.begin(), ordered.end());
            const int startAt = qMax(0, query.queryItemValue(QStringLiteral("startAt")).toInt());
            const QString maxText = query.queryItemValue(QStringLiteral("maxResults"));
            const int max = qBound(1, maxText.isEmpty() ? 50 : maxText.toInt(), 100);
            QJsonArray list;
            for (int i = startAt; i < ordered.size() && list.size() < max; ++i) {
                const Comment &c = ordered.at(i);
                QJsonObject o{{QStringLiteral("id"), c.id},
                              {QStringLiteral("created"), c.created.toUTC().toString(QStringLiteral("yyyy-MM-dd'T'HH:mm:ss.zzz'+0000'"))},
                              {QStringLiteral("body"), bodyJson(c.body)}};
                if (withProperties)
                    o.insert(QStringLiteral("properties"), c.properties);
                list.append(o);
            }
            *status = 200;
            return QJsonDocument(QJsonObject{{QStringLiteral("startAt"), startAt}, {QStringLiteral("maxResults"), max}, {QStringLiteral("total"), int(ordered.size())}, {QStringLiteral("comments"), list}})
                .toJson(QJsonDocument::Compact);
        }
        if (request.method == "PUT") {
            for (Comment &c : m_comments) {
                if (c.id != path.value(6))
                    continue;
                const QJsonObject in = QJsonDocument::fromJson(request.body).object();
                c.body = bodyOf(in.value(QStringLiteral("body")));
                c.visibility = in.value(QStringLiteral("visibility")).toObject();
                ++c.updates;
                *status = 200;
                return QJsonDocument(QJsonObject{{QStringLiteral("id"), c.id}}).toJson(QJsonDocument::Compact);
            }
            *status = 404;
            return R"({"errorMessages":["Can not find a comment for the id."]})";
        }
    }
    if (path.value(3) == QLatin1String("comment") && path.value(5) == QLatin1String("properties") && request.method == "GET") {
        for (const Comment &c : m_comments) {
            if (c.id != path.value(4))
                continue;
            for (const QJsonValue &p : c.properties) {
                if (p.toObject().value(QStringLiteral("key")).toString() == path.value(6)) {
                    *status = 200;
                    return QJsonDocument(p.toObject()).toJson(QJsonDocument::Compact);
                }
            }
            *status = 404;
            return R"({"errorMessages":["The property with key 'postmortem-editor' does not exist."]})";
        }
        *status = 404;
        return R"({"errorMessages":["Comment not found."]})";
    }
    if (path.value(3) == QLatin1String("comment") && path.value(5) == QLatin1String("properties") && request.method == "PUT") {
        for (Comment &c : m_comments) {
            if (c.id != path.value(4))
                continue;
            QJsonArray kept;
            for (const QJsonValue &p : c.properties) {
                if (p.toObject().value(QStringLiteral("key")).toString() != path.value(6))
                    kept.append(p);
            }
            kept.append(QJsonObject{{QStringLiteral("key"), path.value(6)},
                                    {QStringLiteral("value"), QJsonDocument::fromJson(request.body).object()}});
            c.properties = kept;
            *status = 200;
            return QByteArray();
        }
        *status = 404;
        return R"({"errorMessages":["Comment not found."]})";
    }
    *status = 404;
    return R"({"errorMessages":["No such resource in the fake."]})";
}

void FakeJiraServer::answer(QTcpSocket *socket, int status, const QByteArray &body, const QByteArray &extraHeaders,
                            bool trickle, const QDateTime &date)
{
    const QByteArray reply = "HTTP/1.1 " + QByteArray::number(status) + " Status\r\n"
                                                                        "Content-Type: application/json\r\n"
                                                                        "Content-Length: "
                             + QByteArray::number(body.size()) + "\r\n"
                                                                 "Date: "
                             + QLocale::c().toString(date.isValid() ? date : now(), QStringLiteral("ddd, dd MMM yyyy HH:mm:ss 'GMT'")).toLatin1() + "\r\n"
                             + extraHeaders + "Connection: close\r\n\r\n" + body;
    if (!trickle) {
        socket->write(reply);
        socket->disconnectFromHost();
        return;
    }
    auto *timer = new QTimer(socket);
    auto sent = std::make_shared<int>(0);
    QPointer<QTcpSocket> guard(socket);
    connect(timer, &QTimer::timeout, socket, [guard, timer, reply, sent] {
        if (!guard || guard->state() != QAbstractSocket::ConnectedState) {
            timer->stop();
            return;
        }
        guard->write(reply.mid(*sent, 1));
        if (++*sent >= reply.size()) {
            timer->stop();
            guard->disconnectFromHost();
        }
    });
    timer->start(m_trickleMs);
}
