#include "wikihtml.h"

#include <QRegularExpression>
#include <QStringList>

namespace pm {

namespace {

bool isWord(QChar c)
{
    return c.unicode() < 128 && c.isLetterOrNumber(); // JIRA's word characters: ASCII only
}

QString escaped(QChar c)
{
    return QString(c).toHtmlEscaped();
}

const char *tagFor(QChar mark)
{
    switch (mark.unicode()) {
    case '*': return "b";
    case '_': return "i";
    case '-': return "s";
    case '+': return "u";
    case '^': return "sup";
    case '~': return "sub";
    default: return nullptr;
    }
}

// The end of the unescaped `needle` from `from`, or -1.
int findUnescaped(const QString &s, const QString &needle, int from)
{
    for (int i = from; i < s.size(); ++i) {
        if (s.at(i) == QLatin1Char('\\')) {
            ++i;
            continue;
        }
        if (s.mid(i, needle.size()) == needle)
            return i;
    }
    return -1;
}

// A phrase mark's closer: the same character after a non-space, not followed by a word
// character.
int findCloser(const QString &s, QChar mark, int from)
{
    for (int i = from; i < s.size(); ++i) {
        if (s.at(i) == QLatin1Char('\\')) {
            ++i;
            continue;
        }
        if (s.at(i) == mark && i > from && !s.at(i - 1).isSpace() && (i + 1 >= s.size() || !isWord(s.at(i + 1))))
            return i;
    }
    return -1;
}

QString inlineHtml(const QString &s);

QString linkHtml(const QString &inside)
{
    const int bar = findUnescaped(inside, QStringLiteral("|"), 0);
    const QString url = (bar < 0 ? inside : inside.mid(bar + 1)).trimmed();
    const QString text = bar < 0 ? url.toHtmlEscaped() : inlineHtml(inside.left(bar));
    return QStringLiteral("<a href=\"%1\">%2</a>").arg(url.toHtmlEscaped(), text);
}

QString inlineHtml(const QString &s)
{
    QString out;
    for (int i = 0; i < s.size(); ++i) {
        const QChar c = s.at(i);
        if (c == QLatin1Char('\\')) {
            if (i + 1 < s.size() && s.at(i + 1) == QLatin1Char('\\')) {
                out += QStringLiteral("<br>");
                ++i;
            } else if (i + 1 < s.size()) {
                out += escaped(s.at(++i)); // an escape: the character itself
            }
            continue;
        }
        if (c == QLatin1Char('&')) {
            if (s.mid(i, 5) == QLatin1String("&#92;")) {
                out += QLatin1Char('\\');
                i += 4;
                continue;
            }
            if (s.mid(i, 5) == QLatin1String("&amp;")) {
                i += 4;
            }
            out += QStringLiteral("&amp;");
            continue;
        }
        if (s.mid(i, 2) == QLatin1String("{{")) {
            const int end = findUnescaped(s, QStringLiteral("}}"), i + 2);
            if (end > i + 2) {
                out += QStringLiteral("<code>") + inlineHtml(s.mid(i + 2, end - i - 2)) + QStringLiteral("</code>");
                i = end + 1;
                continue;
            }
        }
        // {*}strong{*}: the form inside a word.
        if (c == QLatin1Char('{') && i + 2 < s.size() && s.at(i + 2) == QLatin1Char('}') && tagFor(s.at(i + 1))) {
            const QString braced = s.mid(i, 3);
            const int end = findUnescaped(s, braced, i + 3);
            if (end > i + 3) {
                const QString tag = QLatin1String(tagFor(s.at(i + 1)));
                out += QStringLiteral("<%1>%2</%1>").arg(tag, inlineHtml(s.mid(i + 3, end - i - 3)));
                i = end + 2;
                continue;
            }
        }
        if (c == QLatin1Char('[')) {
            int depth = 0, end = -1;
            for (int j = i; j < s.size() && end < 0; ++j) {
                if (s.at(j) == QLatin1Char('\\'))
                    ++j;
                else if (s.at(j) == QLatin1Char('['))
                    ++depth;
                else if (s.at(j) == QLatin1Char(']') && --depth == 0)
                    end = j;
            }
            if (end > i + 1) {
                out += linkHtml(s.mid(i + 1, end - i - 1));
                i = end;
                continue;
            }
        }
        if (tagFor(c) && (i == 0 || !isWord(s.at(i - 1))) && i + 1 < s.size() && !s.at(i + 1).isSpace()) {
            const int end = findCloser(s, c, i + 1);
            if (end > i + 1) {
                const QString tag = QLatin1String(tagFor(c));
                out += QStringLiteral("<%1>%2</%1>").arg(tag, inlineHtml(s.mid(i + 1, end - i - 1)));
                i = end;
                continue;
            }
        }
        out += escaped(c);
    }
    return out;
}

// A table row's cells: split at the separator outside escapes, links and monospace.
QStringList cells(const QString &row, const QString &bar)
{
    QStringList out;
    QString body = row.mid(bar.size());
    if (body.endsWith(bar) && !body.endsWith(QLatin1Char('\\') + bar))
        body.chop(bar.size());
    int from = 0, depth = 0;
    bool code = false;
    for (int i = 0; i < body.size(); ++i) {
        if (body.at(i) == QLatin1Char('\\')) {
            ++i;
        } else if (body.mid(i, 2) == QLatin1String("{{") || body.mid(i, 2) == QLatin1String("}}")) {
            code = body.at(i) == QLatin1Char('{');
            ++i;
        } else if (body.at(i) == QLatin1Char('[')) {
            ++depth;
        } else if (body.at(i) == QLatin1Char(']')) {
            depth = qMax(0, depth - 1);
        } else if (!code && depth == 0 && body.mid(i, bar.size()) == bar) {
            out.append(body.mid(from, i - from));
            i += int(bar.size()) - 1;
            from = i + 1;
        }
    }
    out.append(body.mid(from));
    return out;
}

QString blocksHtml(const QStringList &lines);

struct Blocks
{
    const QStringList &lines;
    QString html;
    QStringList paragraph;
    QString openLists; // the prefix of the list items open now ("*#")
    bool inTable = false;

