#include "linedirectives.h"

#include <QHash>
#include <QSet>
#include <QString>

#include <algorithm>

namespace pm::lint {
namespace {

int newlines(QStringView text)
{
    return int(std::count(text.begin(), text.end(), u'\n'));
}

int lineOf(QStringView text, qsizetype offset)
{
    return newlines(text.left(offset));
}

} // namespace

void collectRuleIds(QStringView list, QSet<QString> *out)
{
    qsizetype i = 0;
    while (i < list.size()) {
        while (i < list.size() && (list[i] == u',' || list[i].isSpace()))
            ++i;
        qsizetype j = i;
        while (j < list.size() && list[j] != u',' && !list[j].isSpace())
            ++j;
        if (j > i)
            out->insert(list.mid(i, j - i).toString());
        i = j;
    }
}

void dropLineDisabled(QStringView text, QList<Diagnostic> &out, qsizetype from)
{
    if (from >= out.size())
        return;
    // Rule ids switched off, by 0-based line of the text.
    QHash<int, QSet<QString>> off;
    qsizetype at = 0;
    while ((at = text.indexOf(u"pm-lint:", at)) >= 0) {
        at += 8;
        qsizetype end = text.indexOf(u"-->", at);
        const qsizetype lineEnd = text.indexOf(u'\n', at);
        if (end < 0 || (lineEnd >= 0 && lineEnd < end))
            continue; // a directive is one comment on one line
        QStringView body = text.mid(at, end - at).trimmed();
        int line = lineOf(text, at);
        if (body.startsWith(u"disable-next-line")) {
            body = body.mid(17).trimmed();
            ++line;
        } else if (body.startsWith(u"disable-line")) {
            body = body.mid(12).trimmed();
        } else {
            continue;
        }
        if (body.isEmpty() || (body.front() != u'=' && body.front() != u':'))
            continue;
        collectRuleIds(body.mid(1), &off[line]);
    }
    if (off.isEmpty())
        return;
    // Findings are in offset order here: one walk counts the lines.
    int line = 0;
    qsizetype counted = 0;
    const auto dropped = std::remove_if(out.begin() + from, out.end(), [&](const Diagnostic &d) {
        const qsizetype offset = std::clamp<qsizetype>(d.offset, 0, text.size());
        if (offset < counted) {
            line = lineOf(text, offset);
        } else {
            line += newlines(text.mid(counted, offset - counted));
        }
        counted = offset;
        const auto it = off.constFind(line);
        return it != off.cend() && it->contains(d.rule);
    });
    out.erase(dropped, out.end());
}

} // namespace pm::lint
