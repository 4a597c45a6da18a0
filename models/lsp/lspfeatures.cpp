// What the server computes for a request on an open document: diagnostics, code
// actions, hover, symbols, the code lens, formatting.
#include "lspserver.h"

#include "jsontext.h"

#include "lintrules.h"
#include "projectwords.h"
#include "rulehelp.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QUrl>

#include <algorithm>

namespace pm::lsp {
namespace {

const char *const HelpUrl = "https://github.com/postmortem-editor/postmortem-editor/blob/main/models/lint/RULES.md";

QString tr(const char *text)
{
    return QCoreApplication::translate("pm::lsp", text);
}

struct Span
{
    Position from;
    Position to;
};

QJsonObject positionJson(Position p)
{
    return {{QStringLiteral("line"), p.line}, {QStringLiteral("character"), p.character}};
}

QJsonObject rangeJson(const Span &s)
{
    return {{QStringLiteral("start"), positionJson(s.from)}, {QStringLiteral("end"), positionJson(s.to)}};
}

Position positionFromJson(const QJsonValue &v)
{
    const QJsonObject o = v.toObject();
    return {o.value(QLatin1String("line")).toInt(), o.value(QLatin1String("character")).toInt()};
}

bool before(Position a, Position b)
{
    return a.line < b.line || (a.line == b.line && a.character < b.character);
}

bool touches(const Span &s, const Span &range)
{
    return !before(s.to, range.from) && !before(range.to, s.from);
}

// [offset, offset + length) of a section's text as buffer positions; firstLine is the
// buffer line of the text's line lineOfOffset (0-based) when known, else -1.
Span spanIn(const Section &s, int offset, int length, int lineOfOffset = -1)
{
    const QString &t = s.text;
    offset = std::clamp(offset, 0, int(t.size()));
    length = std::clamp(length, 0, int(t.size()) - offset);
    if (lineOfOffset < 0)
        lineOfOffset = s.bodyLine - 1 + int(std::count(t.cbegin(), t.cbegin() + offset, u'\n'));
    const int lineStart = offset == 0 ? 0 : int(t.lastIndexOf(u'\n', offset - 1)) + 1;
    Span span{{lineOfOffset, offset - lineStart}, {lineOfOffset, offset - lineStart + length}};
    const QStringView part = QStringView(t).mid(offset, length);
    const int breaks = int(std::count(part.begin(), part.end(), u'\n'));
    if (breaks > 0)
        span.to = {lineOfOffset + breaks, length - int(part.lastIndexOf(u'\n')) - 1};
    return span;
}

Span wholeLine(const TextBuffer &b, int line)
{
    line = std::clamp(line, 0, b.lineCount() - 1);
    return {{line, 0}, {line, int(b.line(line).size())}};
}

int lspSeverity(Severity s)
{
    return s == Severity::Error ? 1 : s == Severity::Warning ? 2
                                                             : 3;
}

QString lineEnding(const TextBuffer &b)
{
    const QString &t = b.text();
    const qsizetype nl = t.indexOf(u'\n');
    return nl > 0 && t.at(nl - 1) == u'\r' ? QStringLiteral("\r\n") : QStringLiteral("\n");
}

// Lines of the front matter in the buffer, its "---" lines included; 0 without one.
int frontMatterLines(const PostMortem &pm)
{
    return pm.source.hasFrontMatter ? int(pm.source.frontMatterRaw.count('\n')) : 0;
}

// The buffer line of a front-matter key ("repro:", indented under "gate:" or not).
int keyLine(const TextBuffer &b, const PostMortem &pm, const QString &key)
{
    for (int i = 1; i < frontMatterLines(pm) && i < b.lineCount(); ++i) {
        if (b.line(i).trimmed().startsWith(QString(key + QLatin1Char(':'))))
            return i;
    }
    return -1;
}

const Section *knownSection(const PostMortem &pm, const QString &id)
{
    for (const Section &s : pm.sections) {
        if (!s.isExtra() && s.id == id)
            return &s;
    }
    return nullptr;
}

QString findingText(const Diagnostic &d)
{
    return d.suggestion.isEmpty() ? d.message : d.message + QLatin1Char('\n') + d.suggestion;
}

// Where a finding stands in the buffer.
Span findingSpan(const TextBuffer &b, const Section *s, const Diagnostic &d)
{
    if (!s || d.documentLevel || s->bodyLine <= 0)
        return wholeLine(b, std::max(1, d.line) - 1);
    return spanIn(*s, d.offset, d.length, d.line - 1);
}

struct GateFinding
{
    QString code;
    Span span;
    QString message;
};

// A gate reason without the input's name it may start with ("Known root cause: …"): the
// message names the input already.
QString reasonAfter(const QString &title, const QString &reason)
{
    if (title.isEmpty() || !reason.startsWith(title))
        return reason;
    QStringView rest = QStringView(reason).mid(title.size());
    if (rest.isEmpty() || (rest.front() != u':' && rest.front() != u'：'))
        return reason;
    return rest.mid(1).trimmed().toString();
}

QList<GateFinding> gateFindings(const TextBuffer &b, const PostMortem &pm, const GateStatus &gate)
{
    QList<GateFinding> out;
    const auto place = [&](const QString &sectionId, const QString &key) {
        if (const Section *s = sectionId.isEmpty() ? nullptr : knownSection(pm, sectionId)) {
            if (s->headingLine > 0)
                return wholeLine(b, s->headingLine - 1);
        }
        const int line = keyLine(b, pm, key);
        return wholeLine(b, line >= 0 ? line : 0);
    };
    static const char *const sections[] = {"", "root-cause", "fix", "verification"};
    static const char *const keys[] = {"repro", "root_cause", "fix", "verified"};
    for (const GateInputResult &r : gate.inputs) {
        if (r.passed)
            continue;
        const int i = int(r.input);
        out.append({QStringLiteral("gate-") + gateInputId(r.input),
                    place(QString::fromLatin1(sections[i]), QString::fromLatin1(keys[i])),
                    tr("Gate: %1: %2").arg(gateInputTitle(r.input), reasonAfter(gateInputTitle(r.input), r.reason))});
    }
    for (const ScopeResult &s : gate.scope) {
        if (s.overridden)
            continue;
        const QString key = s.check == ScopeCheck::CustomerVisible ? QStringLiteral("customer_visible")
                                                                   : QStringLiteral("trivial");
        out.append({QStringLiteral("gate-") + scopeCheckId(s.check), place(QString(), key),
                    tr("Gate: %1: %2").arg(scopeCheckTitle(s.check), reasonAfter(scopeCheckTitle(s.check), s.message))});
    }
    return out;
}

QString fixLabel(const Diagnostic &d, const QString &target)
{
    if (d.fix->replacement.isEmpty())
        return tr("Fix: delete “%1”").arg(target.trimmed());
    return tr("Fix: replace “%1” with “%2”").arg(target.trimmed(), d.fix->replacement);
}

QJsonObject textEdit(const Span &span, const QString &text)
{
    return {{QStringLiteral("range"), rangeJson(span)}, {QStringLiteral("newText"), text}};
}

QJsonObject workspaceEdit(const QString &uri, const QJsonArray &edits)
{
    return {{QStringLiteral("changes"), QJsonObject{{uri, edits}}}};
}

QJsonObject action(const QString &title, const QString &kind, const QJsonObject &edit,
                   const QJsonArray &diagnostics = {}, bool preferred = false)
{
    QJsonObject a{{QStringLiteral("title"), title}, {QStringLiteral("kind"), kind}, {QStringLiteral("edit"), edit}};
    if (!diagnostics.isEmpty())
        a.insert(QStringLiteral("diagnostics"), diagnostics);
    if (preferred)
        a.insert(QStringLiteral("isPreferred"), true);
    return a;
}

// The word at a position: letters, digits, '_', '-', '\'' around it.
QString wordAt(const TextBuffer &b, Position p)
{
    const QStringView line = b.line(p.line);
    const auto inWord = [](QChar c) {
        return c.isLetterOrNumber() || c == u'_' || c == u'-' || c == u'\'' || c.isMark();
    };
    int from = std::clamp(p.character, 0, int(line.size()));
    int to = from;
    while (from > 0 && inWord(line[from - 1]))
        --from;
    while (to < int(line.size()) && inWord(line[to]))
        ++to;
    QStringView word = line.mid(from, to - from);
    while (!word.isEmpty() && !word.front().isLetterOrNumber())
        word = word.mid(1);
    while (!word.isEmpty() && !word.back().isLetterOrNumber())
        word.chop(1);
    return word.toString();
}

} // namespace

QByteArray LspServer::diagnostics(Document *doc)
{
    JsonText out;
    // One diagnostic; data names the finding (section, offset, length) for code actions.
    const auto write = [&out](const Span &span, int severity, const QString &code, const QString &message,
                              const QString &suggestion, const Diagnostic *data) {
        out.raw(out.bytes.size() > 1 ? ",{\"range\":{\"start\":{\"line\":" : "{\"range\":{\"start\":{\"line\":")
            .number(span.from.line)
            .raw(",\"character\":")
            .number(span.from.character)
            .raw("},\"end\":{\"line\":")
            .number(span.to.line)
            .raw(",\"character\":")
            .number(span.to.character)
            .raw("}},\"severity\":")
            .number(severity)
            .raw(",\"code\":")
            .string(code)
            .raw(",\"codeDescription\":{\"href\":\"")
            .raw(HelpUrl)
            .raw("\"},\"source\":\"postmortem-editor\",\"message\":");
        if (suggestion.isEmpty())
            out.string(message);
        else
            out.string(message, suggestion);
        out.raw(",\"data\":{");
        if (data) {
            out.raw("\"section\":").string(data->sectionId).raw(",\"offset\":").number(data->offset).raw(",\"length\":").number(data->length);
        }
        out.raw("}}");
    };
    const DraftCheck &check = doc->check;
    const TextBuffer &b = doc->buffer;
    out.raw("[");
    if (check.parseError()) {
        const InputError &e = *check.parseError();
        write(wholeLine(b, std::max(1, e.line) - 1), 1, QStringLiteral("parse-error"), e.message, QString(), nullptr);
    } else if (check.isDraft()) { // other Markdown: silent
        const PostMortem &pm = check.draft();
        QHash<QString, const Section *> sections;
        for (const Section &s : pm.sections) {
            if (!s.isExtra() && !sections.contains(s.id))
                sections.insert(s.id, &s);
        }
        out.bytes.reserve(qsizetype(check.findings().size()) * 480 + 4096);
        for (const Diagnostic &d : check.findings()) {
            const int severity = doc->settings.severityOf(d.rule, lspSeverity(d.severity));
            if (severity == 0)
                continue;
            const Section *s = d.documentLevel ? nullptr : sections.value(d.sectionId);
            write(findingSpan(b, s, d), severity, d.rule, d.message, d.suggestion, &d);
        }
        for (const GateFinding &g : gateFindings(b, pm, check.gate())) {
            const int severity = doc->settings.severityOf(g.code, 1);
            if (severity != 0)
                write(g.span, severity, g.code, g.message, QString(), nullptr);
        }
    }
    out.raw("]");
    return out.bytes;
}

QJsonValue LspServer::codeActions(Document *doc, const QJsonObject &params)
{
    checkNow(doc); // positions of the buffer as it is now
    const TextBuffer &b = doc->buffer;
    const DraftCheck &check = doc->check;
    const Span range{positionFromJson(params.value(QLatin1String("range")).toObject().value(QLatin1String("start"))),
                     positionFromJson(params.value(QLatin1String("range")).toObject().value(QLatin1String("end")))};
    const QJsonObject context = params.value(QLatin1String("context")).toObject();
    const QJsonArray asked = context.value(QLatin1String("diagnostics")).toArray();
    const QJsonArray only = context.value(QLatin1String("only")).toArray();
    const auto wanted = [&only](const QString &kind) {
        if (only.isEmpty())
            return true;
        return std::any_of(only.begin(), only.end(), [&kind](const QJsonValue &k) {
            return kind == k.toString() || kind.startsWith(k.toString() + QLatin1Char('.'));
        });
    };
    // The diagnostics the client names: by the data the server gave them when the
    // client sends it back, else by rule and start.
    const auto named = [&asked](const Diagnostic &d, const Span &span) {
        if (asked.isEmpty())
            return true;
        for (const QJsonValue &v : asked) {
            const QJsonObject a = v.toObject();
            if (a.value(QLatin1String("code")).toString() != d.rule)
                continue;
            const QJsonObject data = a.value(QLatin1String("data")).toObject();
            if (!data.isEmpty()) {
                if (data.value(QLatin1String("section")).toString() == d.sectionId
                    && data.value(QLatin1String("offset")).toInt() == d.offset)
                    return true;
                continue;
            }
            const Position start = positionFromJson(a.value(QLatin1String("range")).toObject().value(QLatin1String("start")));
            if (start.line == span.from.line && start.character == span.from.character)
                return true;
        }
        return false;
    };
    QJsonArray actions;
    QSet<QString> lineRules;
    QSet<QString> fileRules;
    const QString eol = lineEnding(b);
    const QJsonArray published = QJsonDocument::fromJson(doc->lastPublished).array();
    if (check.isDraft() && !check.parseError()) {
        for (const Diagnostic &d : check.findings()) {
            const Section *s = check.sectionOf(d);
            const Span span = findingSpan(b, s, d);
            if (!touches(span, range) || !named(d, span))
                continue;
            QJsonArray these;
            for (const QJsonValue &p : published) {
                const QJsonObject o = p.toObject();
                if (o.value(QLatin1String("code")).toString() == d.rule
                    && o.value(QLatin1String("range")).toObject() == rangeJson(span))
                    these.append(o);
            }
            if (d.fix && s && wanted(QStringLiteral("quickfix"))) {
                const Span at = spanIn(*s, d.fix->offset, d.fix->length);
                const QString target = s->text.mid(d.fix->offset, d.fix->length);
                // The buffer must hold what the section holds there (it does unless the
                // file's line endings are lone CRs).
                int from = 0;
                int to = 0;
                if (b.offsetOf(at.from, &from) && b.offsetOf(at.to, &to)
                    && QString(b.text().mid(from, to - from)).remove(QLatin1Char('\r')) == target) {
                    actions.append(action(fixLabel(d, target), QStringLiteral("quickfix"),
                                          workspaceEdit(doc->uri, {textEdit(at, d.fix->replacement)}), these, true));
                }
            }
            if (!d.documentLevel && s && !lineRules.contains(d.rule) && wanted(QStringLiteral("quickfix"))) {
                lineRules.insert(d.rule);
                const QStringView line = b.line(span.from.line);
                const qsizetype existing = line.indexOf(u"pm-lint: disable-line=");
                const qsizetype close = existing < 0 ? -1 : line.indexOf(u"-->", existing);
                QJsonObject edit;
                if (close > 0) {
                    int at = int(close);
                    while (at > existing && line[at - 1].isSpace())
                        --at;
                    edit = textEdit({{span.from.line, at}, {span.from.line, at}}, QLatin1Char(',') + d.rule);
                } else {
                    const Position end{span.from.line, int(line.size())};
                    edit = textEdit({end, end}, QStringLiteral(" <!-- pm-lint: disable-line=%1 -->").arg(d.rule));
                }
                actions.append(action(tr("Disable %1 for this line").arg(d.rule), QStringLiteral("quickfix"),
                                      workspaceEdit(doc->uri, {edit}), these));
            }
            if (!fileRules.contains(d.rule) && wanted(QStringLiteral("quickfix"))) {
                fileRules.insert(d.rule);
                const Position top{frontMatterLines(check.draft()), 0};
                actions.append(action(tr("Disable %1 for this file").arg(d.rule), QStringLiteral("quickfix"),
                                      workspaceEdit(doc->uri, {textEdit({top, top}, QStringLiteral("<!-- pm-lint: disable=%1 -->").arg(d.rule) + eol)}),
                                      these));
            }
        }
    }
    // The project's word list: the editor's spelling check reads it (the server has no
    // spelling check of its own, so this is offered on any word, not on a finding).
    const QString word = wordAt(b, range.from);
    if (!doc->path.isEmpty() && word.size() > 1 && wanted(QStringLiteral("refactor"))) {
        const QString list = ProjectWords::locate(doc->path);
        const QString listUri = QUrl::fromLocalFile(list).toString();
        if (!list.isEmpty() && !ProjectWords::read(list).contains(word)) {
            const QString title = tr("Add “%1” to the project dictionary (%2)").arg(word, ProjectWords::fileName());
            QFile file(list);
            if (file.exists() && file.open(QIODevice::ReadOnly)) {
                const QString content = QString::fromUtf8(file.readAll());
                const TextBuffer words(content);
                const Position end = words.positionOf(int(content.size()));
                const QString text = (content.isEmpty() || content.endsWith(QLatin1Char('\n')) ? QString() : QStringLiteral("\n"))
                                     + word + QLatin1Char('\n');
                actions.append(action(title, QStringLiteral("refactor"),
                                      workspaceEdit(listUri, {textEdit({end, end}, text)})));
            } else if (!file.exists() && m_createFiles) {
                const QJsonObject create{{QStringLiteral("kind"), QStringLiteral("create")},
                                         {QStringLiteral("uri"), listUri},
                                         {QStringLiteral("options"), QJsonObject{{QStringLiteral("ignoreIfExists"), true}}}};
                const QJsonObject edit{
                    {QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("uri"), listUri}, {QStringLiteral("version"), QJsonValue::Null}}},
                    {QStringLiteral("edits"), QJsonArray{textEdit({{0, 0}, {0, 0}}, word + QLatin1Char('\n'))}}};
                actions.append(action(title, QStringLiteral("refactor"),
                                      {{QStringLiteral("documentChanges"), QJsonArray{create, edit}}}));
            }
        }
    }
    return actions;
}

