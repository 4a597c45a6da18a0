#include "markdowntoadf.h"

#include "adfwriter.h"
#include "mdtree.h"

#include <QJsonDocument>
#include <QJsonParseError>
#include <QtGlobal>

namespace pm {
namespace {

bool isWellFormedUtf8(const QByteArray &bytes)
{
    const auto *p = reinterpret_cast<const unsigned char *>(bytes.constData());
    const auto *const end = p + bytes.size();
    while (p < end) {
        const unsigned char c = *p;
        if (c < 0x80) {
            ++p;
            continue;
        }
        int n = 0;
        char32_t min = 0;
        if ((c & 0xE0) == 0xC0) {
            n = 1;
            min = 0x80;
        } else if ((c & 0xF0) == 0xE0) {
            n = 2;
            min = 0x800;
        } else if ((c & 0xF8) == 0xF0) {
            n = 3;
            min = 0x10000;
        } else {
            return false;
        }
        if (end - p <= n)
            return false;
        char32_t cp = c & (0x3F >> n);
        for (int i = 1; i <= n; ++i) {
            if ((p[i] & 0xC0) != 0x80)
                return false;
            cp = (cp << 6) | (p[i] & 0x3F);
        }
        if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
            return false;
        p += n + 1;
    }
    return true;
}

// Well-formed UTF-8 without its leading byte-order marks.
struct Text
{
    const char *data;
    std::size_t size;
};
Text withoutBoms(const QByteArray &utf8)
{
    Text t{utf8.constData(), std::size_t(utf8.size())};
    // A byte-order mark is not text. Every leading one goes: a file saved twice
    // with a BOM starts with two, and a caller that decoded the bytes into a
    // QString has already dropped one, so the command line (bytes) and the QString
    // entry point give the same document only if all of them are dropped.
    while (t.size >= 3 && t.data[0] == '\xEF' && t.data[1] == '\xBB' && t.data[2] == '\xBF') {
        t.data += 3;
        t.size -= 3;
    }
    return t;
}

adf::MdTree parse(const QByteArray &utf8)
{
    const Text t = withoutBoms(utf8);
    return adf::parseMarkdown(t.data, t.size);
}

std::string idPrefix(const AdfOptions &options)
{
    const QByteArray prefix = options.localIdPrefix.toUtf8();
    return std::string(prefix.constData(), std::size_t(prefix.size()));
}

QByteArray convert(const QByteArray &utf8, const AdfOptions &options)
{
    const adf::MdTree tree = parse(utf8);
    QByteArray out;
    adf::writeAdfDoc(tree, idPrefix(options), out);
    return out;
}

} // namespace

QByteArray markdownUtf8ToAdfJson(const QByteArray &utf8, const AdfOptions &options)
{
    if (!isWellFormedUtf8(utf8))
        return convert(QString::fromUtf8(utf8).toUtf8(), options);
    return convert(utf8, options);
}

void writeMarkdownUtf8AsAdfJson(const QByteArray &utf8, const std::function<void(const QByteArray &)> &write,
                                const AdfOptions &options)
{
    // Parsed a top-level block at a time: the tree of 16 MiB of "#\n" alone was 256 MB.
    const QByteArray fixed = isWellFormedUtf8(utf8) ? QByteArray() : QString::fromUtf8(utf8).toUtf8();
    const Text t = withoutBoms(fixed.isNull() ? utf8 : fixed);
    adf::writeAdfDocInPieces(t.data, t.size, idPrefix(options), write);
}

QByteArray markdownToAdfJson(const QString &markdown, const AdfOptions &options)
{
    QByteArray utf8 = markdown.toUtf8();
    utf8.squeeze(); // toUtf8() keeps room for 3 bytes a character; give it back first
    return convert(utf8, options);
}

AdfContentJson markdownToAdfContentJson(const QString &markdown, const AdfOptions &options, qint64 keepUpTo)
{
    QByteArray utf8 = markdown.toUtf8();
    utf8.squeeze();
    const Text t = withoutBoms(utf8);
    const std::size_t keep = keepUpTo < 0 ? 0 : std::size_t(keepUpTo);
    adf::QtContent content = adf::writeQtAdfContent(t.data, t.size, idPrefix(options), keep);
    AdfContentJson out;
    out.json = std::move(content.json);
    out.length = qint64(content.units);
    out.complete = content.complete;
    return out;
}

QJsonObject markdownToAdf(const QString &markdown, const AdfOptions &options)
{
    QJsonParseError error{};
    const QJsonDocument json = QJsonDocument::fromJson(markdownToAdfJson(markdown, options), &error);
    if (json.isObject())
        return json.object();
    // Cannot happen: the writer emits well-formed JSON of bounded depth. Should it
    // ever, keep every character of the source rather than return nothing.
    qWarning("markdownToAdf: internal JSON error: %s", qPrintable(error.errorString()));
    QJsonObject text{{QStringLiteral("type"), QStringLiteral("text")},
                     {QStringLiteral("text"), markdown}};
    QJsonObject code{{QStringLiteral("type"), QStringLiteral("codeBlock")},
                     {QStringLiteral("content"), markdown.isEmpty() ? QJsonArray() : QJsonArray{text}}};
    return QJsonObject{{QStringLiteral("type"), QStringLiteral("doc")},
                       {QStringLiteral("version"), 1},
                       {QStringLiteral("content"), QJsonArray{code}}};
}

QJsonArray markdownToAdfContent(const QString &markdown, const AdfOptions &options)
{
    return markdownToAdf(markdown, options).value(QStringLiteral("content")).toArray();
}

} // namespace pm
