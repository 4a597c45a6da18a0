#include "lspframing.h"

#include <QJsonDocument>
#include <QList>

namespace pm::lsp {

MessageReader::Result MessageReader::next(QByteArray *body, QString *error)
{
    // Bytes before a header (a stray newline, the rest of a broken message) are skipped
    // up to the next header line.
    qsizetype start = 0;
    while (start < m_buffer.size() && (m_buffer.constData()[start] == '\r' || m_buffer.constData()[start] == '\n'))
        ++start;
    const qsizetype headerEnd = m_buffer.indexOf("\r\n\r\n", start);
    if (headerEnd < 0) {
        m_buffer.remove(0, start);
        // A header block never grows this long: junk that will not end; keep its tail.
        if (m_buffer.size() > 64 * 1024) {
            m_buffer = m_buffer.right(4);
            *error = QStringLiteral("header longer than 64 KiB without an empty line");
            return Result::BadHeader;
        }
        return Result::NeedMore;
    }
    const QByteArray header = m_buffer.mid(start, headerEnd - start);
    qint64 length = -1;
    QString problem;
    for (const QByteArray &rawLine : header.split('\n')) {
        const QByteArray line = rawLine.trimmed();
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0) {
            problem = QStringLiteral("not a header line: \"%1\"").arg(QString::fromUtf8(line.left(80)));
            break;
        }
        const QByteArray name = line.left(colon).trimmed().toLower();
        if (name == "content-length") {
            bool ok = false;
            length = line.mid(colon + 1).trimmed().toLongLong(&ok);
            if (!ok || length < 0) {
                problem = QStringLiteral("Content-Length is not a number: \"%1\"")
                              .arg(QString::fromUtf8(line.mid(colon + 1).trimmed().left(40)));
                break;
            }
        }
    }
    if (problem.isEmpty() && length < 0)
        problem = QStringLiteral("no Content-Length header");
    if (problem.isEmpty() && length > MaxBody)
        problem = QStringLiteral("Content-Length %1 is over the limit of %2 bytes").arg(length).arg(MaxBody);
    if (!problem.isEmpty()) {
        m_buffer.remove(0, headerEnd + 4);
        *error = problem;
        return Result::BadHeader;
    }
    if (m_buffer.size() - (headerEnd + 4) < length)
        return Result::NeedMore;
    *body = m_buffer.mid(headerEnd + 4, length);
    m_buffer.remove(0, headerEnd + 4 + length);
    return Result::Message;
}

QByteArray frame(const QJsonObject &message)
{
    const QByteArray json = QJsonDocument(message).toJson(QJsonDocument::Compact);
    return "Content-Length: " + QByteArray::number(json.size()) + "\r\n\r\n" + json;
}

} // namespace pm::lsp