QJsonValue LspServer::hover(Document *doc, const QJsonObject &params)
{
    checkNow(doc);
    const Position at = positionFromJson(params.value(QLatin1String("position")));
    const Span here{at, at};
    const TextBuffer &b = doc->buffer;
    QStringList parts;
    Span range;
    const auto explain = [&](const QString &rule, const QString &title, const QString &about, const QString &text) {
        QString part = QStringLiteral("**%1** (`%2`)\n\n%3").arg(title, rule, text);
        if (!about.isEmpty())
            part += QStringLiteral("\n\n") + tr("The rule: %1").arg(about);
        const RuleExample example = ruleExample(rule, chinese());
        if (!example.bad.isEmpty()) {
            part += QStringLiteral("\n\n") + tr("Flagged:") + QStringLiteral("\n```markdown\n%1\n```\n").arg(example.bad)
                    + tr("Accepted:") + QStringLiteral("\n```markdown\n%1\n```").arg(example.good);
        }
        parts.append(part);
    };
    const DraftCheck &check = doc->check;
    if (check.isDraft() && !check.parseError()) {
        for (const Diagnostic &d : check.findings()) {
            const Span span = findingSpan(b, check.sectionOf(d), d);
            if (!touches(span, here))
                continue;
            Rule rule;
            const bool known = LintRules::fromId(d.rule, &rule);
            explain(d.rule, known ? LintRules::title(rule) : d.rule, known ? LintRules::description(rule) : QString(),
                    findingText(d).replace(QLatin1Char('\n'), QStringLiteral("\n\n")));
            range = span;
        }
        for (const GateFinding &g : gateFindings(b, check.draft(), check.gate())) {
            if (touches(g.span, here)) {
                explain(g.code, tr("The gate"), QString(), g.message);
                range = g.span;
            }
        }
    }
    if (parts.isEmpty())
        return QJsonValue::Null;
    return QJsonObject{{QStringLiteral("contents"),
                        QJsonObject{{QStringLiteral("kind"), QStringLiteral("markdown")},
                                    {QStringLiteral("value"), parts.join(QStringLiteral("\n\n---\n\n"))}}},
                       {QStringLiteral("range"), rangeJson(range)}};
}

