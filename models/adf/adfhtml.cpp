#include "adfhtml.h"

#include "markdowntoadf.h"

#include <QJsonArray>
#include <QJsonValue>

namespace pm {
namespace {

QString str(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toString();
}

class HtmlWriter
{
public:
    QString html;

    void blocks(const QJsonArray &nodes)
    {
        for (const QJsonValue &v : nodes)
            block(v.toObject());
    }

private:
    void append(const QString &s) { html += s; }
    void appendEscaped(const QString &s) { html += s.toHtmlEscaped(); }

    void block(const QJsonObject &node)
    {
        const QString type = str(node, "type");
        const QJsonArray content = node.value(QLatin1String("content")).toArray();
        const QJsonObject attrs = node.value(QLatin1String("attrs")).toObject();
        if (type == QLatin1String("paragraph")) {
            QString align;
            for (const QJsonValue &m : node.value(QLatin1String("marks")).toArray()) {
                const QJsonObject mark = m.toObject();
                if (str(mark, "type") == QLatin1String("alignment")) {
                    const QString a = str(mark.value(QLatin1String("attrs")).toObject(), "align");
                    align = a == QLatin1String("end")      ? QStringLiteral("right")
                            : a == QLatin1String("center") ? QStringLiteral("center")
                                                           : QString();
                }
            }
            append(align.isEmpty() ? QStringLiteral("<p>")
                                   : QStringLiteral("<p align=\"%1\">").arg(align));
            inlines(content);
            append(QStringLiteral("</p>\n"));
        } else if (type == QLatin1String("heading")) {
            const int level = qBound(1, attrs.value(QLatin1String("level")).toInt(1), 6);
            append(QStringLiteral("<h%1>").arg(level));
            inlines(content);
            append(QStringLiteral("</h%1>\n").arg(level));
        } else if (type == QLatin1String("bulletList")) {
            append(QStringLiteral("<ul>\n"));
            blocks(content);
            append(QStringLiteral("</ul>\n"));
        } else if (type == QLatin1String("orderedList")) {
            const int order = qMax(0, attrs.value(QLatin1String("order")).toInt(1));
            append(QStringLiteral("<ol start=\"%1\">\n").arg(order));
            blocks(content);
            append(QStringLiteral("</ol>\n"));
        } else if (type == QLatin1String("listItem")) {
            append(QStringLiteral("<li>"));
            blocks(content);
            append(QStringLiteral("</li>\n"));
        } else if (type == QLatin1String("taskList")) {
            append(QStringLiteral("<ul style=\"list-style-type: none\">\n"));
            for (const QJsonValue &v : content) {
                const QJsonObject child = v.toObject();
                if (str(child, "type") == QLatin1String("taskList")) {
                    append(QStringLiteral("<li>"));
                    block(child);
                    append(QStringLiteral("</li>\n"));
                } else {
                    block(child);
                }
            }
            append(QStringLiteral("</ul>\n"));
        } else if (type == QLatin1String("taskItem")) {
            const bool done = str(attrs, "state") == QLatin1String("DONE");
            append(done ? QStringLiteral("<li>\u2611 ") : QStringLiteral("<li>\u2610 "));
            inlines(content);
            append(QStringLiteral("</li>\n"));
        } else if (type == QLatin1String("codeBlock")) {
            const QString language = str(attrs, "language");
            if (!language.isEmpty()) {
                append(QStringLiteral("<p><small>"));
                appendEscaped(language);
                append(QStringLiteral("</small></p>\n"));
            }
            append(QStringLiteral("<pre><code>"));
            for (const QJsonValue &v : content)
                appendEscaped(str(v.toObject(), "text"));
            append(QStringLiteral("</code></pre>\n"));
        } else if (type == QLatin1String("blockquote")) {
            append(QStringLiteral("<blockquote>\n"));
            blocks(content);
            append(QStringLiteral("</blockquote>\n"));
        } else if (type == QLatin1String("rule")) {
            append(QStringLiteral("<hr/>\n"));
        } else if (type == QLatin1String("table")) {
            append(QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\">\n"));
            blocks(content);
            append(QStringLiteral("</table>\n"));
        } else if (type == QLatin1String("tableRow")) {
            append(QStringLiteral("<tr>"));
            blocks(content);
            append(QStringLiteral("</tr>\n"));
        } else if (type == QLatin1String("tableHeader") || type == QLatin1String("tableCell")) {
            const QString tag = type == QLatin1String("tableHeader") ? QStringLiteral("th") : QStringLiteral("td");
            append(QLatin1Char('<') + tag + QLatin1Char('>'));
            blocks(content);
            append(QStringLiteral("</") + tag + QStringLiteral(">"));
        } else if (type == QLatin1String("text") || type == QLatin1String("hardBreak")) {
            inlines(QJsonArray{node}); // inline content where a block was expected
        } else {
            unknown(type, content);
        }
    }

    // A node this preview does not know: say so, and keep its text visible.
    void unknown(const QString &type, const QJsonArray &content)
    {
        append(QStringLiteral("<p>["));
        appendEscaped(type.isEmpty() ? QStringLiteral("?") : type);
        append(QStringLiteral("]</p>\n"));
        blocks(content);
    }

    void inlines(const QJsonArray &nodes)
    {
        for (const QJsonValue &v : nodes) {
            const QJsonObject node = v.toObject();
            const QString type = str(node, "type");
            if (type == QLatin1String("text"))
                text(node);
            else if (type == QLatin1String("hardBreak"))
                append(QStringLiteral("<br/>"));
            else {
                append(QStringLiteral("["));
                appendEscaped(type.isEmpty() ? QStringLiteral("?") : type);
                append(QStringLiteral("]"));
            }
        }
    }

    void text(const QJsonObject &node)
    {
        QString open;
        QString close;
        QString href;
        QString title;
        const QJsonArray marks = node.value(QLatin1String("marks")).toArray();
        for (const QJsonValue &m : marks) {
            const QJsonObject mark = m.toObject();
            const QString type = str(mark, "type");
            if (type == QLatin1String("link")) {
                const QJsonObject attrs = mark.value(QLatin1String("attrs")).toObject();
                href = str(attrs, "href");
                title = str(attrs, "title");
            }
        }
        // Outermost first: link, then the font marks, code innermost.
        const bool link = !href.isEmpty() && isAllowedAdfHref(href);
        if (link) {
            open += QStringLiteral("<a href=\"") + href.toHtmlEscaped() + QLatin1Char('"');
            if (!title.isEmpty())
                open += QStringLiteral(" title=\"") + title.toHtmlEscaped() + QLatin1Char('"');
            open += QLatin1Char('>');
        }
        static const struct
        {
            const char *mark;
            const char *tag;
        } tags[] = {{"strong", "strong"}, {"em", "em"}, {"strike", "s"}, {"code", "code"}};
        for (const auto &t : tags) {
            for (const QJsonValue &m : marks) {
                if (str(m.toObject(), "type") == QLatin1String(t.mark)) {
                    open += QLatin1Char('<') + QLatin1String(t.tag) + QLatin1Char('>');
                    close.prepend(QStringLiteral("</") + QLatin1String(t.tag) + QLatin1Char('>'));
                    break;
                }
            }
        }
        if (link)
            close += QStringLiteral("</a>");
        append(open);
        appendEscaped(str(node, "text"));
        append(close);
    }
};

} // namespace

QString adfToHtml(const QJsonObject &doc)
{
    HtmlWriter writer;
    writer.blocks(doc.value(QLatin1String("content")).toArray());
    return writer.html;
}

} // namespace pm
