#pragma once

// Internal: where the ADF writer's JSON goes (counted, appended, streamed) and in
// which of two layouts. Not a public header.
//
// - The writer's own layout (md2adf, markdownToAdfJson): "type" first in every object.
// - Qt's layout (the export and publish path): the bytes QJsonDocument::toJson(Compact)
//   writes for the same document once parsed by QJsonDocument::fromJson, so a comment
//   body keeps the exact bytes (and hash) it had when it was built from a QJsonObject
//   tree. QJsonObject keeps its keys sorted ("attrs" < "content" < "marks" < "text" <
//   "type" < "version"), and Qt escapes strings its own way (appendQtJsonString).

#include <QByteArray>

#include <charconv>
#include <cstdint>
#include <cstring>
#include <functional>
#include <string_view>

namespace pm::adf {

// Appends s as a JSON string literal (quotes included) in the writer's layout: '"',
// '\\', \n, \t, \r escaped, other controls as \u00XX, U+FEFF as \ufeff. s must be UTF-8.
void appendJsonString(QByteArray &out, std::string_view s);
// The same string as Qt's writer escapes it: '"', '\\', \b, \f, \n, \r, \t, other
// controls as \u00XX (lowercase hex), every other character as its UTF-8 bytes.
void appendQtJsonString(QByteArray &out, std::string_view s);

namespace detail {

// Bytes and UTF-16 code units of a string literal of s (quotes included).
struct StringSize
{
    std::size_t bytes = 0;
    std::size_t units = 0;
};
StringSize jsonStringSize(std::string_view s, bool qtLayout);
// Writes the string literal of s (either layout) at dst, which has room for
// jsonStringSize(s, qtLayout).bytes (at most 6 * s.size() + 2); returns the bytes
// written, exactly that count.
std::size_t escapeJsonString(char *dst, std::string_view s, bool qtLayout);

} // namespace detail

// Counts the bytes (and the UTF-16 code units, what a JIRA comment's limit counts)
// the writer would write, writing nothing.
class CountOut
{
public:
    std::size_t size = 0;
    std::size_t units = 0;
    void raw(const char *, std::size_t n) { add(n); }
    template<std::size_t N>
    void raw(const char (&)[N]) { add(N - 1); }
    void rawz(const char *s) { add(std::strlen(s)); }
    void ch(char) { add(1); }
    void num(std::uint32_t v) { add(std::size_t(std::to_chars(m_digits, m_digits + 10, v).ptr - m_digits)); }
    void str(std::string_view s) { addString(detail::jsonStringSize(s, false)); }
    void qtStr(std::string_view s) { addString(detail::jsonStringSize(s, true)); }

private:
    void add(std::size_t n)
    {
        size += n; // everything but string contents is ASCII
        units += n;
    }
    void addString(detail::StringSize s)
    {
        size += s.bytes;
        units += s.units;
    }
    char m_digits[10];
};

// Appends to a QByteArray through a small buffer of its own: the writer makes many
// appends of a few bytes each, and QByteArray::append costs a call and its checks each
// time (the buffer made md2adf's fast path ~35% faster). Short strings are escaped
// straight into it. Call flush() (or let it go out of scope) before reading out.
class ByteOut
{
public:
    explicit ByteOut(QByteArray &out)
        : m_out(out)
    {
    }
    ByteOut(const ByteOut &) = delete;
    ByteOut &operator=(const ByteOut &) = delete;
    ~ByteOut() { flush(); }

    void raw(const char *s, std::size_t n)
    {
        if (n > Room - m_used) {
            flush();
            if (n > Room / 4) {
                m_out.append(s, qsizetype(n));
                return;
            }
        }
        std::memcpy(m_buffer + m_used, s, n);
        m_used += n;
    }
    template<std::size_t N>
    void raw(const char (&s)[N]) { raw(s, N - 1); }
    void rawz(const char *s) { raw(s, std::strlen(s)); }
    void ch(char c)
    {
        if (m_used == Room)
            flush();
        m_buffer[m_used++] = c;
    }
    void num(std::uint32_t v)
    {
        char digits[10];
        raw(digits, std::size_t(std::to_chars(digits, digits + 10, v).ptr - digits));
    }
    void str(std::string_view s) { string(s, false); }
    void qtStr(std::string_view s) { string(s, true); }

    void flush()
    {
        if (m_used > 0)
            m_out.append(m_buffer, qsizetype(m_used));
        m_used = 0;
    }
    std::size_t pending() const { return m_used; }
    void discard() { m_used = 0; }

private:
    static constexpr std::size_t Room = 4096;
    static constexpr std::size_t ShortString = 256; // escaped, at most 6 * 256 + 2 bytes

    void string(std::string_view s, bool qtLayout)
    {
        if (s.size() <= ShortString) {
            if (6 * s.size() + 2 > Room - m_used)
                flush();
            m_used += detail::escapeJsonString(m_buffer + m_used, s, qtLayout);
            return;
        }
        flush();
        if (qtLayout)
            appendQtJsonString(m_out, s);
        else
            appendJsonString(m_out, s);
    }

