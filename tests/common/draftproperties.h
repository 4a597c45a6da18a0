#pragma once

// The contract of the draft format as properties over any input, shared by the
// libFuzzer target (tests/fuzz/fuzz_draftparser.cpp) and the deterministic ctest run
// (tests/document/tst_draftproperties.cpp), so that what the fuzzer checks CI checks too.
//
//  1. parse either succeeds or fails with a message;
//  2. write(parse(x)) == x (lossless);
//  3. the canonical form parses again, and fmt(fmt(x)) == fmt(x);
//  4. fmt never changes a section's text, heading (extra sections) or metadata, and
//     keeps extra sections after the section they followed;
//  5. random front-matter and section edits, written and parsed again, give the edited
//     values back, and the bytes nobody edited stay as they were.

#include "draftformat.h"
#include "markdownscan.h"
#include "sectioncatalogue.h"

#include <QByteArray>
#include <QList>
#include <QRandomGenerator>
#include <QString>
#include <QStringList>

namespace pmtest {

// Deterministic seed for an input (qHash is randomised per process).
inline quint32 seedFor(const QByteArray &bytes)
{
    quint32 h = 2166136261u;
    for (const char c : bytes)
        h = (h ^ quint8(c)) * 16777619u;
    return h;
}

// Trailing spaces, tabs and line breaks dropped (a vertical tab or a no-break space is
// text to Markdown, and stays), unless the Markdown scanner reads the text differently
// without the last line's spaces and tabs (md4c 0.4.8: "T" over "=\t" is a paragraph,
// over "=" a heading): then only the trailing blank lines go.
inline QString chopTrailingBlanks(const QString &text)
{
    auto blank = [](QChar c) {
        return c == QLatin1Char(' ') || c == QLatin1Char('\t') || c == QLatin1Char('\n') || c == QLatin1Char('\r');
    };
    QString t = text;
    while (!t.isEmpty() && blank(t.back()))
        t.chop(1);
    int lineEnd = int(t.size());
    while (lineEnd < text.size() && text.at(lineEnd) != QLatin1Char('\n') && text.at(lineEnd) != QLatin1Char('\r'))
        ++lineEnd;
    const QString kept = text.left(lineEnd);
    if (kept == t)
        return t;
    const pm::markdown::MarkdownScan a = pm::markdown::scanMarkdown(t);
    const pm::markdown::MarkdownScan b = pm::markdown::scanMarkdown(kept);
    bool same = a.blocks.size() == b.blocks.size();
    for (std::size_t i = 0; same && i < a.blocks.size(); ++i) {
        const pm::markdown::ScanBlock &x = a.blocks[i], &y = b.blocks[i];
        same = x.type == y.type && x.level == y.level && x.depth == y.depth && x.closed == y.closed
               && x.firstLine == y.firstLine && x.lastLine == y.lastLine;
    }
    return same ? t : kept;
}

// A section's text as the canonical form writes it: trailing blanks dropped, an open
// fence or HTML block closed. fmt is allowed exactly this, and nothing more.
inline QString canonicalText(const QString &text)
{
    return chopTrailingBlanks(pm::DraftFormat::closeOpenBlocks(chopTrailingBlanks(text)));
}

// The body in the seed's order as (kind, heading, text) lines for comparison.
inline QStringList bodyOutline(const pm::PostMortem &pm, bool normalise)
{
    QStringList out;
    for (const pm::Section &s : pm.sectionsInSeedOrder()) {
        const QString text = normalise ? canonicalText(s.text) : s.text;
        out.append(s.isExtra() ? QStringLiteral("extra «%1»: «%2»").arg(s.heading, text)
                               : QStringLiteral("%1: «%2»").arg(s.id, text));
    }
    return out;
}

class ValueMaker
{
public:
    explicit ValueMaker(quint32 seed)
        : m_rng(seed)
    {
    }

    int below(int n) { return n <= 0 ? 0 : int(m_rng.bounded(quint32(n))); }
    bool coin() { return below(2) == 1; }

