#include "frontmatter.h"

#include "utf8text.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>

#include <yaml-cpp/yaml.h>

#include <string>
#include <utility>

namespace pm::FrontMatter {

namespace {

QString qs(const std::string &s)
{
    return detail::decodeUtf8(s.data(), int(s.size()));
}

struct Reader
{
    QString fileName;
    int firstLine = 1;
    std::optional<InputError> error;

    int lineOf(const YAML::Node &node) const
    {
        const YAML::Mark m = node.Mark();
        return m.line >= 0 ? firstLine + m.line : firstLine;
    }
    bool fail(const YAML::Node &node, const QString &message)
    {
        if (!error)
            error = InputError{fileName, lineOf(node), message};
        return false;
    }

    bool scalar(const YAML::Node &node, const QString &key, QString *out)
    {
        if (!node || node.IsNull()) {
            out->clear();
            return true;
        }
        if (!node.IsScalar())
            return fail(node, QCoreApplication::translate("pm::DraftFormat", "'%1' must be text, not a list or a mapping").arg(key));
        *out = qs(node.Scalar());
        return true;
    }
    bool boolean(const YAML::Node &node, const QString &key, bool *out)
    {
        if (!node || node.IsNull()) {
            *out = false;
            return true;
        }
        bool value = false;
        if (!node.IsScalar() || !YAML::convert<bool>::decode(node, value))
            return fail(node, QCoreApplication::translate("pm::DraftFormat", "'%1' must be true or false, not '%2'")
                                  .arg(key, node.IsScalar() ? qs(node.Scalar()) : QString()));
        *out = value;
        return true;
    }
    bool list(const YAML::Node &node, const QString &key, QStringList *out)
    {
        out->clear();
        if (!node || node.IsNull())
            return true;
        if (node.IsScalar()) {
            const QString v = qs(node.Scalar()).trimmed();
            if (!v.isEmpty())
                out->append(v);
            return true;
        }
        if (!node.IsSequence())
            return fail(node, QCoreApplication::translate("pm::DraftFormat", "'%1' must be a list").arg(key));
        for (const YAML::Node &item : node) {
            if (!item.IsScalar())
                return fail(item, QCoreApplication::translate("pm::DraftFormat", "every entry of '%1' must be text").arg(key));
            out->append(qs(item.Scalar()));
        }
        return true;
    }
    // One of a fixed set of words; empty means the default.
    bool choice(const YAML::Node &node, const QString &key, const QStringList &allowed,
                const QString &fallback, QString *out)
    {
        QString v;
        if (!scalar(node, key, &v))
            return false;
        v = v.trimmed().toLower();
        if (v.isEmpty()) {
            *out = fallback;
            return true;
        }
        if (!allowed.contains(v))
            return fail(node, QCoreApplication::translate("pm::DraftFormat", "'%1' must be one of %2, not '%3'")
                                  .arg(key, allowed.join(QStringLiteral(", ")), v));
        *out = v;
        return true;
    }
    // A whole number of at least 1; empty means the default.
    bool count(const YAML::Node &node, const QString &key, int fallback, int *out)
    {
        QString text;
        if (!scalar(node, key, &text))
            return false;
        text = text.trimmed();
        bool ok = false;
        const int n = text.toInt(&ok);
        if (text.isEmpty())
            *out = fallback;
        else if (!ok || n < 1)
            return fail(node, QCoreApplication::translate("pm::DraftFormat", "'%1' must be a whole number of at least 1, not '%2'").arg(key, text));
        else
            *out = n;
        return true;
    }
    bool mapping(const YAML::Node &node, const QString &message)
    {
        return node.IsMap() || fail(node, message);
    }
};

// yaml-cpp quietly ends a quoted scalar at the end of the input, and keeps the last of
// two equal keys: both would be silent misreadings, so the tree is checked against the
// text for them. Iterative, so a deeply nested value cannot exhaust the stack.
void checkTree(const YAML::Node &root, const QByteArray &yaml, Reader *r)
{
    auto quoteClosed = [&yaml](const YAML::Node &node) {
        const int at = node.Mark().pos;
        if (at < 0 || at >= yaml.size())
            return true;
        const char quote = yaml.at(at);
        if (quote != '"' && quote != '\'')
            return true;
        for (int i = at + 1; i < yaml.size(); ++i) {
            const char c = yaml.at(i);
            if (quote == '"' && c == '\\')
                ++i;
            else if (c == quote && quote == '\'' && i + 1 < yaml.size() && yaml.at(i + 1) == '\'')
                ++i;
            else if (c == quote)
                return true;
        }
        return false;
    };
    // Aliases share nodes, so a few lines can stand for billions of values ("billion
    // laughs"); no front matter of a draft has anywhere near this many.
    constexpr int MaxValues = 100000;
    int visited = 0;
    QList<YAML::Node> pending{root};
    while (!pending.isEmpty() && !r->error) {
        const YAML::Node node = pending.takeLast();
        if (++visited > MaxValues) {
            r->fail(node, QCoreApplication::translate("pm::DraftFormat", "the front matter holds more than %1 values (YAML aliases that repeat each other?)")
                              .arg(MaxValues));
            break;
        }
        if (node.IsScalar()) {
            if (!quoteClosed(node))
                r->fail(node, QCoreApplication::translate("pm::DraftFormat", "a quoted value is never closed: add the closing quote"));
        } else if (node.IsSequence()) {
            for (const YAML::Node &item : node)
                pending.append(item);
        } else if (node.IsMap()) {
            QHash<QString, int> lines;
            for (const auto &kv : node) {
                pending.append(kv.first);
                pending.append(kv.second);
                if (!kv.first.IsScalar())
                    continue;
                const QString key = qs(kv.first.Scalar());
                const int line = r->lineOf(kv.first);
                if (lines.contains(key)) {
                    r->fail(kv.first, QCoreApplication::translate("pm::DraftFormat", "the key '%1' appears twice, on lines %2 and %3; keep one")
                                          .arg(key)
                                          .arg(lines.value(key))
                                          .arg(line));
                    break;
                }
                lines.insert(key, line);
            }
        }
    }
}

// A value other YAML readers would take for a boolean, a number or null unless quoted.
bool looksTyped(const QString &s)
{
    static const QRegularExpression reserved(QStringLiteral(
                                                 "^(?:true|false|yes|no|on|off|y|n|null|~|[-+]?[0-9][0-9_.eE+\\-:]*|0x[0-9a-f]+|0o[0-7]+|[-+]?\\.inf|\\.nan)$"),
                                             QRegularExpression::CaseInsensitiveOption);
    return reserved.match(s).hasMatch();
}

// One scalar as YAML: plain where that reads back as the same text, quoted otherwise.
// yaml-cpp's emitter knows the quoting rules (flow indicators, ": ", " #", ...); typed-
// looking words are quoted on top so that they stay text for every reader.
void put(YAML::Emitter &e, const QString &s)
{
    if (s.isEmpty() || looksTyped(s) || s.trimmed() != s)
        e << YAML::DoubleQuoted;
    e << s.toStdString();
}

QByteArray emitted(const YAML::Emitter &e)
{
    return QByteArray(e.c_str(), int(e.size()));
}

QByteArray scalarText(const QString &s)
{
    YAML::Emitter e;
    put(e, s);
    return emitted(e);
}

QByteArray quotedText(const QString &s)
{
    YAML::Emitter e;
    e << YAML::DoubleQuoted << s.toStdString();
    return emitted(e);
}

QByteArray flowList(const QStringList &items)
{
    YAML::Emitter e;
    e << YAML::Flow << YAML::BeginSeq;
    for (const QString &item : items)
        put(e, item);
    e << YAML::EndSeq;
    return emitted(e);
}

// "key: value\n", or a literal block for multi-line text, at the given indent.
QByteArray keyValue(const QByteArray &indent, const char *key, const QString &value)
{
    QByteArray out = indent + key + ':';
    if (!value.contains(QLatin1Char('\n')))
        return out + ' ' + scalarText(value) + '\n';
    const bool trailingNewline = value.endsWith(QLatin1Char('\n'));
    const QString body = trailingNewline ? value.left(value.size() - 1) : value;
    const QStringList lines = body.split(QLatin1Char('\n'));
    // A literal block takes its indentation from the first non-empty line, and cannot
    // hold trailing blank lines, tabs at the start or a carriage return cleanly; a
    // quoted string can hold anything.
    QString firstNonEmpty;
    bool plainLines = true;
    for (const QString &line : lines) {
        if (firstNonEmpty.isEmpty() && !line.isEmpty())
            firstNonEmpty = line;
        if (line.startsWith(QLatin1Char('\t')) || (line.trimmed().isEmpty() && !line.isEmpty()))
            plainLines = false;
    }
    if (firstNonEmpty.isEmpty() || firstNonEmpty.startsWith(QLatin1Char(' '))
        || lines.first().isEmpty() || body.endsWith(QLatin1Char('\n'))
        || body.contains(QLatin1Char('\r')) || !plainLines) {
        return out + ' ' + quotedText(value) + '\n';
    }
    out += trailingNewline ? " |\n" : " |-\n";
    for (const QString &line : lines) {
        if (line.isEmpty())
            out += '\n';
        else
            out += indent + "  " + line.toUtf8() + '\n';
    }
    return out;
}

QByteArray boolText(bool b)
{
    return b ? QByteArrayLiteral("true") : QByteArrayLiteral("false");
}

using Read = void (*)(Reader &, const YAML::Node &, PostMortem *);
using Write = QByteArray (*)(const PostMortem &);
using Same = bool (*)(const PostMortem &, const PostMortem &);

// One known front-matter key. Reading a key that is absent leaves the PostMortem's
// own default (the `defaultValue` column says which); a writer that returns nothing
// leaves the key out (optional keys at their default).
struct Key
{
    const char *name;
    const char *type;         // the value the key takes, as the design page names it
    const char *defaultValue; // what an absent or empty key means
    Read read;
    Write write;
    Same same;
};

const QList<Key> &keys()
{
    static const QList<Key> table = {
        {"title", "text", "", //
         [](Reader &r, const YAML::Node &v, PostMortem *pm) { r.scalar(v, QStringLiteral("title"), &pm->meta.title); },
         [](const PostMortem &pm) -> QByteArray { return keyValue({}, "title", pm.meta.title); },
         [](const PostMortem &a, const PostMortem &b) { return a.meta.title == b.meta.title; }},
        {"ticket", "text", "",
         [](Reader &r, const YAML::Node &v, PostMortem *pm) {
             if (r.scalar(v, QStringLiteral("ticket"), &pm->meta.ticket))
                 pm->meta.ticket = pm->meta.ticket.trimmed();
         },
         [](const PostMortem &pm) -> QByteArray { return keyValue({}, "ticket", pm.meta.ticket); },
         [](const PostMortem &a, const PostMortem &b) { return a.meta.ticket == b.meta.ticket; }},
        {"owner", "text", "",
         [](Reader &r, const YAML::Node &v, PostMortem *pm) { r.scalar(v, QStringLiteral("owner"), &pm->meta.owner); },
         [](const PostMortem &pm) -> QByteArray { return keyValue({}, "owner", pm.meta.owner); },
         [](const PostMortem &a, const PostMortem &b) { return a.meta.owner == b.meta.owner; }},
        {"refs", "list of text", "[]",
         [](Reader &r, const YAML::Node &v, PostMortem *pm) { r.list(v, QStringLiteral("refs"), &pm->meta.refs); },
         [](const PostMortem &pm) -> QByteArray {
             if (pm.meta.refs.isEmpty())
                 return QByteArrayLiteral("refs: []\n");
             QByteArray out = "refs:\n";
             for (const QString &ref : pm.meta.refs)
                 out += "  - " + scalarText(ref) + '\n';
             return out;
         },
         [](const PostMortem &a, const PostMortem &b) { return a.meta.refs == b.meta.refs; }},
        {"language", "en | zh", "en (or zh when the section headings are Chinese)",
         [](Reader &r, const YAML::Node &v, PostMortem *pm) {
             pm->source.languageKey = true;
             r.choice(v, QStringLiteral("language"), {QStringLiteral("en"), QStringLiteral("zh")},
                      QStringLiteral("en"), &pm->meta.language);
         },
         [](const PostMortem &pm) -> QByteArray { return keyValue({}, "language", pm.meta.language); },
         [](const PostMortem &a, const PostMortem &b) { return a.meta.language == b.meta.language; }},
        {"destination", "jira | pr | docs | wiki", "jira",
         [](Reader &r, const YAML::Node &v, PostMortem *pm) {
             r.choice(v, QStringLiteral("destination"),
                      {QStringLiteral("jira"), QStringLiteral("pr"), QStringLiteral("docs"), QStringLiteral("wiki")},
                      QStringLiteral("jira"), &pm->meta.destination);
         },
         [](const PostMortem &pm) -> QByteArray { return keyValue({}, "destination", pm.meta.destination); },
         [](const PostMortem &a, const PostMortem &b) { return a.meta.destination == b.meta.destination; }},
        {"gate", "{repro, root_cause, fix, verified}", "all missing, root_cause unknown",
         [](Reader &r, const YAML::Node &v, PostMortem *pm) {
             if (v.IsNull() || !r.mapping(v, QCoreApplication::translate("pm::DraftFormat", "'gate' must be a mapping (repro, root_cause, fix, verified)")))
                 return;
             r.scalar(v["repro"], QStringLiteral("gate.repro"), &pm->gate.repro);
             r.scalar(v["fix"], QStringLiteral("gate.fix"), &pm->gate.fix);
             r.scalar(v["verified"], QStringLiteral("gate.verified"), &pm->gate.verified);
             QString rc;
             if (r.scalar(v["root_cause"], QStringLiteral("gate.root_cause"), &rc)
                 && !parseRootCauseState(rc, &pm->gate.rootCause)) {
                 r.fail(v["root_cause"],
                        QCoreApplication::translate("pm::DraftFormat", "'gate.root_cause' must be confirmed, hypothesis or unknown, not '%1'").arg(rc));
             }
         },
         // clang-format off
         [](const PostMortem &pm) -> QByteArray {
             return "gate:\n" + keyValue("  ", "repro", pm.gate.repro)
                 + "  root_cause: " + rootCauseStateName(pm.gate.rootCause).toUtf8() + '\n'
                 + keyValue("  ", "fix", pm.gate.fix) + keyValue("  ", "verified", pm.gate.verified);
         },
         // clang-format on
         [](const PostMortem &a, const PostMortem &b) { return a.gate == b.gate; }},
        {"scope", "{customer_visible, trivial, override}", "all false",
         [](Reader &r, const YAML::Node &v, PostMortem *pm) {
             if (v.IsNull() || !r.mapping(v, QCoreApplication::translate("pm::DraftFormat", "'scope' must be a mapping (customer_visible, trivial, override)")))
                 return;
             r.boolean(v["customer_visible"], QStringLiteral("scope.customer_visible"), &pm->scope.customerVisible);
             r.boolean(v["trivial"], QStringLiteral("scope.trivial"), &pm->scope.trivial);
             r.boolean(v["override"], QStringLiteral("scope.override"), &pm->scope.override);
         },
         [](const PostMortem &pm) -> QByteArray {
             return "scope:\n  customer_visible: " + boolText(pm.scope.customerVisible)
                    + "\n  trivial: " + boolText(pm.scope.trivial)
                    + "\n  override: " + boolText(pm.scope.override) + '\n';
         },
         [](const PostMortem &a, const PostMortem &b) { return a.scope == b.scope; }},
        {"revision", "whole number >= 1", "1",
         [](Reader &r, const YAML::Node &v, PostMortem *pm) { r.count(v, QStringLiteral("revision"), 1, &pm->meta.revision); },
         [](const PostMortem &pm) -> QByteArray { return "revision: " + QByteArray::number(pm.meta.revision) + '\n'; },
         [](const PostMortem &a, const PostMortem &b) { return a.meta.revision == b.meta.revision; }},
        {"lint", "{disable: [rule ids]}", "nothing disabled (key left out)",
         [](Reader &r, const YAML::Node &v, PostMortem *pm) {
             if (v.IsNull() || !r.mapping(v, QCoreApplication::translate("pm::DraftFormat", "'lint' must be a mapping, e.g. lint: {disable: [passive-voice]}")))
                 return;
             r.list(v["disable"], QStringLiteral("lint.disable"), &pm->lintDisabled);
         },
         [](const PostMortem &pm) -> QByteArray {
             return pm.lintDisabled.isEmpty() ? QByteArray()
                                              : "lint:\n  disable: " + flowList(pm.lintDisabled) + '\n';
         },
         [](const PostMortem &a, const PostMortem &b) { return a.lintDisabled == b.lintDisabled; }},
        {"id", "text (a UUID)", "none (key left out)",
         [](Reader &r, const YAML::Node &v, PostMortem *pm) {
             if (r.scalar(v, QStringLiteral("id"), &pm->draftId))
                 pm->draftId = pm->draftId.trimmed();
         },
         [](const PostMortem &pm) -> QByteArray { return pm.draftId.isEmpty() ? QByteArray() : keyValue({}, "id", pm.draftId); },
         [](const PostMortem &a, const PostMortem &b) { return a.draftId == b.draftId; }},
        {"visibility", "{type: role | group, value}", "no restriction (key left out)",
         [](Reader &r, const YAML::Node &v, PostMortem *pm) {
             if (v.IsNull() || !r.mapping(v, QCoreApplication::translate("pm::DraftFormat", "'visibility' must be a mapping, e.g. visibility: {type: role, value: Developers}")))
                 return;
             QString type;
             QString value;
             if (!r.scalar(v["type"], QStringLiteral("visibility.type"), &type)
                 || !r.scalar(v["value"], QStringLiteral("visibility.value"), &value))
                 return;
             type = type.trimmed().toLower();
             value = value.trimmed();
             const Visibility visibility{type, value};
             const QString problem = visibility.problem();
             if (problem.isEmpty())
                 pm->visibility = visibility;
             else // at the key that is wrong: a missing name is the mapping's fault
                 r.fail(v["type"] && !value.isEmpty() ? v["type"] : v, problem);
         },
         [](const PostMortem &pm) -> QByteArray {
             if (pm.visibility == Visibility())
                 return QByteArray();
             return "visibility:\n" + keyValue("  ", "type", pm.visibility.type)
                    + keyValue("  ", "value", pm.visibility.value);
         },
         [](const PostMortem &a, const PostMortem &b) { return a.visibility == b.visibility; }},
        {"published", "{comment_ids: [text], url, revision, at}", "never published (key left out)",
         [](Reader &r, const YAML::Node &v, PostMortem *pm) {
             if (v.IsNull() || !r.mapping(v, QCoreApplication::translate("pm::DraftFormat", "'published' must be a mapping (comment_ids, url, revision, at)")))
                 return;
             r.list(v["comment_ids"], QStringLiteral("published.comment_ids"), &pm->published.commentIds);
             r.scalar(v["url"], QStringLiteral("published.url"), &pm->published.url);
             r.scalar(v["at"], QStringLiteral("published.at"), &pm->published.at);
             r.count(v["revision"], QStringLiteral("published.revision"), 0, &pm->published.revision);
         },
         [](const PostMortem &pm) -> QByteArray {
             if (pm.published == Published())
                 return QByteArray();
             QByteArray out = "published:\n  comment_ids: " + flowList(pm.published.commentIds) + '\n'
                              + keyValue("  ", "url", pm.published.url);
             if (pm.published.revision > 0)
                 out += "  revision: " + QByteArray::number(pm.published.revision) + '\n';
             return out + keyValue("  ", "at", pm.published.at);
         },
         [](const PostMortem &a, const PostMortem &b) { return a.published == b.published; }},
    };
    return table;
}

const Key *findKey(const QString &name)
{
    for (const Key &k : keys()) {
        if (name == QLatin1String(k.name))
            return &k;
    }
    return nullptr;
}

// The values as read, as a PostMortem, so one comparison serves edits and read-backs.
PostMortem asRead(const PostMortem &pm)
{
    PostMortem read;
    read.meta = pm.source.meta;
    read.gate = pm.source.gate;
    read.scope = pm.source.scope;
    read.lintDisabled = pm.source.lintDisabled;
    read.draftId = pm.source.draftId;
    read.visibility = pm.source.visibility;
    read.published = pm.source.published;
    return read;
}

// Lines that keep their endings (LF, CRLF or a lone CR).
QList<QByteArray> splitLines(const QByteArray &raw)
{
    QList<QByteArray> lines;
    int start = 0;
    for (int i = 0; i < raw.size(); ++i) {
        if (raw.at(i) == '\r' && i + 1 < raw.size() && raw.at(i + 1) == '\n')
            ++i;
        else if (raw.at(i) != '\n' && raw.at(i) != '\r')
            continue;
        lines.append(raw.mid(start, i + 1 - start));
        start = i + 1;
    }
    if (start < raw.size())
        lines.append(raw.mid(start));
    return lines;
}

QByteArray withEol(const QByteArray &lfText, const QByteArray &eol)
{
    if (eol == "\n")
        return lfText;
    QByteArray out = lfText;
    out.replace('\n', eol);
    return out;
}

} // namespace

const QStringList &knownKeys()
{
    static const QStringList names = [] {
        QStringList out;
        for (const Key &k : keys())
            out.append(QString::fromLatin1(k.name));
        return out;
    }();
    return names;
}

namespace {

// Whether a "key: value" line has text after its value's closing quote
// (title: "abc" more), which no YAML value can have.
bool textAfterClosingQuote(const QByteArray &line)
{
    qsizetype i = line.indexOf(": ");
    if (i < 0)
        return false;
    i += 2;
    while (i < line.size() && line.at(i) == ' ')
        ++i;
    if (i >= line.size() || (line.at(i) != '"' && line.at(i) != '\''))
        return false;
    const char quote = line.at(i);
    for (++i; i < line.size(); ++i) {
        if (quote == '"' && line.at(i) == '\\') {
            ++i;
        } else if (line.at(i) == quote) {
            if (quote == '\'' && i + 1 < line.size() && line.at(i + 1) == '\'') {
                ++i;
                continue;
            }
            const QByteArray rest = line.mid(i + 1).trimmed();
            return !rest.isEmpty() && !rest.startsWith('#');
        }
    }
    return false;
}

// yaml-cpp's words are a parser's ("end of map not found"): the message says what to
// change, with yaml-cpp's words after it for whoever knows YAML.
QString yamlMistake(const std::string &what, const QByteArray &line)
{
    const QString yaml = qs(what);
    QString advice;
    if (yaml.startsWith(QLatin1String("end of map not found"))) {
        advice = textAfterClosingQuote(line) ? QCoreApplication::translate("pm::DraftFormat", "there is text after the closing quote: put the whole value inside the quotes")
                                             : QCoreApplication::translate("pm::DraftFormat", "this line does not read as \"key: value\" under the keys above it");
    } else if (yaml.startsWith(QLatin1String("illegal map value"))) {
        advice = QCoreApplication::translate("pm::DraftFormat", "a value holds \": \", or a line is indented deeper than its key: put the value in quotes, or indent the line like the keys above");
    } else if (yaml.startsWith(QLatin1String("end of sequence flow not found"))) {
        advice = QCoreApplication::translate("pm::DraftFormat", "a list opened with '[' is never closed with ']'");
    } else if (yaml.startsWith(QLatin1String("end of map flow not found"))) {
        advice = QCoreApplication::translate("pm::DraftFormat", "a value opened with '{' is never closed with '}': put the value in quotes");
    } else if (yaml.startsWith(QLatin1String("illegal tab when looking for indentation"))) {
        advice = QCoreApplication::translate("pm::DraftFormat", "a tab indents this line: indent the front matter with spaces only");
    } else if (yaml.startsWith(QLatin1String("unknown escape character"))) {
        advice = QCoreApplication::translate("pm::DraftFormat", "a backslash inside double quotes starts an escape: write \\\\ for a backslash, or use single quotes");
    } else if (yaml.startsWith(QLatin1String("the referenced anchor is not defined"))) { // yaml-cpp 0.8 adds ": name"
        advice = QCoreApplication::translate("pm::DraftFormat", "a value that starts with '*' is a YAML reference: put the value in quotes");
    }
    if (advice.isEmpty())
        return QCoreApplication::translate("pm::DraftFormat", "invalid YAML in the front matter: %1").arg(yaml);
    //: %1: what to change; %2: the YAML parser's own words, left in English.
    return QCoreApplication::translate("pm::DraftFormat", "%1 (YAML: %2)").arg(advice, yaml);
}

} // namespace

std::optional<InputError> parse(const QByteArray &text, int firstLine, const QString &fileName,
                                PostMortem *pm)
{
    Reader r{fileName, firstLine, std::nullopt};
    // yaml-cpp knows LF and CRLF only; a lone CR (classic Mac OS) becomes LF, byte for
    // byte, so lines and offsets stay as on disk.
    QByteArray yaml = text;
    for (int i = 0; i < yaml.size(); ++i) {
        if (yaml.at(i) == '\r' && (i + 1 == yaml.size() || yaml.at(i + 1) != '\n'))
            yaml[i] = '\n';
    }
    YAML::Node root;
    try {
        root = YAML::Load(std::string(yaml.constData(), size_t(yaml.size())));
    } catch (const YAML::Exception &e) {
        // An unterminated construct is reported past the end; name the last YAML line.
        const int lastLine = firstLine + qMax(0, int(yaml.count('\n')) - 1);
        const int line = e.mark.line >= 0 ? qMin(firstLine + e.mark.line, lastLine) : firstLine;
        const QList<QByteArray> lines = yaml.split('\n');
        const int at = line - firstLine;
        return InputError{fileName, line, yamlMistake(e.msg, at >= 0 && at < lines.size() ? lines.at(at) : QByteArray())};
    }
    if (!root || root.IsNull())
        return std::nullopt;
    if (!root.IsMap())
        return InputError{fileName, firstLine, QCoreApplication::translate("pm::DraftFormat", "the front matter must be a mapping of keys to values")};

    try {
        checkTree(root, yaml, &r);
        for (const auto &kv : root) {
            if (r.error)
                break;
            if (!kv.first.IsScalar()) {
                r.fail(kv.first, QCoreApplication::translate("pm::DraftFormat", "front-matter keys must be plain text"));
                break;
            }
            const QString name = qs(kv.first.Scalar());
            if (const Key *key = findKey(name)) {
                key->read(r, kv.second, pm);
            } else {
                YAML::Emitter e;
                e << YAML::BeginMap << YAML::Key << kv.first << YAML::Value << kv.second << YAML::EndMap;
                pm->source.unknownKeys.append(qMakePair(name, emitted(e) + '\n'));
            }
        }
    } catch (const YAML::Exception &e) {
        const int line = e.mark.line >= 0 ? firstLine + e.mark.line : firstLine;
        return InputError{fileName, line, QCoreApplication::translate("pm::DraftFormat", "unreadable front matter: %1").arg(qs(e.msg))};
    }
    return r.error;
}

QByteArray emitKey(const PostMortem &pm, const QString &name)
{
    const Key *key = findKey(name);
    return key ? key->write(pm) : QByteArray();
}

bool changed(const PostMortem &pm)
{
    const PostMortem read = asRead(pm);
    for (const Key &k : keys()) {
        if (!k.same(pm, read))
            return true;
    }
    return false;
}

QByteArray update(const QByteArray &raw, const PostMortem &pm, const QByteArray &eol)
{
    const PostMortem read = asRead(pm);
    // Split into lines that keep their endings.
    QList<QByteArray> lines = splitLines(raw);
    if (lines.size() < 2)
        return raw;
    const QByteArray opening = lines.takeFirst();
    const QByteArray closing = lines.takeLast();

    auto topLevelKey = [](const QByteArray &line) -> QString {
        if (line.isEmpty() || line.at(0) == ' ' || line.at(0) == '\t' || line.at(0) == '#'
            || line.at(0) == '-' || line.at(0) == '\r' || line.at(0) == '\n')
            return QString();
        // A block key ends in ':' followed by a space, a tab or the end of the line;
        // "lint:x" is a key of its own (or none), not "lint".
        int colon = -1;
        for (int i = line.indexOf(':'); i > 0; i = line.indexOf(':', i + 1)) {
            const char next = i + 1 < line.size() ? line.at(i + 1) : '\n';
            if (next == ' ' || next == '\t' || next == '\r' || next == '\n') {
                colon = i;
                break;
            }
        }
        if (colon <= 0)
            return QString();
        QByteArray key = line.left(colon).trimmed();
        if (key.size() >= 2 && (key.startsWith('"') || key.startsWith('\'')))
            key = key.mid(1, key.size() - 2);
        return QString::fromUtf8(key);
    };

    QByteArray out = opening;
    QStringList seen;
    for (int i = 0; i < lines.size();) {
        const QString key = topLevelKey(lines.at(i));
        int end = i + 1;
        if (!key.isEmpty()) {
            // The value runs over indented lines, blank lines and column-0 list items.
            while (end < lines.size()) {
                const QByteArray &l = lines.at(end);
                const QByteArray t = l.trimmed();
                if (l.startsWith(' ') || l.startsWith('\t') || t.isEmpty() || l.startsWith("- ")
                    || t == "-")
                    ++end;
                else
                    break;
            }
            // Blank lines and comments at the end of a block belong to what follows.
            while (end > i + 1) {
                const QByteArray t = lines.at(end - 1).trimmed();
                if (t.isEmpty() || t.startsWith('#'))
                    --end;
                else
                    break;
            }
        }
        const Key *known = key.isEmpty() ? nullptr : findKey(key);
        if (known) {
            seen.append(key);
            if (!known->same(pm, read)) {
                // Keep a trailing comment on the key line ("ticket: X   # source ticket")
                // when the new value is a single line.
                QByteArray fresh = known->write(pm);
                const QByteArray first = lines.at(i);
                const int hash = first.indexOf(" #");
                if (end == i + 1 && fresh.count('\n') == 1 && hash > 0 && !first.contains('"')
                    && !first.contains('\'')) {
                    QByteArray comment = first.mid(hash);
                    while (comment.endsWith('\n') || comment.endsWith('\r'))
                        comment.chop(1);
                    fresh.chop(1);
                    const int pad = qMax(1, hash + 1 - int(fresh.size()));
                    fresh += QByteArray(pad, ' ') + comment.mid(1) + '\n';
                }
                out += withEol(fresh, eol);
                i = end;
                continue;
            }
        }
        for (int k = i; k < end; ++k)
            out += lines.at(k);
        i = end;
    }
    for (const Key &k : keys()) {
        if (!seen.contains(QLatin1String(k.name)) && !k.same(pm, read))
            out += withEol(k.write(pm), eol);
    }
    return out + closing;
}

bool readsBackAs(const QByteArray &block, const PostMortem &pm)
{
    // The YAML between the delimiter lines, read on its own.
    auto readBlock = [](const QByteArray &text, PostMortem *out) {
        QList<QByteArray> lines = splitLines(text);
        if (lines.size() < 2)
            return false;
        lines.removeFirst();
        lines.removeLast();
        return !parse(lines.join(), 2, QString(), out);
    };
    PostMortem probe;
    PostMortem before;
    if (!readBlock(block, &probe) || !readBlock(pm.source.frontMatterRaw, &before))
        return false;
    // Every key, edited or not: an edit that misread where a key ends (a quoted value
    // running over lines that look like keys) shows as a change to its neighbour. An
    // unedited key must read as the original block read (the language may come from
    // the headings rather than the block).
    const PostMortem read = asRead(pm);
    for (const Key &k : keys()) {
        if (!k.same(probe, k.same(pm, read) ? before : pm))
            return false;
    }
    // Keys the editor does not know must all still be there, unchanged.
    return probe.source.unknownKeys == pm.source.unknownKeys;
}

QByteArray canonical(const PostMortem &pm)
{
    QByteArray out = "---\n";
    for (const Key &k : keys())
        out += k.write(pm);
    for (const auto &unknown : pm.source.unknownKeys)
        out += unknown.second;
    return out + "---\n";
}

} // namespace pm::FrontMatter
