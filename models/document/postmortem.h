#pragma once

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <memory>

namespace pm::markdown {
struct ScannedLines; // markdownscan.h (pm_markdown)
}

namespace pm {

// clang-format off
enum class RootCauseState { Unknown, Hypothesis, Confirmed };
// clang-format on

QString rootCauseStateName(RootCauseState s); // "confirmed" | "hypothesis" | "unknown"
bool parseRootCauseState(const QString &text, RootCauseState *out);

struct Meta
{
    QString title;
    QString ticket; // JIRA key, e.g. CDN-4821
    QString owner;
    QStringList refs;                             // PRs, commits, branches
    QString language = QStringLiteral("en");      // en | zh
    QString destination = QStringLiteral("jira"); // jira | pr | docs | wiki
    int revision = 1;

    bool operator==(const Meta &o) const;
    bool operator!=(const Meta &o) const { return !(*this == o); }
};

// The four inputs the seed requires before a post-mortem may be drafted.
struct GateInputs
{
    QString repro;
    RootCauseState rootCause = RootCauseState::Unknown;
    QString fix;
    QString verified;

    bool operator==(const GateInputs &o) const;
    bool operator!=(const GateInputs &o) const { return !(*this == o); }
};

// An optional restriction of who may see a posted comment, as JIRA's comment API
// defines it (front matter `visibility: {type: role|group, value: ...}`).
struct Visibility
{
    QString type;  // "role" | "group"; empty = no restriction
    QString value; // e.g. "Developers"

    bool isSet() const { return !type.isEmpty(); }
    // Why JIRA would not take this restriction; empty when it does (or none is set). The one
    // check behind the front matter, the export dialog, `publish --visibility` and the plan.
    QString problem() const;
    bool operator==(const Visibility &o) const { return type == o.type && value == o.value; }
    bool operator!=(const Visibility &o) const { return !(*this == o); }
};

// What the editor recorded after a successful post (front matter `published:`).
struct Published
{
    QStringList commentIds; // one per part when the post-mortem was split
    QString url;
    int revision = 0; // 0 = never published
    QString at;       // ISO 8601 UTC, e.g. 2026-11-30T10:12:00Z

    bool isSet() const { return !commentIds.isEmpty(); }
    bool operator==(const Published &o) const
    {
        return commentIds == o.commentIds && url == o.url && revision == o.revision && at == o.at;
    }
    bool operator!=(const Published &o) const { return !(*this == o); }
};

struct Scope
{
    bool customerVisible = false;
    bool trivial = false;
    bool override = false;

    bool operator==(const Scope &o) const;
    bool operator!=(const Scope &o) const { return !(*this == o); }
};

// One section of the body. Known sections have an id from the catalogue; extra
// sections (e.g. "Timeline") have an empty id and are kept verbatim in place.
struct Section
{
    QString id;      // "summary" ... "action-items", or empty for an extra section
    QString heading; // heading text as written (without the #s)
    int level = 2;   // ATX heading level
    QString text;    // body, '\n' line endings, without the heading line

    // Where the section stands in the file it was read from (0 = not from a file).
    int headingLine = 0; // 1-based line of the heading
    int bodyLine = 0;    // 1-based line where text starts

    // Lossless round trip: the exact bytes read, used again when text is unchanged.
    QByteArray rawHeading; // heading line including its line ending
    QByteArray rawBody;
    QString sourceHeading; // heading and text as read, to tell whether they were edited
    QString sourceText;

    // What the draft's scan of the body says each line of text is (code, HTML, heading),
    // for text as read: the lint mask reads it rather than scanning the section again
    // while text is that same string. Null when not read from a file.
    std::shared_ptr<const markdown::ScannedLines> scannedLines;

    bool isExtra() const { return id.isEmpty(); }
};

// A post-mortem as a plain value. Pure functions (DraftFormat, lint, gate, ADF) take
// and return it; DocumentModel holds the live editing session around one.
struct PostMortem
{
    Meta meta;
    GateInputs gate;
    Scope scope;
    QStringList lintDisabled; // rule ids switched off for this document (front matter)
    QString draftId;          // front matter `id`: stable UUID, written on first save
    Visibility visibility;    // front matter `visibility`
    Published published;      // front matter `published`

    // The body in file order: known and extra sections interleaved as written. Known
    // sections that the file lacks are absent here; section(id) returns an empty one.
    QList<Section> sections;

    // Text before the first section (the "# Title" line and anything else), '\n' endings.
    QString preamble;
    int preambleLine = 0; // 1-based line where the preamble starts in the file

    // Lossless round trip state, filled by DraftFormat::parse.
    struct Source
    {
        bool read = false; // false for a draft made in memory (never on disk)
        bool hasBom = false;
        bool crlf = false; // dominant line ending of the file is CRLF
        bool cr = false;   // ... or a lone CR (classic Mac OS)
        bool hasFrontMatter = false;
        bool languageKey = false;  // the front matter states the language
        QByteArray frontMatterRaw; // from the opening '---' line to the closing one, inclusive
        QByteArray preambleRaw;
        Meta meta; // values as read, to detect edits
        GateInputs gate;
        Scope scope;
        QStringList lintDisabled;
        QString draftId;
        Visibility visibility;
        Published published;
        QString preamble;
        // Front-matter keys the editor does not know, in file order, as canonical YAML
        // (used by the canonical form; write() keeps the original bytes instead).
        QList<QPair<QString, QByteArray>> unknownKeys;
    } source;

    // Whether a section's text says anything: any character but whitespace and HTML
    // comments. The linter's "empty" and the tabs' agree through this one function.
    static bool hasContent(QStringView text);
    // Known section by id; an empty section with that id when absent.
    Section section(const QString &id) const;
    QString sectionText(const QString &id) const { return section(id).text; }
    bool hasSection(const QString &id) const;
    // Sets the text of a known section, inserting it in the seed's order when absent.
    void setSectionText(const QString &id, const QString &text);
    QList<Section> extraSections() const;
    // The body in the seed's order: each known section followed by the extra sections
    // that followed it in the file (extras before any known section come first). What
    // the canonical form, every export, the preview and the tabs use.
    QList<Section> sectionsInSeedOrder() const;
    // The same order as indexes into sections; with absentToo, each of the nine the draft
    // lacks stands where setSectionText() writes it, as -1 - its catalogue index
    // (the tabs show all nine).
    QList<int> seedOrder(bool absentToo = false) const;
};

} // namespace pm