    // One line of text made of pieces that YAML and Markdown treat specially.
    QString line()
    {
        // clang-format off
        static const char *const pieces[] = {
            "x]", "a,b", "[x", "{y}", "#", " #c", ": ", "key: value", "- dash", "? q", "yes", "no",
            "null", "~", "12345", "0x1f", "1e3", "\"", "'", "\\", "!tag", "&anchor", "*alias", "|",
            ">", "%", "@", "`", "org/repo#5751", "CDN-4821", "https://x.example/a?b=1#c",
            "\xE7\x8E\x8B\xE6\x95\x8F", "\xF0\x9F\x98\x80", "\t", "  ", "---", "...", "word",
            "two words", "\xE2\x80\xA8", "\xC2\x85", "\xEF\xBB\xBF", ",", "]", "}",
        };
        // clang-format on
        const int n = 1 + below(4);
        QString out;
        for (int i = 0; i < n; ++i)
            out += QString::fromUtf8(pieces[below(int(sizeof pieces / sizeof *pieces))]);
        return out;
    }
    // Text as a single-line field holds it (the GUI's line edits): no line breaks,
    // no surrounding whitespace for the fields the reader trims.
    QString field(bool trimmed)
    {
        QString v = line();
        return trimmed ? v.trimmed() : v;
    }
    QString multiline()
    {
        QStringList lines;
        const int n = below(5);
        for (int i = 0; i < n; ++i)
            lines.append(below(4) == 0 ? QString() : line());
        QString v = lines.join(QLatin1Char('\n'));
        if (coin())
            v += QLatin1Char('\n');
        return v;
    }
    QStringList list(bool trimmed)
    {
        QStringList out;
        const int n = below(4);
        for (int i = 0; i < n; ++i)
            out.append(field(trimmed));
        return out;
    }
    // Section text made of lines that cannot start a heading of their own.
    QString sectionText()
    {
        // clang-format off
        static const char *const lines[] = {
            "Plain words about the fault.", "`cache::compact()` returned early *twice*.",
            "- a list item", "1. a numbered step", "> a quoted log line", "```sh", "~~~",
            "| a | b |", "    indented code", "", "\xE6\xA0\xB9\xE5\x9B\xA0\xE5\x9C\xA8\xE8\xBF\x99\xE9\x87\x8C\xE3\x80\x82",
            "trailing spaces   ", "<!-- a comment -->",
        };
        // clang-format on
        QStringList out;
        const int n = 1 + below(5);
        for (int i = 0; i < n; ++i)
            out.append(QString::fromUtf8(lines[below(int(sizeof lines / sizeof *lines))]));
        return out.join(QLatin1Char('\n'));
    }

private:
    QRandomGenerator m_rng;
};

// Applies 1..4 random front-matter edits; returns a description for failure messages.
inline QString editFrontMatter(pm::PostMortem *pm, ValueMaker &v)
{
    QStringList done;
    const int n = 1 + v.below(4);
    for (int i = 0; i < n; ++i) {
        switch (v.below(14)) {
        case 0:
            pm->meta.title = v.field(true);
            done << QStringLiteral("title");
            break;
        case 1:
            pm->meta.ticket = v.field(true);
            done << QStringLiteral("ticket");
            break;
        case 2:
            pm->meta.owner = v.field(false);
            done << QStringLiteral("owner");
            break;
        case 3:
            pm->meta.refs = v.list(false);
            done << QStringLiteral("refs");
            break;
        case 4:
            pm->meta.language = v.coin() ? QStringLiteral("en") : QStringLiteral("zh");
            done << QStringLiteral("language");
            break;
        case 5:
            pm->meta.destination = QStringList{QStringLiteral("jira"), QStringLiteral("pr"), QStringLiteral("docs"), QStringLiteral("wiki")}.at(v.below(4));
            done << QStringLiteral("destination");
            break;
        case 6:
            pm->meta.revision = 1 + v.below(1000);
            done << QStringLiteral("revision");
            break;
        case 7:
            pm->gate.repro = v.multiline();
            pm->gate.verified = v.multiline();
            pm->gate.fix = v.field(false);
            pm->gate.rootCause = pm::RootCauseState(v.below(3));
            done << QStringLiteral("gate");
            break;
        case 8:
            pm->scope.customerVisible = v.coin();
            pm->scope.trivial = v.coin();
            pm->scope.override = v.coin();
            done << QStringLiteral("scope");
            break;
        case 9:
            pm->lintDisabled = v.list(false);
            done << QStringLiteral("lint");
            break;
        case 10:
            pm->draftId = v.field(true);
            done << QStringLiteral("id");
            break;
        case 11: {
            const QString value = v.field(true);
            pm->visibility = value.isEmpty() ? pm::Visibility()
                                             : pm::Visibility{v.coin() ? QStringLiteral("role") : QStringLiteral("group"), value};
            done << QStringLiteral("visibility");
            break;
        }
        case 12:
            pm->published.commentIds = v.list(false);
            pm->published.url = v.field(false);
            pm->published.revision = v.below(5);
            pm->published.at = v.field(false);
            done << QStringLiteral("published");
            break;
        default:
            pm->meta.owner = v.multiline();
            done << QStringLiteral("owner (multi-line)");
            break;
        }
    }
    return done.join(QLatin1Char(','));
}

inline QString compareFrontMatter(const pm::PostMortem &want, const pm::PostMortem &got)
{
    QStringList diffs;
    if (got.meta != want.meta) {
        diffs << QStringLiteral("meta: title «%1»/«%2» ticket «%3»/«%4» owner «%5»/«%6» refs «%7»/«%8» lang %9/%10")
                     .arg(want.meta.title, got.meta.title, want.meta.ticket, got.meta.ticket, want.meta.owner,
                          got.meta.owner, want.meta.refs.join(QLatin1Char('|')), got.meta.refs.join(QLatin1Char('|')),
                          want.meta.language)
                     .arg(got.meta.language);
    }
    if (got.gate != want.gate)
        diffs << QStringLiteral("gate: repro «%1»/«%2» fix «%3»/«%4» verified «%5»/«%6»")
                     .arg(want.gate.repro, got.gate.repro, want.gate.fix, got.gate.fix, want.gate.verified, got.gate.verified);
    if (got.scope != want.scope)
        diffs << QStringLiteral("scope");
    if (got.lintDisabled != want.lintDisabled)
        diffs << QStringLiteral("lint «%1»/«%2»").arg(want.lintDisabled.join(QLatin1Char('|')), got.lintDisabled.join(QLatin1Char('|')));
    if (got.draftId != want.draftId)
        diffs << QStringLiteral("id «%1»/«%2»").arg(want.draftId, got.draftId);
    if (got.visibility != want.visibility)
        diffs << QStringLiteral("visibility «%1:%2»/«%3:%4»").arg(want.visibility.type, want.visibility.value, got.visibility.type, got.visibility.value);
    if (got.published != want.published)
        diffs << QStringLiteral("published «%1 %2 %3»/«%4 %5 %6»")
                     .arg(want.published.commentIds.join(QLatin1Char('|')), want.published.url, want.published.at,
                          got.published.commentIds.join(QLatin1Char('|')), got.published.url, got.published.at);
    QStringList wantUnknown, gotUnknown;
    for (const auto &k : want.source.unknownKeys)
        wantUnknown << k.first;
    for (const auto &k : got.source.unknownKeys)
        gotUnknown << k.first;
    if (wantUnknown != gotUnknown)
        diffs << QStringLiteral("unknown keys %1/%2").arg(wantUnknown.join(QLatin1Char(',')), gotUnknown.join(QLatin1Char(',')));
    return diffs.join(QStringLiteral("; "));
}

// The first property the input breaks, or an empty string.
inline QString checkDraftProperties(const QByteArray &input)
{
    using namespace pm;
    const Expected<PostMortem> parsed = DraftFormat::parse(input, QStringLiteral("input.md"));
    if (!parsed)
        return parsed.error().message.isEmpty() ? QStringLiteral("parse failed without a message") : QString();
    const PostMortem &pm = parsed.value();

    if (DraftFormat::write(pm) != input)
        return QStringLiteral("write(parse(x)) != x");

    const QByteArray fmt = DraftFormat::canonical(pm);
    const Expected<PostMortem> again = DraftFormat::parse(fmt, QStringLiteral("fmt.md"));
    if (!again)
        return QStringLiteral("the canonical form does not parse: ") + again.error().toString();
    if (DraftFormat::canonical(again.value()) != fmt)
        return QStringLiteral("fmt(fmt(x)) != fmt(x):\n%1\n=====\n%2")
            .arg(QString::fromUtf8(fmt), QString::fromUtf8(DraftFormat::canonical(again.value())));
    if (bodyOutline(again.value(), false) != bodyOutline(pm, true)) {
        return QStringLiteral("fmt changed the body:\n  before %1\n  after  %2")
            .arg(bodyOutline(pm, true).join(QStringLiteral(" / ")), bodyOutline(again.value(), false).join(QStringLiteral(" / ")));
    }
    if (canonicalText(DraftFormat::preambleWithoutTitle(again.value())) != canonicalText(DraftFormat::preambleWithoutTitle(pm)))
        return QStringLiteral("fmt changed the text before the first section");
    const QString fmDiff = compareFrontMatter(pm, again.value());
    if (!fmDiff.isEmpty())
        return QStringLiteral("fmt changed the front matter: ") + fmDiff;

    // Random edits, written back in place.
    ValueMaker v(seedFor(input));
    for (int round = 0; round < 3; ++round) {
        PostMortem edited = pm;
        const bool frontMatter = v.below(3) != 0;
        const bool section = !frontMatter || v.coin();
        const QString what = frontMatter ? editFrontMatter(&edited, v) : QString();
        const bool titleEdited = edited.meta.title != pm.meta.title;
        int sectionIndex = -1;
        QString newText;
        if (section) {
            // A section read from the file (its neighbours' bytes must stay), else a new one.
            if (!edited.sections.isEmpty() && v.coin()) {
                sectionIndex = v.below(int(edited.sections.size()));
                newText = v.sectionText();
                edited.sections[sectionIndex].text = newText;
            } else {
                const QStringList ids = SectionCatalogue::ids();
                const QString id = ids.at(v.below(int(ids.size())));
                newText = v.sectionText();
                edited.setSectionText(id, newText);
                for (int i = 0; i < edited.sections.size(); ++i) {
                    if (edited.sections.at(i).id == id)
                        sectionIndex = i;
                }
            }
        }
        const QByteArray out = DraftFormat::write(edited);
        const Expected<PostMortem> back = DraftFormat::parse(out, QStringLiteral("edited.md"));
        const QString context = QStringLiteral(" (round %1, edited %2%3)")
                                    .arg(round)
                                    .arg(what, section ? QStringLiteral(" +section %1").arg(sectionIndex) : QString());
        if (!back)
            return QStringLiteral("an edited draft does not parse: ") + back.error().toString() + context;
        const QString diff = compareFrontMatter(edited, back.value());
        if (!diff.isEmpty())
            return QStringLiteral("edited front matter reads back differently: ") + diff + context;
        if (sectionIndex >= 0) {
            const Section &s = edited.sections.at(sectionIndex);
            const QString want = DraftFormat::normalizeSectionText(DraftFormat::closeOpenBlocks(newText));
            bool found = false;
            for (const Section &b : back->sections)
                found = found || (b.heading == s.heading && b.text == want);
            if (!found) {
                QString read;
                for (const Section &b : back->sections) {
                    if (b.heading == s.heading)
                        read += QStringLiteral("\nread back: «%1»").arg(b.text);
                }
                return QStringLiteral("the edited section «%1» reads back differently").arg(s.heading) + context
                       + QStringLiteral("\nwanted: «%1»").arg(want) + (read.isEmpty() ? QStringLiteral("\nno section of that heading") : read)
                       + QStringLiteral("\nwritten:\n") + QString::fromUtf8(out);
            }
        }
        // Untouched bytes: every section nobody edited keeps its bytes; with only the
        // front matter edited (and no title, which also lives in the body), the whole
        // body does.
        const int bom = pm.source.hasBom ? 3 : 0;
        const QByteArray body = input.mid(bom + pm.source.frontMatterRaw.size());
        if (!section && !titleEdited && !out.endsWith(body))
            return QStringLiteral("a front-matter edit changed the body") + context;
        for (int i = 0; i < pm.sections.size(); ++i) {
            const Section &s = pm.sections.at(i);
            const bool editedHere = sectionIndex >= 0 && edited.sections.at(sectionIndex).rawHeading == s.rawHeading
                                    && edited.sections.at(sectionIndex).headingLine == s.headingLine;
            if (editedHere || out.contains(QByteArray(s.rawHeading + s.rawBody)))
                continue;
            // An indented heading that md4c took for one only after the text an edit
            // replaced goes without its indentation (DraftFormat::write()); all else stays.
            int indent = 0;
            while (indent < s.rawHeading.size() && (s.rawHeading.at(indent) == ' ' || s.rawHeading.at(indent) == '\t'))
                ++indent;
            if (indent == 0 || !out.contains(QByteArray(s.rawHeading.mid(indent) + s.rawBody)))
                return QStringLiteral("an unedited section «%1» lost its bytes").arg(s.heading) + context;
        }
        if (pm.source.hasBom != out.startsWith("\xEF\xBB\xBF"))
            return QStringLiteral("the BOM changed") + context;
    }
    return QString();
}

} // namespace pmtest
