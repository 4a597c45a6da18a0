#pragma once

#include <QHash>
#include <QList>
#include <QString>

// How `import` maps the headings of a foreign post-mortem to the nine sections: each
// heading's words and the text under it are read, and every choice carries its reason,
// so that the author can see it and change it before the draft opens.
namespace pm {

struct HeadingChoice
{
    // clang-format off
    enum Role : unsigned char {
        Title,   // the document's title: stays before the sections
        Section, // starts one of the nine (sectionId)
        Extra,   // starts an extra section, kept verbatim
        Inside,  // stays inside the section above it
    };
    // clang-format on
    int line = 0;  // 1-based line of the heading in the input
    int level = 0; // 1-6 as written
    bool setext = false;
    QString text; // the heading as written (trimmed)
    Role role = Inside;
    QString sectionId; // Section: one of the nine
    QString reason;    // why, for people (translated)
    bool overridden = false;
};

struct ImportPlan
{
    QList<HeadingChoice> headings; // document order
    int sectionLevel = 0;          // the level the draft's sections are written at
};

// The mapping of the headings of `text` (a Markdown document without front matter).
// `overrides` maps a heading's line to a section id, to "extra" / "" for an extra
// section, or to "inside" to keep it inside the section above; the author's word beats
// every clue.
ImportPlan planImport(const QString &text, const QHash<int, QString> &overrides = {});

// "root-cause", "Root cause", "根因", "why slipped" ... -> the section id; "extra" and
// "none" -> "extra"; an empty string when it names nothing.
QString sectionIdFromUser(const QString &name);

} // namespace pm