    void flushParagraph()
    {
        if (paragraph.isEmpty())
            return;
        QStringList parts;
        for (const QString &line : std::as_const(paragraph))
            parts.append(inlineHtml(line));
        html += QStringLiteral("<p>") + parts.join(QStringLiteral("<br>")) + QStringLiteral("</p>");
        paragraph.clear();
    }
    static QString listTag(QChar c, bool close)
    {
        return QLatin1String(close ? "</" : "<") + QLatin1String(c == QLatin1Char('#') ? "ol>" : "ul>");
    }
    void item(const QString &prefix, const QString &content)
    {
        int common = 0;
        while (common < openLists.size() && common < prefix.size() && openLists.at(common) == prefix.at(common))
            ++common;
        while (openLists.size() > common) {
            html += QStringLiteral("</li>") + listTag(openLists.back(), true);
            openLists.chop(1);
        }
        if (!openLists.isEmpty() && openLists.size() == prefix.size())
            html += QStringLiteral("</li>");
        while (openLists.size() < prefix.size()) {
            html += listTag(prefix.at(openLists.size()), false);
            openLists += prefix.at(openLists.size());
            if (openLists.size() < prefix.size())
                html += QStringLiteral("<li>");
        }
        html += QStringLiteral("<li>") + inlineHtml(content);
    }
    void closeLists()
    {
        while (!openLists.isEmpty()) {
            html += QStringLiteral("</li>") + listTag(openLists.back(), true);
            openLists.chop(1);
        }
    }
    void closeTable()
    {
        if (inTable)
            html += QStringLiteral("</table>");
        inTable = false;
    }
    void closeAll()
    {
        flushParagraph();
        closeLists();
        closeTable();
    }
    // The lines from `from` up to the line `closer`; returns the index of the closer.
    int until(int from, const QString &closer, QStringList *body) const
    {
        int i = from;
        for (; i < lines.size() && lines.at(i).trimmed() != closer; ++i)
            body->append(lines.at(i));
        return i;
    }

    void run()
    {
        static const QRegularExpression heading(QStringLiteral("^h([1-6])\\. ?(.*)$"));
        static const QRegularExpression listItem(QStringLiteral("^([*#]+) (.*)$"));
        static const QRegularExpression code(QStringLiteral("^\\{(code|noformat)(:[^}]*)?\\}$"));
        for (int i = 0; i < lines.size(); ++i) {
            const QString &line = lines.at(i);
            const QString trimmed = line.trimmed();
            QRegularExpressionMatch m;
            if (trimmed.isEmpty()) {
                closeAll();
            } else if ((m = code.match(trimmed)).hasMatch()) {
                closeAll();
                QStringList body;
                i = until(i + 1, QStringLiteral("{%1}").arg(m.captured(1)), &body);
                html += QStringLiteral("<pre>") + body.join(QLatin1Char('\n')).toHtmlEscaped() + QStringLiteral("</pre>");
            } else if (trimmed == QLatin1String("{quote}")) {
                closeAll();
                QStringList body;
                i = until(i + 1, QStringLiteral("{quote}"), &body);
                html += QStringLiteral("<blockquote>") + blocksHtml(body) + QStringLiteral("</blockquote>");
            } else if ((m = heading.match(line)).hasMatch()) {
                closeAll();
                html += QStringLiteral("<h%1>%2</h%1>").arg(m.captured(1), inlineHtml(m.captured(2)));
            } else if (line.startsWith(QLatin1String("bq. "))) {
                closeAll();
                html += QStringLiteral("<blockquote>") + inlineHtml(line.mid(4)) + QStringLiteral("</blockquote>");
            } else if (trimmed == QLatin1String("----")) {
                closeAll();
                html += QStringLiteral("<hr>");
            } else if ((m = listItem.match(line)).hasMatch()) {
                flushParagraph();
                closeTable();
                item(m.captured(1), m.captured(2));
            } else if (line.startsWith(QLatin1Char('|'))) {
                flushParagraph();
                closeLists();
                if (!inTable)
                    html += QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\">");
                inTable = true;
                const bool head = line.startsWith(QLatin1String("||"));
                const QString cell = QLatin1String(head ? "th" : "td");
                html += QStringLiteral("<tr>");
                for (const QString &c : cells(line, QLatin1String(head ? "||" : "|")))
                    html += QStringLiteral("<%1>%2</%1>").arg(cell, inlineHtml(c.trimmed()));
                html += QStringLiteral("</tr>");
            } else {
                closeLists();
                closeTable();
                paragraph.append(line);
            }
        }
        closeAll();
    }
};

QString blocksHtml(const QStringList &lines)
{
    Blocks b{lines, QString(), {}, QString(), false};
    b.run();
    return b.html;
}

} // namespace

QString wikiToHtml(const QString &wiki)
{
    return blocksHtml(wiki.split(QLatin1Char('\n')));
}

} // namespace pm
