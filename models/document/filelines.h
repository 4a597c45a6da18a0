#pragma once

// Internal to DraftFormat: the lines of a draft file as offsets into its bytes.

#include "utf8text.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <cstring>
#include <string_view>

namespace pm::detail {

// The lines of a file as offsets into its bytes: a line ends at LF, CRLF or a lone CR
// (classic Mac OS). Four bytes per line, so a file of 16 MiB of blank lines stays
// within a small multiple of its size; the text of a line is decoded when needed.
class FileLines
{
public:
    explicit FileLines(const QByteArray &bytes)
        : m_bytes(bytes)
    {
        const char *p = bytes.constData();
        const int n = int(bytes.size());
        int start = 0;
        if (!std::memchr(p, '\r', std::size_t(n))) {
            // The usual file, LF endings only: memchr finds them many bytes at a time.
            for (const char *nl; (nl = static_cast<const char *>(std::memchr(p + start, '\n', std::size_t(n - start))));) {
                ++lf;
                m_starts.append(start);
                start = int(nl - p) + 1;
            }
            if (start < n)
                m_starts.append(start);
            m_starts.append(n);
            return;
        }
        for (int i = 0; i < n; ++i) {
            if (p[i] == '\n') {
                ++lf;
            } else if (p[i] == '\r') {
                if (i + 1 < n && p[i + 1] == '\n') {
                    ++crlf;
                    ++i;
                } else {
                    ++cr;
                }
            } else {
                continue;
            }
            m_starts.append(start);
            start = i + 1;
        }
        if (start < n)
            m_starts.append(start);
        m_starts.append(n);
    }

    int size() const { return int(m_starts.size()) - 1; }
    int number(int i) const { return i + 1; } // 1-based line on disk
    // The bytes of line i without its ending, where they are.
    std::string_view bytesOf(int i) const
    {
        const int start = m_starts.at(i);
        return std::string_view(m_bytes.constData() + start, std::size_t(textEnd(i) - start));
    }
    QString text(int i) const
    {
        const int start = m_starts.at(i);
        return detail::decodeUtf8(m_bytes.constData() + start, textEnd(i) - start);
    }
    // The bytes from line `from` to the end, shared rather than copied.
    QByteArray viewFrom(int from) const
    {
        const int start = m_starts.at(from);
        return QByteArray::fromRawData(m_bytes.constData() + start, m_bytes.size() - start);
    }
    // The bytes of lines [from, to), line endings included.
    QByteArray raw(int from, int to) const
    {
        if (from >= to)
            return QByteArray();
        return m_bytes.mid(m_starts.at(from), m_starts.at(to) - m_starts.at(from));
    }

    int lf = 0;
    int crlf = 0;
    int cr = 0;

private:
    int textEnd(int i) const
    {
        int end = m_starts.at(i + 1);
        if (end > m_starts.at(i) && m_bytes.at(end - 1) == '\n')
            --end;
        if (end > m_starts.at(i) && m_bytes.at(end - 1) == '\r')
            --end;
        return end;
    }

    const QByteArray &m_bytes;
    QList<int> m_starts; // size() + 1 entries: the last is the end of the bytes
};

} // namespace pm::detail
