#include "markdowntoadf.h"

#include <QJsonValue>
#include <QSet>

#include <initializer_list>
#include <utility>

// The structural rules the converter guarantees (markdowntoadf.h): a subset of the
// ADF schema, stricter where Jira's editor is stricter than the schema.
namespace pm {
namespace {

// clang-format off
enum class Parent { Doc, ListItem, Blockquote, Cell, TaskList };
// clang-format on

bool oneOf(const QString &s, std::initializer_list<const char *> names)
{
    for (const char *n : names) {
        if (s == QLatin1String(n))
            return true;
    }
    return false;
}

bool isInteger(const QJsonValue &v)
{
    return v.isDouble() && v.toDouble() == double(qint64(v.toDouble()));
}

class Checker
{
public:
    QList<QString> problems;

    void checkDoc(const QJsonObject &doc)
    {
        const QString path = QStringLiteral("doc");
        if (doc.value(QStringLiteral("type")).toString() != QLatin1String("doc"))
            add(path, QStringLiteral("type is not \"doc\""));
        const QJsonValue version = doc.value(QStringLiteral("version"));
        if (!version.isDouble() || version.toDouble() != 1.0)
            add(path, QStringLiteral("version is not 1"));
        checkKeys(doc, path, {"type", "version", "content"});
        const QJsonValue content = doc.value(QStringLiteral("content"));
        if (!content.isArray()) {
            add(path, QStringLiteral("content is not an array"));
            return;
        }
        checkBlocks(content.toArray(), QString(), Parent::Doc);
    }

private:
    void add(const QString &path, const QString &problem)
    {
        const QString line = path + QStringLiteral(": ") + problem;
        problems.append(line);
    }

    void checkKeys(const QJsonObject &node, const QString &path, std::initializer_list<const char *> allowed)
    {
        for (auto it = node.begin(); it != node.end(); ++it) {
            if (!oneOf(it.key(), allowed))
                add(path, QStringLiteral("unexpected key \"%1\"").arg(it.key()));
        }
    }

    // attrs: only the names given; a localId, when present, must be unique.
    QJsonObject checkAttrs(const QJsonObject &node, const QString &path,
                           std::initializer_list<const char *> allowed, bool required = false)
    {
        const QJsonValue value = node.value(QStringLiteral("attrs"));
        if (value.isUndefined()) {
            if (required)
                add(path, QStringLiteral("attrs missing"));
            return {};
        }
        if (!value.isObject()) {
            add(path, QStringLiteral("attrs is not an object"));
            return {};
        }
        const QJsonObject attrs = value.toObject();
        for (auto it = attrs.begin(); it != attrs.end(); ++it) {
            if (!oneOf(it.key(), allowed))
                add(path, QStringLiteral("unexpected attribute \"%1\"").arg(it.key()));
        }
        const QJsonValue localId = attrs.value(QStringLiteral("localId"));
        if (!localId.isUndefined()) {
            if (!localId.isString() || localId.toString().isEmpty())
                add(path, QStringLiteral("localId is not a non-empty string"));
            else if (m_localIds.contains(localId.toString()))
                add(path, QStringLiteral("duplicate localId \"%1\"").arg(localId.toString()));
            else
                m_localIds.insert(localId.toString());
        }
        return attrs;
    }

    QJsonArray content(const QJsonObject &node, const QString &path, bool required, bool nonEmpty)
    {
        const QJsonValue value = node.value(QStringLiteral("content"));
        if (value.isUndefined()) {
            if (required)
                add(path, QStringLiteral("content missing"));
            return {};
        }
        if (!value.isArray()) {
            add(path, QStringLiteral("content is not an array"));
            return {};
        }
        const QJsonArray array = value.toArray();
        if (nonEmpty && array.isEmpty())
            add(path, QStringLiteral("content is empty"));
        return array;
    }

    static QString childPath(const QString &path, int i)
    {
        const QString prefix = path.isEmpty() ? QString() : path + QLatin1Char('.');
        const QString p = prefix + QStringLiteral("content[") + QString::number(i) + QLatin1Char(']');
        return p;
    }