    QByteArray &m_out;
    std::size_t m_used = 0;
    char m_buffer[Room];
};

// ByteOut into a buffer that goes to a callback each time it holds 1 MiB: the output
// of a large document (26 bytes of JSON per byte of "#\n") is never held whole.
class StreamOut
{
public:
    explicit StreamOut(const std::function<void(const QByteArray &)> &write)
        : m_write(write)
    {
        m_buffer.reserve(Chunk + 4096);
    }
    void raw(const char *s, std::size_t n)
    {
        m_bytes.raw(s, n);
        flushSome();
    }
    template<std::size_t N>
    void raw(const char (&s)[N])
    {
        m_bytes.raw(s);
        flushSome();
    }
    void rawz(const char *s)
    {
        m_bytes.rawz(s);
        flushSome();
    }
    void ch(char c)
    {
        m_bytes.ch(c);
        flushSome();
    }
    void num(std::uint32_t v)
    {
        m_bytes.num(v);
        flushSome();
    }
    void str(std::string_view s)
    {
        m_bytes.str(s);
        flushSome();
    }
    void qtStr(std::string_view s)
    {
        m_bytes.qtStr(s);
        flushSome();
    }
    void finish()
    {
        m_bytes.flush();
        if (!m_buffer.isEmpty())
            m_write(m_buffer);
        m_buffer.clear();
    }

private:
    static constexpr int Chunk = 1 << 20;
    void flushSome()
    {
        if (m_buffer.size() + qsizetype(m_bytes.pending()) >= Chunk) {
            m_bytes.flush();
            m_write(m_buffer);
            m_buffer.resize(0); // keeps the capacity
        }
    }

    const std::function<void(const QByteArray &)> &m_write;
    QByteArray m_buffer;
    ByteOut m_bytes{m_buffer};
};

// Appends to a buffer while the output is at most `limit` UTF-16 code units long; past
// that it empties the buffer and only counts. What the export keeps of a section is
// never more than a comment holds; a section longer than that is only measured.
class BoundedOut
{
public:
    BoundedOut(QByteArray &out, std::size_t limit)
        : m_out(out)
        , m_limit(limit)
    {
    }
    std::size_t units() const { return m_count.units; }
    bool complete() const { return m_keeping; }
    void finish()
    {
        if (m_keeping)
            m_bytes.flush();
    }

    void raw(const char *s, std::size_t n)
    {
        m_count.raw(s, n);
        if (keep())
            m_bytes.raw(s, n);
    }
    template<std::size_t N>
    void raw(const char (&s)[N]) { raw(s, N - 1); }
    void rawz(const char *s) { raw(s, std::strlen(s)); }
    void ch(char c) { raw(&c, 1); }
    void num(std::uint32_t v)
    {
        m_count.num(v);
        if (keep())
            m_bytes.num(v);
    }
    void str(std::string_view s)
    {
        m_count.str(s);
        if (keep())
            m_bytes.str(s);
    }
    void qtStr(std::string_view s)
    {
        m_count.qtStr(s);
        if (keep())
            m_bytes.qtStr(s);
    }

private:
    bool keep()
    {
        if (m_keeping && m_count.units > m_limit) {
            m_keeping = false;
            m_bytes.discard();
            m_out = QByteArray(); // the memory goes too
        }
        return m_keeping;
    }

    QByteArray &m_out;
    ByteOut m_bytes{m_out};
    CountOut m_count;
    std::size_t m_limit;
    bool m_keeping = true;
};

// One of the outputs above in one of the two layouts. An object is written as
// open(type), its other keys in sorted order, close(type): "type" goes first in the
// writer's layout and last in Qt's, which is the only place the two orders differ
// except for text nodes and aligned paragraphs (the writer tests QtLayout there).
template<class Base, bool Qt>
class Layout : public Base
{
public:
    static constexpr bool QtLayout = Qt;
    using Base::Base;

    void str(std::string_view s)
    {
        if constexpr (Qt)
            Base::qtStr(s);
        else
            Base::str(s);
    }
    // `{"type":"T",` or `{`: the object's other keys follow.
    void open(std::string_view type)
    {
        if constexpr (Qt)
            Base::ch('{');
        else
            joined(R"({"type":")", type, R"(",)");
    }
    // `}` or `,"type":"T"}`.
    void close(std::string_view type)
    {
        if constexpr (Qt)
            joined(R"(,"type":")", type, R"("})");
        else
            Base::ch('}');
    }
    // The end of the object's last value, an array, then close(type).
    void closeArray(std::string_view type)
    {
        if constexpr (Qt)
            joined(R"(],"type":")", type, R"("})");
        else
            Base::raw("]}");
    }

private:
    void joined(std::string_view a, std::string_view b, std::string_view c)
    {
        // Three small writes into ByteOut's buffer: cheap. (Joining them in a buffer on
        // the stack first and copying that cost a store-forwarding stall a node.)
        Base::raw(a.data(), a.size());
        Base::raw(b.data(), b.size());
        Base::raw(c.data(), c.size());
    }
};

} // namespace pm::adf
