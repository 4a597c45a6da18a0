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

class ByteOut
{
public:
    explicit ByteOut(QByteArray &out)
        : m_out(out)
    {
    }
    void raw(const char *s, std::size_t n) { m_out.append(s, int(n)); }
    template<std::size_t N>
    void raw(const char (&s)[N]) { m_out.append(s, int(N - 1)); }
    void rawz(const char *s) { m_out.append(s); }
    void ch(char c) { m_out.append(c); }
    void num(std::uint32_t v)
    {
        char digits[10];
        m_out.append(digits, int(std::to_chars(digits, digits + 10, v).ptr - digits));
    }
    void str(std::string_view s) { appendJsonString(m_out, s); }
    void qtStr(std::string_view s) { appendQtJsonString(m_out, s); }

private:
    QByteArray &m_out;
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
        if (!m_buffer.isEmpty())
            m_write(m_buffer);
        m_buffer.clear();
    }

private:
    static constexpr int Chunk = 1 << 20;
    void flushSome()
    {
        if (m_buffer.size() >= Chunk) {
            m_write(m_buffer);
            m_buffer.resize(0); // keeps the capacity
        }
    }

    const std::function<void(const QByteArray &)> &m_write;
    QByteArray m_buffer;
    ByteOut m_bytes{m_buffer};
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
        if constexpr (Qt) {
            Base::ch('{');
        } else {
            Base::raw(R"({"type":")");
            Base::raw(type.data(), type.size());
            Base::raw(R"(",)");
        }
    }
    // `}` or `,"type":"T"}`.
    void close(std::string_view type)
    {
        if constexpr (Qt) {
            Base::raw(R"(,"type":")");
            Base::raw(type.data(), type.size());
            Base::raw(R"("})");
        } else {
            Base::ch('}');
        }
    }
};

} // namespace pm::adf