    static bool allowedIn(Parent parent, const QString &type)
    {
        switch (parent) {
        case Parent::Doc:
            return oneOf(type, {"paragraph", "heading", "bulletList", "orderedList", "taskList",
                                "codeBlock", "blockquote", "rule", "table"});
        case Parent::ListItem:
            return oneOf(type, {"paragraph", "bulletList", "orderedList", "taskList", "codeBlock"});
        case Parent::Blockquote:
            return oneOf(type, {"paragraph", "bulletList", "orderedList", "codeBlock"});
        case Parent::Cell:
            return oneOf(type, {"paragraph", "heading", "bulletList", "orderedList", "taskList",
                                "codeBlock", "blockquote", "rule"});
        case Parent::TaskList:
            return oneOf(type, {"taskItem", "taskList"});
        }
        return false;
    }

    static QString parentName(Parent parent)
    {
        switch (parent) {
        case Parent::Doc: return QStringLiteral("the document");
        case Parent::ListItem: return QStringLiteral("a listItem");
        case Parent::Blockquote: return QStringLiteral("a blockquote");
        case Parent::Cell: return QStringLiteral("a table cell");
        case Parent::TaskList: return QStringLiteral("a taskList");
        }
        return QString();
    }

    void checkBlocks(const QJsonArray &blocks, const QString &path, Parent parent)
    {
        for (int i = 0; i < blocks.size(); ++i) {
            const QString p = childPath(path, i);
            if (!blocks.at(i).isObject()) {
                add(p, QStringLiteral("node is not an object"));
                continue;
            }
            const QJsonObject node = blocks.at(i).toObject();
            const QString type = node.value(QStringLiteral("type")).toString();
            if (!allowedIn(parent, type)) {
                add(p, QStringLiteral("%1 not allowed in %2")
                           .arg(type.isEmpty() ? QStringLiteral("node without type") : type,
                                parentName(parent)));
                continue;
            }
            if (i == 0 && parent == Parent::ListItem && type != QLatin1String("paragraph")
                && type != QLatin1String("codeBlock"))
                add(p, QStringLiteral("a listItem must start with a paragraph or codeBlock"));
            if (i == 0 && parent == Parent::TaskList && type != QLatin1String("taskItem"))
                add(p, QStringLiteral("a taskList must start with a taskItem"));
            checkBlock(node, type, p, parent);
        }
    }

    void checkBlock(const QJsonObject &node, const QString &type, const QString &p, Parent parent)
    {
        if (type == QLatin1String("paragraph")) {
            checkKeys(node, p, {"type", "content", "attrs", "marks"});
            checkAttrs(node, p, {"localId"});
            checkParagraphMarks(node, p, parent == Parent::Cell);
            checkInlines(content(node, p, false, false), p);
        } else if (type == QLatin1String("heading")) {
            checkKeys(node, p, {"type", "content", "attrs"});
            const QJsonValue level = checkAttrs(node, p, {"level", "localId"}, true).value(QStringLiteral("level"));
            if (!isInteger(level) || level.toDouble() < 1 || level.toDouble() > 6)
                add(p, QStringLiteral("heading level is not 1-6"));
            checkInlines(content(node, p, false, false), p);
        } else if (type == QLatin1String("bulletList") || type == QLatin1String("orderedList")) {
            checkKeys(node, p, {"type", "content", "attrs"});
            const QJsonObject attrs = checkAttrs(node, p, {"order", "localId"});
            const QJsonValue order = attrs.value(QStringLiteral("order"));
            if (type == QLatin1String("bulletList") && !order.isUndefined())
                add(p, QStringLiteral("a bulletList has no order"));
            else if (!order.isUndefined() && (!isInteger(order) || order.toDouble() < 0))
                add(p, QStringLiteral("order is not a non-negative integer"));
            const QJsonArray items = content(node, p, true, true);
            for (int i = 0; i < items.size(); ++i) {
                const QString ip = childPath(p, i);
                const QJsonObject item = items.at(i).toObject();
                if (item.value(QStringLiteral("type")).toString() != QLatin1String("listItem")) {
                    add(ip, QStringLiteral("a list holds only listItems"));
                    continue;
                }
                checkKeys(item, ip, {"type", "content", "attrs"});
                checkAttrs(item, ip, {"localId"});
                checkBlocks(content(item, ip, true, true), ip, Parent::ListItem);
            }
        } else if (type == QLatin1String("taskList")) {
            checkKeys(node, p, {"type", "content", "attrs"});
            if (checkAttrs(node, p, {"localId"}, true).value(QStringLiteral("localId")).isUndefined())
                add(p, QStringLiteral("taskList without localId"));
            checkBlocks(content(node, p, true, true), p, Parent::TaskList);
        } else if (type == QLatin1String("taskItem")) {
            checkKeys(node, p, {"type", "content", "attrs"});
            const QJsonObject attrs = checkAttrs(node, p, {"localId", "state"}, true);
            if (attrs.value(QStringLiteral("localId")).isUndefined())
                add(p, QStringLiteral("taskItem without localId"));
            const QString state = attrs.value(QStringLiteral("state")).toString();
            if (state != QLatin1String("TODO") && state != QLatin1String("DONE"))
                add(p, QStringLiteral("taskItem state is not TODO or DONE"));
            checkInlines(content(node, p, false, false), p);
        } else if (type == QLatin1String("codeBlock")) {
            checkKeys(node, p, {"type", "content", "attrs"});
            const QJsonValue language = checkAttrs(node, p, {"language", "localId"}).value(QStringLiteral("language"));
            if (!language.isUndefined() && !language.isString())
                add(p, QStringLiteral("language is not a string"));
            const QJsonArray texts = content(node, p, false, false);
            for (int i = 0; i < texts.size(); ++i) {
                const QString tp = childPath(p, i);
                const QJsonObject text = texts.at(i).toObject();
                if (text.value(QStringLiteral("type")).toString() != QLatin1String("text")) {
                    add(tp, QStringLiteral("a codeBlock holds only text"));
                    continue;
                }
                if (text.contains(QStringLiteral("marks")))
                    add(tp, QStringLiteral("codeBlock text carries marks"));
                checkText(text, tp);
            }
        } else if (type == QLatin1String("blockquote")) {
            checkKeys(node, p, {"type", "content", "attrs"});
            checkAttrs(node, p, {"localId"});
            checkBlocks(content(node, p, true, true), p, Parent::Blockquote);
        } else if (type == QLatin1String("rule")) {
            checkKeys(node, p, {"type", "attrs"});
            checkAttrs(node, p, {"localId"});
        } else if (type == QLatin1String("table")) {
            checkTable(node, p);
        }
    }

