// Any bytes -> Markdown -> ADF JSON. Fails (abort) when the JSON does not parse,
// when adfProblems() finds a rule broken, or when the two entry points disagree.
#include "adfhtml.h"
#include "markdowntoadf.h"

#include <QJsonDocument>

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size > (1u << 20))
        return 0;
    const QByteArray bytes(reinterpret_cast<const char *>(data), int(size));
    const QString markdown = QString::fromUtf8(bytes);
    const QByteArray json = pm::markdownToAdfJson(markdown);

    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (!doc.isObject()) {
        std::fprintf(stderr, "output is not a JSON object: %s\n%s\n",
                     qPrintable(error.errorString()), json.constData());
        std::abort();
    }
    const QList<QString> problems = pm::adfProblems(doc.object());
    if (!problems.isEmpty()) {
        for (const QString &p : problems)
            std::fprintf(stderr, "adfProblems: %s\n", qPrintable(p));
        std::fprintf(stderr, "%s\n", json.constData());
        std::abort();
    }
    if (pm::markdownUtf8ToAdfJson(bytes) != json) {
        std::fprintf(stderr, "markdownUtf8ToAdfJson and markdownToAdfJson disagree\n");
        std::abort();
    }
    const QString html = pm::adfToHtml(doc.object());
    if (html.contains(QLatin1String("<script")) || html.contains(QLatin1String("<img"))) {
        std::fprintf(stderr, "unescaped markup in the preview HTML\n");
        std::abort();
    }
    return 0;
}
