#include "frontmatter.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <yaml-cpp/yaml.h>

#include <string>

namespace pm::FrontMatter {

namespace {

QString qs(const std::string &s)
{
    return QString::fromUtf8(s.data(), int(s.size()));
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
    bool choice(const YAML::Node &node, const QString &key, const QStringList &allowed,
                QString *out)
    {
        QString v;
        if (!scalar(node, key, &v))
            return false;
        v = v.trimmed().toLower();
        if (v.isEmpty())
            return true; // keep the default
        if (!allowed.contains(v))
            return fail(node, QCoreApplication::translate("pm::DraftFormat", "'%1' must be one of %2, not '%3'")
                                  .arg(key, allowed.join(QStringLiteral(", ")), v));
        *out = v;
        return true;
    }
};

bool needsQuotes(const QString &s)
{
    if (s.isEmpty())
        return true;
    static const QRegularExpression special(QStringLiteral(
        "^[\\s\\-\\?:,\\[\\]\\{\\}#&\\*!\\|>'\"%@`]|: |\\s#|:$|\\s$|[\\x00-\\x1f\\x7f]"));
    if (special.match(s).hasMatch())
        return true;
    static const QRegularExpression reserved(QStringLiteral(
        "^(?:true|false|yes|no|on|off|y|n|null|~|[-+]?[0-9][0-9_.eE+\\-]*|0x[0-9a-f]+|\\.inf|\\.nan)$"),
        QRegularExpression::CaseInsensitiveOption);
    return reserved.match(s).hasMatch();
}

QByteArray quoted(const QString &s)
{
    QString out = QStringLiteral("\"");
    for (const QChar c : s) {
        switch (c.unicode()) {
        case '"': out += QStringLiteral("\\\""); break;
        case '\\': out += QStringLiteral("\\\\"); break;
        case '\n': out += QStringLiteral("\\n"); break;
        case '\t': out += QStringLiteral("\\t"); break;
        case '\r': out += QStringLiteral("\\r"); break;
        default:
            if (c.unicode() < 0x20)
                out += QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QLatin1Char('0'));
            else
                out += c;
        }
    }
    out += QLatin1Char('"');
    return out.toUtf8();
}

QByteArray scalarText(const QString &s)
{
    return needsQuotes(s) ? quoted(s) : s.toUtf8();
}

// "key: value\n", or a literal block for multi-line text, at the given indent.
QByteArray keyValue(const QByteArray &indent, const char *key, const QString &value)
{
    QByteArray out = indent + key + ':';
    if (value.contains(QLatin1Char('\n'))) {
        const bool trailingNewline = value.endsWith(QLatin1Char('\n'));
        QString body = trailingNewline ? value.left(value.size() - 1) : value;
        const QStringList lines = body.split(QLatin1Char('\n'));
        // A literal block takes its indentation from the first non-empty line, and cannot
        // hold trailing blank lines, tabs at the start or a carriage return cleanly; a
        // quoted string can hold anything.
        QString firstNonEmpty;
        for (const QString &line : lines) {
            if (!line.isEmpty()) {
                firstNonEmpty = line;
                break;
            }
        }
        bool plainLines = true;
        for (const QString &line : lines) {
            if (line.startsWith(QLatin1Char('\t')) || (line.trimmed().isEmpty() && !line.isEmpty()))
                plainLines = false;
        }
        if (firstNonEmpty.isEmpty() || firstNonEmpty.startsWith(QLatin1Char(' '))
            || lines.first().isEmpty() || body.endsWith(QLatin1Char('\n'))
            || body.contains(QLatin1Char('\r')) || !plainLines) {
            return out + ' ' + quoted(value) + '\n';
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
    return out + ' ' + scalarText(value) + '\n';
}

QByteArray boolText(bool b)
{
    return b ? QByteArrayLiteral("true") : QByteArrayLiteral("false");
}

} // namespace

const QStringList &knownKeys()
{
    static const QStringList keys = {
        QStringLiteral("title"),    QStringLiteral("ticket"),      QStringLiteral("owner"),
        QStringLiteral("refs"),     QStringLiteral("language"),    QStringLiteral("destination"),
        QStringLiteral("gate"),     QStringLiteral("scope"),       QStringLiteral("revision"),
        QStringLiteral("lint"),     QStringLiteral("id"),          QStringLiteral("visibility"),
        QStringLiteral("published"),
    };
    return keys;
}

std::optional<InputError> parse(const QByteArray &yaml, int firstLine, const QString &fileName,
                                PostMortem *pm)
{
    Reader r{fileName, firstLine, std::nullopt};
    YAML::Node root;
    try {
        root = YAML::Load(std::string(yaml.constData(), size_t(yaml.size())));
    } catch (const YAML::Exception &e) {
        // An unterminated construct is reported past the end; name the last YAML line.
        const int lastLine = firstLine + qMax(0, int(yaml.count('\n')) - 1);
        const int line = e.mark.line >= 0 ? qMin(firstLine + e.mark.line, lastLine) : firstLine;
        return InputError{fileName, line,
                          QCoreApplication::translate("pm::DraftFormat", "invalid YAML in the front matter: %1").arg(qs(e.msg))};
    }
    if (!root || root.IsNull())
        return std::nullopt;
    if (!root.IsMap())
        return InputError{fileName, firstLine,
                          QCoreApplication::translate("pm::DraftFormat", "the front matter must be a mapping of keys to values")};

    try {
        for (const auto &kv : root) {
            if (!kv.first.IsScalar()) {
                r.fail(kv.first, QCoreApplication::translate("pm::DraftFormat", "front-matter keys must be plain text"));
                break;
            }
            const QString key = qs(kv.first.Scalar());
            const YAML::Node &v = kv.second;
            if (key == QLatin1String("title")) {
                r.scalar(v, key, &pm->meta.title);
            } else if (key == QLatin1String("ticket")) {
                r.scalar(v, key, &pm->meta.ticket);
                pm->meta.ticket = pm->meta.ticket.trimmed();
            } else if (key == QLatin1String("owner")) {
                r.scalar(v, key, &pm->meta.owner);
            } else if (key == QLatin1String("refs")) {
                r.list(v, key, &pm->meta.refs);
            } else if (key == QLatin1String("language")) {
                pm->source.languageKey = true;
                r.choice(v, key, {QStringLiteral("en"), QStringLiteral("zh")},
                         &pm->meta.language);
            } else if (key == QLatin1String("destination")) {
                r.choice(v, key,
                         {QStringLiteral("jira"), QStringLiteral("pr"), QStringLiteral("docs"),
                          QStringLiteral("wiki")},
                         &pm->meta.destination);
            } else if (key == QLatin1String("revision")) {
                QString text;
                if (r.scalar(v, key, &text)) {
                    bool ok = false;
                    const int rev = text.trimmed().toInt(&ok);
                    if (text.trimmed().isEmpty())
                        pm->meta.revision = 1;
                    else if (!ok || rev < 1)
                        r.fail(v, QCoreApplication::translate("pm::DraftFormat", "'revision' must be a whole number of at least 1, not '%1'")
                                      .arg(text));
                    else
                        pm->meta.revision = rev;
                }
            } else if (key == QLatin1String("gate")) {
                if (v.IsNull())
                    continue;
                if (!v.IsMap()) {
                    r.fail(v, QCoreApplication::translate("pm::DraftFormat", "'gate' must be a mapping (repro, root_cause, fix, verified)"));
                    break;
                }
                r.scalar(v["repro"], QStringLiteral("gate.repro"), &pm->gate.repro);
                r.scalar(v["fix"], QStringLiteral("gate.fix"), &pm->gate.fix);
                r.scalar(v["verified"], QStringLiteral("gate.verified"), &pm->gate.verified);
                QString rc;
                if (r.scalar(v["root_cause"], QStringLiteral("gate.root_cause"), &rc)
                    && !parseRootCauseState(rc, &pm->gate.rootCause)) {
                    r.fail(v["root_cause"],
                           QCoreApplication::translate("pm::DraftFormat", "'gate.root_cause' must be confirmed, hypothesis or unknown, not '%1'")
                               .arg(rc));
                }
            } else if (key == QLatin1String("scope")) {
                if (v.IsNull())
                    continue;
                if (!v.IsMap()) {
                    r.fail(v, QCoreApplication::translate("pm::DraftFormat", "'scope' must be a mapping (customer_visible, trivial, override)"));
                    break;
                }
                r.boolean(v["customer_visible"], QStringLiteral("scope.customer_visible"),
                          &pm->scope.customerVisible);
                r.boolean(v["trivial"], QStringLiteral("scope.trivial"), &pm->scope.trivial);
                r.boolean(v["override"], QStringLiteral("scope.override"), &pm->scope.override);
            } else if (key == QLatin1String("lint")) {
                if (v.IsNull())
                    continue;
                if (!v.IsMap()) {
                    r.fail(v, QCoreApplication::translate("pm::DraftFormat", "'lint' must be a mapping, e.g. lint: {disable: [passive-voice]}"));
                    break;
                }
                r.list(v["disable"], QStringLiteral("lint.disable"), &pm->lintDisabled);
            } else if (key == QLatin1String("id")) {
                r.scalar(v, key, &pm->draftId);
                pm->draftId = pm->draftId.trimmed();
            } else if (key == QLatin1String("visibility")) {
                if (v.IsNull())
                    continue;
                if (!v.IsMap()) {
                    r.fail(v, QCoreApplication::translate("pm::DraftFormat", "'visibility' must be a mapping, e.g. visibility: {type: role, value: Developers}"));
                    break;
                }
                QString type;
                QString value;
                if (r.scalar(v["type"], QStringLiteral("visibility.type"), &type)
                    && r.scalar(v["value"], QStringLiteral("visibility.value"), &value)) {
                    type = type.trimmed().toLower();
                    value = value.trimmed();
                    if (type != QLatin1String("role") && type != QLatin1String("group")
                        && !(type.isEmpty() && value.isEmpty())) {
                        r.fail(v["type"] ? v["type"] : v,
                               QCoreApplication::translate("pm::DraftFormat", "'visibility.type' must be role or group, not '%1'").arg(type));
                    } else if (!type.isEmpty() && value.isEmpty()) {
                        r.fail(v, QCoreApplication::translate("pm::DraftFormat", "'visibility.value' must name the %1 that may see the comment").arg(type));
                    } else {
                        pm->visibility = Visibility{type, value};
                    }
                }
            } else if (key == QLatin1String("published")) {
                if (v.IsNull())
                    continue;
                if (!v.IsMap()) {
                    r.fail(v, QCoreApplication::translate("pm::DraftFormat", "'published' must be a mapping (comment_ids, url, revision, at)"));
                    break;
                }
                r.list(v["comment_ids"], QStringLiteral("published.comment_ids"), &pm->published.commentIds);
                r.scalar(v["url"], QStringLiteral("published.url"), &pm->published.url);
                r.scalar(v["at"], QStringLiteral("published.at"), &pm->published.at);
                QString text;
                if (r.scalar(v["revision"], QStringLiteral("published.revision"), &text)) {
                    bool ok = false;
                    const int rev = text.trimmed().toInt(&ok);
                    if (text.trimmed().isEmpty())
                        pm->published.revision = 0;
                    else if (!ok || rev < 1)
                        r.fail(v["revision"], QCoreApplication::translate("pm::DraftFormat", "'published.revision' must be a whole number of at least 1, not '%1'")
                                                  .arg(text));
                    else
                        pm->published.revision = rev;
                }
            } else {
                YAML::Emitter e;
                e << YAML::BeginMap << YAML::Key << kv.first << YAML::Value << v << YAML::EndMap;
                pm->source.unknownKeys.append(
                    qMakePair(key, QByteArray(e.c_str(), int(e.size())) + '\n'));
            }
            if (r.error)
                break;
        }
    } catch (const YAML::Exception &e) {
        const int line = e.mark.line >= 0 ? firstLine + e.mark.line : firstLine;
        return InputError{fileName, line, QCoreApplication::translate("pm::DraftFormat", "unreadable front matter: %1").arg(qs(e.msg))};
    }
    return r.error;
}

QByteArray emitKey(const PostMortem &pm, const QString &key)
{
    if (key == QLatin1String("title"))
        return keyValue({}, "title", pm.meta.title);
    if (key == QLatin1String("ticket"))
        return keyValue({}, "ticket", pm.meta.ticket);
    if (key == QLatin1String("owner"))
        return keyValue({}, "owner", pm.meta.owner);
    if (key == QLatin1String("refs")) {
        if (pm.meta.refs.isEmpty())
            return QByteArrayLiteral("refs: []\n");
        QByteArray out = "refs:\n";
        for (const QString &ref : pm.meta.refs)
            out += "  - " + scalarText(ref) + '\n';
        return out;
    }
    if (key == QLatin1String("language"))
        return keyValue({}, "language", pm.meta.language);
    if (key == QLatin1String("destination"))
        return keyValue({}, "destination", pm.meta.destination);
    if (key == QLatin1String("revision"))
        return "revision: " + QByteArray::number(pm.meta.revision) + '\n';
    if (key == QLatin1String("gate")) {
        return "gate:\n" + keyValue("  ", "repro", pm.gate.repro)
            + "  root_cause: " + rootCauseStateName(pm.gate.rootCause).toUtf8() + '\n'
            + keyValue("  ", "fix", pm.gate.fix) + keyValue("  ", "verified", pm.gate.verified);
    }
    if (key == QLatin1String("scope")) {
        return "scope:\n  customer_visible: " + boolText(pm.scope.customerVisible)
            + "\n  trivial: " + boolText(pm.scope.trivial)
            + "\n  override: " + boolText(pm.scope.override) + '\n';
    }
    if (key == QLatin1String("lint")) {
        QByteArray out = "lint:\n  disable: [";
        for (int i = 0; i < pm.lintDisabled.size(); ++i)
            out += (i ? ", " : "") + scalarText(pm.lintDisabled.at(i));
        return out + "]\n";
    }
    // The three optional records are absent, not empty, when unset.
    if (key == QLatin1String("id"))
        return pm.draftId.isEmpty() ? QByteArray() : keyValue({}, "id", pm.draftId);
    if (key == QLatin1String("visibility")) {
        if (pm.visibility == Visibility())
            return {};
        return "visibility:\n" + keyValue("  ", "type", pm.visibility.type)
            + keyValue("  ", "value", pm.visibility.value);
    }
    if (key == QLatin1String("published")) {
        if (pm.published == Published())
            return {};
        QByteArray out = "published:\n  comment_ids: [";
        for (int i = 0; i < pm.published.commentIds.size(); ++i)
            out += (i ? ", " : "") + quoted(pm.published.commentIds.at(i));
        out += "]\n" + keyValue("  ", "url", pm.published.url);
        if (pm.published.revision > 0)
            out += "  revision: " + QByteArray::number(pm.published.revision) + '\n';
        return out + keyValue("  ", "at", pm.published.at);
    }
    return {};
}

namespace {

bool keyChanged(const PostMortem &pm, const QString &key)
{
    const PostMortem::Source &s = pm.source;
    if (key == QLatin1String("title"))
        return pm.meta.title != s.meta.title;
    if (key == QLatin1String("ticket"))
        return pm.meta.ticket != s.meta.ticket;
    if (key == QLatin1String("owner"))
        return pm.meta.owner != s.meta.owner;
    if (key == QLatin1String("refs"))
        return pm.meta.refs != s.meta.refs;
    if (key == QLatin1String("language"))
        return pm.meta.language != s.meta.language;
    if (key == QLatin1String("destination"))
        return pm.meta.destination != s.meta.destination;
    if (key == QLatin1String("revision"))
        return pm.meta.revision != s.meta.revision;
    if (key == QLatin1String("gate"))
        return pm.gate != s.gate;
    if (key == QLatin1String("scope"))
        return pm.scope != s.scope;
    if (key == QLatin1String("lint"))
        return pm.lintDisabled != s.lintDisabled;
    if (key == QLatin1String("id"))
        return pm.draftId != s.draftId;
    if (key == QLatin1String("visibility"))
        return pm.visibility != s.visibility;
    if (key == QLatin1String("published"))
        return pm.published != s.published;
    return false;
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

QByteArray update(const QByteArray &raw, const PostMortem &pm, const QByteArray &eol)
{
    // Split into lines that keep their endings.
    QList<QByteArray> lines;
    int start = 0;
    while (start < raw.size()) {
        int nl = raw.indexOf('\n', start);
        int end = nl < 0 ? int(raw.size()) : nl + 1;
        lines.append(raw.mid(start, end - start));
        start = end;
    }
    if (lines.size() < 2)
        return raw;
    const QByteArray opening = lines.takeFirst();
    const QByteArray closing = lines.takeLast();

    auto topLevelKey = [](const QByteArray &line) -> QString {
        if (line.isEmpty() || line.at(0) == ' ' || line.at(0) == '\t' || line.at(0) == '#'
            || line.at(0) == '-' || line.at(0) == '\r' || line.at(0) == '\n')
            return QString();
        const int colon = line.indexOf(':');
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
        if (!key.isEmpty() && knownKeys().contains(key)) {
            seen.append(key);
            if (keyChanged(pm, key)) {
                // Keep a trailing comment on the key line ("ticket: X   # source ticket")
                // when the new value is a single line.
                QByteArray fresh = emitKey(pm, key);
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
    for (const QString &key : knownKeys()) {
        if (!seen.contains(key) && keyChanged(pm, key))
            out += withEol(emitKey(pm, key), eol);
    }
    return out + closing;
}

bool readsBackAs(const QByteArray &block, const PostMortem &pm)
{
    // Drop the delimiter lines.
    const int firstNewline = block.indexOf('\n');
    int lastStart = block.lastIndexOf('\n', block.size() - 2);
    if (firstNewline < 0 || lastStart < firstNewline)
        return false;
    const QByteArray yaml = block.mid(firstNewline + 1, lastStart - firstNewline);
    PostMortem probe;
    if (parse(yaml, 2, QString(), &probe))
        return false;
    for (const QString &key : knownKeys()) {
        if (!keyChanged(pm, key))
            continue;
        bool same = true;
        if (key == QLatin1String("title"))
            same = probe.meta.title == pm.meta.title;
        else if (key == QLatin1String("ticket"))
            same = probe.meta.ticket == pm.meta.ticket;
        else if (key == QLatin1String("owner"))
            same = probe.meta.owner == pm.meta.owner;
        else if (key == QLatin1String("refs"))
            same = probe.meta.refs == pm.meta.refs;
        else if (key == QLatin1String("language"))
            same = probe.meta.language == pm.meta.language;
        else if (key == QLatin1String("destination"))
            same = probe.meta.destination == pm.meta.destination;
        else if (key == QLatin1String("revision"))
            same = probe.meta.revision == pm.meta.revision;
        else if (key == QLatin1String("gate"))
            same = probe.gate == pm.gate;
        else if (key == QLatin1String("scope"))
            same = probe.scope == pm.scope;
        else if (key == QLatin1String("lint"))
            same = probe.lintDisabled == pm.lintDisabled;
        else if (key == QLatin1String("id"))
            same = probe.draftId == pm.draftId;
        else if (key == QLatin1String("visibility"))
            same = probe.visibility == pm.visibility;
        else if (key == QLatin1String("published"))
            same = probe.published == pm.published;
        if (!same)
            return false;
    }
    return true;
}

QByteArray canonical(const PostMortem &pm)
{
    QByteArray out = "---\n";
    for (const QString &key : knownKeys()) {
        if (key == QLatin1String("lint") && pm.lintDisabled.isEmpty())
            continue;
        out += emitKey(pm, key);
    }
    for (const auto &unknown : pm.source.unknownKeys)
        out += unknown.second;
    return out + "---\n";
}

} // namespace pm::FrontMatter