    void checkTable(const QJsonObject &node, const QString &p)
    {
        checkKeys(node, p, {"type", "content", "attrs"});
        const QJsonObject attrs = checkAttrs(node, p, {"isNumberColumnEnabled", "layout", "localId", "width", "displayMode"});
        if (attrs.contains(QStringLiteral("isNumberColumnEnabled"))
            && !attrs.value(QStringLiteral("isNumberColumnEnabled")).isBool())
            add(p, QStringLiteral("isNumberColumnEnabled is not a boolean"));
        if (attrs.contains(QStringLiteral("layout"))
            && !oneOf(attrs.value(QStringLiteral("layout")).toString(),
                      {"default", "wide", "full-width", "center", "align-end", "align-start"}))
            add(p, QStringLiteral("unknown table layout"));
        const QJsonArray rows = content(node, p, true, true);
        int columns = -1;
        for (int r = 0; r < rows.size(); ++r) {
            const QString rp = childPath(p, r);
            const QJsonObject row = rows.at(r).toObject();
            if (row.value(QStringLiteral("type")).toString() != QLatin1String("tableRow")) {
                add(rp, QStringLiteral("a table holds only tableRows"));
                continue;
            }
            checkKeys(row, rp, {"type", "content", "attrs"});
            checkAttrs(row, rp, {"localId"});
            const QJsonArray cells = content(row, rp, true, true);
            if (columns >= 0 && cells.size() != columns)
                add(rp, QStringLiteral("row has %1 cells, the first row %2").arg(cells.size()).arg(columns));
            if (columns < 0)
                columns = int(cells.size());
            for (int c = 0; c < cells.size(); ++c) {
                const QString cp = childPath(rp, c);
                const QJsonObject cell = cells.at(c).toObject();
                const QString cellType = cell.value(QStringLiteral("type")).toString();
                if (cellType != QLatin1String("tableCell") && cellType != QLatin1String("tableHeader")) {
                    add(cp, QStringLiteral("a tableRow holds only tableCell or tableHeader"));
                    continue;
                }
                checkKeys(cell, cp, {"type", "content", "attrs"});
                checkAttrs(cell, cp, {"colspan", "rowspan", "colwidth", "background", "localId", "valign"});
                checkBlocks(content(cell, cp, true, true), cp, Parent::Cell);
            }
        }
    }

