#pragma once

#include "diagnostic.h"
#include "evidence.h"
#include "lintrules.h"
#include "postmortem.h"

#include <QList>
#include <QString>

#include <bitset>
#include <vector>

namespace pm::text {
class MarkdownMask;
}

namespace pm::lsp {

// A long section's body cut where a paragraph starts (a line at column 0 that begins
// with a letter, after a blank line, outside code and comments: nothing of the Markdown
// above carries over), each piece with its findings and what the gate reads in it. An
// edit re-lints the pieces it touched, so a keystroke costs what its paragraphs cost.
// Only sections whose rules read one paragraph at a time are cut (Symptoms, Root cause,
// Why the symptom); whether the section names code is asked of each piece, and of the
// whole text only when no piece does.
class SectionPieces
{
public:
    using Rules = std::bitset<RuleCount>;

    // Pieces are at least this many UTF-16 characters, but for the last (tests lower it).
    static void setPieceSize(int chars);
    static int pieceSize();
    static bool worthCutting(const Section &s);

    // Cuts the section after a whole lint: `found` are the section's own findings (offsets
    // into s.text, file lines), `mask` is the mask of s.text.
    void build(const Section &s, const text::MarkdownMask &mask, const QList<Diagnostic> &found);
    // s.text had [from, oldEnd) replaced by newLength characters, touching the body's
    // lines firstLine..lastLine (0-based, of the text before).
    void edited(const Section &s, int from, int oldEnd, int newLength, int firstLine, int lastLine);
    // Lints the pieces that changed and gives the section's findings, in offset order.
    QList<Diagnostic> findings(const PostMortem &pm, const Section &s, const Rules &rules);
    // The gate's reading of Root cause, when the pieces decide it.
    std::optional<evidence::Finding> rootCause() const;
    int pieceCount() const { return int(m_pieces.size()); }
    int lintedPieces() const { return m_linted; }

private:
    struct Piece
    {
        QString text;
        int lines = 0;           // line breaks in text
        bool dirty = false;      // to be linted again
        QList<Diagnostic> found; // offsets into text, lines 0-based from its first
        bool identifier = false; // hasIdentifier / hasCodeIdentifier of the piece
        bool codeIdentifier = false;
        evidence::RootCauseFacts gate;
    };
    // Splits text (a piece, or the whole body at `line`) at the cuts its mask allows and
    // appends the pieces; found: offsets into text, lines 0-based from its first.
    static void cut(const QString &text, const text::MarkdownMask &mask, QList<Diagnostic> found,
                    bool rootCause, std::vector<Piece> *out);

    std::vector<Piece> m_pieces;
    int m_linted = 0;
};

} // namespace pm::lsp