QJsonValue LspServer::documentSymbols(Document *doc)
{
    checkNow(doc);
    QJsonArray out;
    const DraftCheck &check = doc->check;
    if (!check.isDraft() || check.parseError())
        return out;
    const PostMortem &pm = check.draft();
    const TextBuffer &b = doc->buffer;
    for (int i = 0; i < pm.sections.size(); ++i) {
        const Section &s = pm.sections.at(i);
        if (s.headingLine <= 0)
            continue;
        int last = b.lineCount() - 1;
        for (int j = i + 1; j < pm.sections.size(); ++j) {
            if (pm.sections.at(j).headingLine > 0) {
                last = pm.sections.at(j).headingLine - 2;
                break;
            }
        }
        last = std::max(last, s.headingLine - 1);
        const Span heading = wholeLine(b, s.headingLine - 1);
        const Span whole{heading.from, wholeLine(b, last).to};
        const QString name = s.heading.trimmed().isEmpty() ? s.id : s.heading.trimmed();
        out.append(QJsonObject{{QStringLiteral("name"), name},
                               {QStringLiteral("detail"), s.isExtra() ? tr("extra section") : s.id},
                               {QStringLiteral("kind"), s.isExtra() ? 15 : 3}, // String, Namespace
                               {QStringLiteral("range"), rangeJson(whole)},
                               {QStringLiteral("selectionRange"), rangeJson(heading)}});
    }
    return out;
}

