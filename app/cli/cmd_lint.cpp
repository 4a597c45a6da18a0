#include "cli.h"

#include "draftformat.h"
#include "settings.h"
#include "verdict.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QHash>

#include <cstring>
#include <unordered_map>
#include <utility>

namespace pm::cli {
namespace {

// Length in characters (code points) of [offset, offset + length) of text, like the
// column, for editors that count them.
int codePoints(QStringView text, const Diagnostic &d)
{
    if (d.length <= 0)
        return 0;
    const QStringView part = text.mid(qBound(0, d.offset, int(text.size())),
                                      qMax(0, qMin(d.length, int(text.size()) - d.offset)));
    int n = 0;
    for (const QChar c : part)
        n += c.isLowSurrogate() ? 0 : 1;
    return part.isEmpty() ? d.length : n;
}

// Writes s as a JSON string literal (RFC 8259 escapes), UTF-8, at p, which has room for
// 2 + 6 * s.size() bytes (every character a 6-byte escape); returns the end.
char *writeJsonString(char *p, QStringView s)
{
    static const char hex[] = "0123456789abcdef";
    *p++ = '"';
    const char16_t *c = s.utf16();
    const char16_t *const e = c + s.size();
    while (c < e) {
        const char16_t u = *c++;
        if (u >= 0x20 && u < 0x80 && u != u'"' && u != u'\\') {
            *p++ = char(u);
        } else if (u < 0x80) {
            *p++ = '\\';
            switch (u) {
            case u'"': *p++ = '"'; break;
            case u'\\': *p++ = '\\'; break;
            case u'\n': *p++ = 'n'; break;
            case u'\r': *p++ = 'r'; break;
            case u'\t': *p++ = 't'; break;
            default:
                *p++ = 'u';
                *p++ = '0';
                *p++ = '0';
                *p++ = hex[u >> 4];
                *p++ = hex[u & 15];
            }
        } else if (u < 0x800) {
            *p++ = char(0xC0 | (u >> 6));
            *p++ = char(0x80 | (u & 0x3F));
        } else if (QChar::isHighSurrogate(u) && c < e && QChar::isLowSurrogate(*c)) {
            const char32_t v = QChar::surrogateToUcs4(u, *c++);
            *p++ = char(0xF0 | (v >> 18));
            *p++ = char(0x80 | ((v >> 12) & 0x3F));
            *p++ = char(0x80 | ((v >> 6) & 0x3F));
            *p++ = char(0x80 | (v & 0x3F));
        } else {
            const char32_t v = QChar::isSurrogate(u) ? 0xFFFD : u; // a lone surrogate
            *p++ = char(0xE0 | (v >> 12));
            *p++ = char(0x80 | ((v >> 6) & 0x3F));
            *p++ = char(0x80 | (v & 0x3F));
        }
    }
    *p++ = '"';
    return p;
}

void appendJsonString(QByteArray &out, QStringView s)
{
    const qsizetype at = out.size();
    out.resize(at + 2 + s.size() * 6);
    char *const end = writeJsonString(out.data() + at, s);
    out.resize(end - out.constData());
}

// The JSON of strings that many findings share (rule ids, section ids, the suggestion
// and message of a rule), encoded once per buffer. The key is the buffer and length of
// the QString; the entry holds a copy, so that buffer stays alive and never holds
// another text. A string no other QString shares is encoded directly.
class JsonStrings
{
public:
    const QByteArray *shared(const QString &s)
    {
        if (s.isDetached())
            return nullptr;
        const Key key{s.constData(), s.size()};
        auto it = m_cache.find(key);
        if (it == m_cache.end()) {
            QByteArray json;
            appendJsonString(json, s);
            it = m_cache.emplace(key, Entry{s, json}).first;
        }
        return &it->second.json;
    }

private:
    struct Key
    {
        const QChar *data;
        qsizetype size;
        bool operator==(const Key &o) const { return data == o.data && size == o.size; }
    };
    struct KeyHash
    {
        std::size_t operator()(const Key &k) const noexcept
        {
            return std::hash<const void *>()(k.data) ^ std::size_t(k.size);
        }
    };
    struct Entry
    {
        QString text;
        QByteArray json;
    };
    std::unordered_map<Key, Entry, KeyHash> m_cache;
};

char *writeLiteral(char *p, const char *s, std::size_t n)
{
    std::memcpy(p, s, n);
    return p + n;
}

template<std::size_t N>
char *writeLiteral(char *p, const char (&s)[N])
{
    return writeLiteral(p, s, N - 1);
}

char *writeNumber(char *p, int n)
{
    char buf[16];
    int len = 0;
    unsigned v = n < 0 ? 0u : unsigned(n);
    do {
        buf[len++] = char('0' + v % 10);
        v /= 10;
    } while (v);
    while (len)
        *p++ = buf[--len];
    return p;
}

// One element of cli.md's array, keys in its order, written in place: the room it can
// need is reserved first, then every byte goes through one pointer.
// The most bytes appendDiagnosticJson can write for d, without encoding anything.
qsizetype jsonRoom(const QByteArray &file, const Diagnostic &d)
{
    return 160 + file.size() // the keys, three numbers and the severity
           + 8 + 6 * (d.rule.size() + d.sectionId.size() + d.message.size() + d.suggestion.size());
}

void appendDiagnosticJson(QByteArray &out, const QByteArray &file, QStringView sectionText,
                          const Diagnostic &d, JsonStrings &strings)
{
    const QString *const texts[] = {&d.rule, &d.sectionId, &d.message, &d.suggestion};
    const QByteArray *encoded[4];
    qsizetype room = 160 + file.size(); // the keys, three numbers and the severity
    for (int i = 0; i < 4; ++i) {
        encoded[i] = strings.shared(*texts[i]);
        room += encoded[i] ? encoded[i]->size() : 2 + texts[i]->size() * 6;
    }
    const qsizetype at = out.size();
    out.resize(at + room); // within the capacity cmdLint reserved
    char *p = out.data() + at;
    const auto string = [&p, &texts, &encoded](int i) {
        p = encoded[i] ? writeLiteral(p, encoded[i]->constData(), std::size_t(encoded[i]->size()))
                       : writeJsonString(p, *texts[i]);
    };
    p = writeLiteral(p, "{\"file\": ");
    p = writeLiteral(p, file.constData(), std::size_t(file.size()));
    p = writeLiteral(p, ", \"line\": ");
    p = writeNumber(p, d.line);
    p = writeLiteral(p, ", \"column\": ");
    p = writeNumber(p, d.column);
    p = writeLiteral(p, ", \"length\": ");
    p = writeNumber(p, codePoints(sectionText, d));
    static const char *const severities[] = {"error", "warning", "info"}; // Severity order
    p = writeLiteral(p, ", \"severity\": \"");
    const char *severity = severities[int(d.severity)];
    p = writeLiteral(p, severity, std::strlen(severity));
    p = writeLiteral(p, "\", \"rule\": ");
    string(0);
    p = writeLiteral(p, ", \"section\": ");
    string(1);
    p = writeLiteral(p, ", \"message\": ");
    string(2);
    p = writeLiteral(p, ", \"suggestion\": ");
    string(3);
    *p++ = '}';
    out.resize(p - out.constData());
}

} // namespace

int cmdLint(const QStringList &args, Io &io)
{
    QCommandLineParser parser;
    const QCommandLineOption format(QStringLiteral("format"), QStringLiteral("text or json"),
                                    QStringLiteral("format"), QStringLiteral("text"));
    const QCommandLineOption strict(QStringLiteral("strict"), QStringLiteral("warnings fail too"));
    parser.addOption(format);
    parser.addOption(strict);
    if (!parseArguments(parser, QStringLiteral("lint"), args, io))
        return UsageError;
    const QString fmt = parser.value(format);
    if (fmt != QLatin1String("text") && fmt != QLatin1String("json")) {
        io.errLine(QCoreApplication::translate("pm::cli", "lint: --format must be text or json, not '%1'")
                       .arg(fmt));
        return UsageError;
    }
    const QStringList files = parser.positionalArguments().mid(1);
    if (files.isEmpty()) {
        io.errLine(QCoreApplication::translate("pm::cli", "lint: expected FILE... (lint FILE... [--format text|json] [--strict])"));
        return UsageError;
    }
    const bool json = fmt == QLatin1String("json");
    // Asked once: QCommandLineParser::isSet looks the name up each time (a tenth of the
    // command's CPU when it was asked once per finding).
    const bool strictSet = parser.isSet(strict);
    bool inputError = false;
    bool failed = false;
    QByteArray jsonOut = "[";
    jsonOut.reserve(1 << 20);
    bool firstItem = true;
    JsonStrings strings;
    // The rules switched off in Preferences (the same QSettings the GUI writes).
    const QSet<QString> preferences = Settings::instance().disabledRules();
    for (const QString &file : files) {
        PostMortem pm;
        if (!readDraft(file, &pm, io)) {
            inputError = true;
            continue;
        }
        const QString shown = file == QLatin1String("-") ? QStringLiteral("<stdin>") : file;
        QByteArray shownJson;
        appendJsonString(shownJson, shown);
        // Section texts by id, looked up once per file rather than once per finding.
        QHash<QString, QStringView> texts;
        for (const Section &s : pm.sections) {
            if (!s.isExtra() && !texts.contains(s.id))
                texts.insert(s.id, s.text);
        }
        // Consecutive findings mostly share a section: its id's buffer is the key then,
        // which spares hashing the id once per finding.
        QString lastSectionId;
        QStringView lastText;
        QList<Diagnostic> findings = effectiveFindings(pm, preferences);
        if (json) {
            // One allocation for this file's findings, not a copy at every doubling: the
            // most they can take (pages of it never written are never touched).
            qsizetype room = jsonOut.size() + 4;
            for (const Diagnostic &d : std::as_const(findings))
                room += 3 + jsonRoom(shownJson, d);
            jsonOut.reserve(room);
        }
        for (Diagnostic &d : findings) {
            // Positions are 1-based: a finding about the whole file (a required section
            // missing from an empty file) points at its start.
            d.line = qMax(1, d.line);
            d.column = qMax(1, d.column);
            if (d.severity == Severity::Error
                || (d.severity == Severity::Warning && strictSet))
                failed = true;
            if (json) {
                if (!firstItem)
                    jsonOut += ",\n ";
                firstItem = false;
                if (d.sectionId.constData() != lastSectionId.constData()
                    || d.sectionId.size() != lastSectionId.size()) {
                    lastSectionId = d.sectionId; // held: the same buffer stays this id
                    lastText = texts.value(d.sectionId);
                }
                appendDiagnosticJson(jsonOut, shownJson, lastText, d, strings);
            } else {
                // FILE:LINE:COLUMN: SEVERITY: MESSAGE [RULE], as compilers print it.
                const QString line = shown + QLatin1Char(':') + QString::number(d.line)
                                     + QLatin1Char(':') + QString::number(d.column)
                                     + QStringLiteral(": ") + severityName(d.severity)
                                     + QStringLiteral(": ") + d.message + QStringLiteral(" [")
                                     + d.rule + QStringLiteral("]\n");
                io.out(line.toUtf8());
            }
        }
    }
    if (json) {
        jsonOut += "]\n"; // appended in place: "jsonOut + ..." copies it byte by byte
        io.out(jsonOut);
    }
    if (inputError)
        return UsageError;
    return failed ? CheckFailed : Ok;
}

} // namespace pm::cli
