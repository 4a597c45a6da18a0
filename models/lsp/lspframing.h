#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace pm::lsp {

// The base protocol's framing: header lines ("Content-Length: N", optionally
// "Content-Type: ..."), an empty line, then N bytes of JSON. Bytes come in any chunks.
class MessageReader
{
public:
    // The largest body accepted: more than a 16 MiB draft escaped as JSON.
    static constexpr qsizetype MaxBody = 96 * 1024 * 1024;

    void append(const QByteArray &bytes) { m_buffer.append(bytes); }

    // clang-format off
    enum class Result { NeedMore, Message, BadHeader };
    // clang-format on
    // Takes the next message's body out of the buffer. BadHeader: a header block that
    // names no usable length was dropped (error says why) and reading goes on after it.
    Result next(QByteArray *body, QString *error);

private:
    QByteArray m_buffer;
};

// One message with its header, ready for stdout.
QByteArray frame(const QJsonObject &message);

} // namespace pm::lsp