QJsonValue LspServer::codeLenses(Document *doc)
{
    checkNow(doc);
    const DraftCheck &check = doc->check;
    if (!check.isDraft() || check.parseError())
        return QJsonArray();
    const GateStatus &gate = check.gate();
    const int passed = int(std::count_if(gate.inputs.cbegin(), gate.inputs.cend(),
                                         [](const GateInputResult &r) { return r.passed; }));
    QString title;
    if (gate.passed) {
        title = tr("Gate %1/%2: passed, ready to export").arg(passed).arg(gate.inputs.size());
    } else {
        const QStringList messages = gate.messages();
        QString first = messages.value(0);
        if (first.size() > 120)
            first = first.left(119) + QChar(0x2026);
        title = tr("Gate %1/%2: %3").arg(passed).arg(gate.inputs.size()).arg(first);
    }
    const Span top = wholeLine(doc->buffer, 0);
    return QJsonArray{QJsonObject{
        {QStringLiteral("range"), rangeJson({top.from, top.from})},
        {QStringLiteral("command"), QJsonObject{{QStringLiteral("title"), title},
                                                {QStringLiteral("command"), QStringLiteral("postmortem-editor.gate")}}}}};
}

QJsonValue LspServer::formatting(Document *doc, const QJsonValue &id, bool *failed)
{
    const QString &text = doc->buffer.text();
    const Expected<PostMortem> parsed = DraftFormat::parse(text.toUtf8());
    if (!parsed) {
        *failed = true;
        replyError(id, InternalError, tr("Cannot format: %1").arg(parsed.error().toString()));
        return {};
    }
    if (!looksLikeDraft(parsed.value()))
        return QJsonArray(); // other Markdown is not the editor's to rewrite
    const QString canonical = QString::fromUtf8(DraftFormat::canonical(parsed.value()));
    if (canonical == text)
        return QJsonArray();
    const Position end = doc->buffer.positionOf(int(text.size()));
    return QJsonArray{textEdit({{0, 0}, end}, canonical)};
}

} // namespace pm::lsp