    void checkParagraphMarks(const QJsonObject &node, const QString &p, bool inCell)
    {
        if (!node.contains(QStringLiteral("marks")))
            return;
        const QJsonValue marks = node.value(QStringLiteral("marks"));
        if (!inCell || !marks.isArray() || marks.toArray().isEmpty()) {
            add(p, QStringLiteral("paragraph marks are only alignment, in table cells"));
            return;
        }
        const QJsonArray array = marks.toArray();
        for (const QJsonValue &m : array) {
            const QJsonObject mark = m.toObject();
            const QString align = mark.value(QStringLiteral("attrs")).toObject().value(QStringLiteral("align")).toString();
            if (mark.value(QStringLiteral("type")).toString() != QLatin1String("alignment")
                || (align != QLatin1String("center") && align != QLatin1String("end")))
                add(p, QStringLiteral("paragraph mark is not alignment center/end"));
        }
        if (array.size() > 1)
            add(p, QStringLiteral("more than one alignment mark"));
    }

    void checkInlines(const QJsonArray &inlines, const QString &path)
    {
        for (int i = 0; i < inlines.size(); ++i) {
            const QString p = childPath(path, i);
            const QJsonObject node = inlines.at(i).toObject();
            const QString type = node.value(QStringLiteral("type")).toString();
            if (type == QLatin1String("text")) {
                checkText(node, p);
            } else if (type == QLatin1String("hardBreak")) {
                checkKeys(node, p, {"type", "attrs"});
                const QJsonObject attrs = checkAttrs(node, p, {"text", "localId"});
                if (attrs.contains(QStringLiteral("text"))
                    && attrs.value(QStringLiteral("text")).toString() != QLatin1String("\n"))
                    add(p, QStringLiteral("hardBreak text is not a newline"));
            } else {
                add(p, QStringLiteral("%1 is not an inline node").arg(type.isEmpty() ? QStringLiteral("node without type") : type));
            }
        }
    }

    void checkText(const QJsonObject &node, const QString &p)
    {
        checkKeys(node, p, {"type", "text", "marks"});
        const QJsonValue text = node.value(QStringLiteral("text"));
        if (!text.isString() || text.toString().isEmpty())
            add(p, QStringLiteral("empty text node"));
        if (!node.contains(QStringLiteral("marks")))
            return;
        const QJsonValue marksValue = node.value(QStringLiteral("marks"));
        if (!marksValue.isArray() || marksValue.toArray().isEmpty()) {
            add(p, QStringLiteral("empty marks array"));
            return;
        }
        QSet<QString> seen;
        const QJsonArray marks = marksValue.toArray();
        for (const QJsonValue &m : marks) {
            const QJsonObject mark = m.toObject();
            const QString type = mark.value(QStringLiteral("type")).toString();
            if (seen.contains(type))
                add(p, QStringLiteral("duplicate %1 mark").arg(type));
            seen.insert(type);
            if (type == QLatin1String("link")) {
                checkKeys(mark, p, {"type", "attrs"});
                const QJsonObject attrs = mark.value(QStringLiteral("attrs")).toObject();
                for (auto it = attrs.begin(); it != attrs.end(); ++it) {
                    if (!oneOf(it.key(), {"href", "title"}))
                        add(p, QStringLiteral("unexpected link attribute \"%1\"").arg(it.key()));
                    else if (!it.value().isString())
                        add(p, QStringLiteral("link %1 is not a string").arg(it.key()));
                }
                if (!isAllowedAdfHref(attrs.value(QStringLiteral("href")).toString()))
                    add(p, QStringLiteral("link href is not http(s), mailto, / or #"));
            } else if (oneOf(type, {"code", "em", "strong", "strike"})) {
                checkKeys(mark, p, {"type"});
            } else {
                add(p, QStringLiteral("unsupported mark \"%1\"").arg(type));
            }
        }
        if (seen.contains(QStringLiteral("code"))) {
            for (const QString &type : std::as_const(seen)) {
                if (type != QLatin1String("code") && type != QLatin1String("link"))
                    add(p, QStringLiteral("code mark combined with %1").arg(type));
            }
        }
    }

    QSet<QString> m_localIds;
};

} // namespace

QList<QString> adfProblems(const QJsonObject &doc)
{
    Checker checker;
    checker.checkDoc(doc);
    return checker.problems;
}

} // namespace pm
