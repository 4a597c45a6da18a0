#include "sectionpieces.h"

#include "identifiers.h"
#include "linter.h"
#include "markdownmask.h"

#include <algorithm>

namespace pm::lsp {
namespace {

int g_pieceSize = 8 * 1024;

int lineBreaks(QStringView text)
{
    return int(std::count(text.begin(), text.end(), u'\n'));
}

bool readsWholeSection(const QString &id)
{
    return id == QLatin1String("symptoms") || id == QLatin1String("root-cause") || id == QLatin1String("why-symptom");
}

// Whether a piece may start at block b: a paragraph line at column 0 that begins with a
// letter, after a blank line, with nothing masked from the line above on (a code span
// or a comment running on).
bool cutsAt(const QString &text, const text::MarkdownMask &mask, const text::Block &b)
{
    const int p = b.start;
    if (p < 2 || b.listItem || b.heading || b.contentStart != p || !text.at(p).isLetter() || !mask.isProse(p))
        return false;
    if (text.at(p - 1) != u'\n')
        return false;
    int q = p - 2; // back over the blank line to the line break that ends the line above
    while (q >= 0 && (text.at(q) == u' ' || text.at(q) == u'\t'))
        --q;
    if (q < 0 || text.at(q) != u'\n')
        return false;
    for (int i = q; i < p; ++i) {
        if (!mask.isProse(i))
            return false;
    }
    return true;
}

} // namespace

void SectionPieces::setPieceSize(int chars)
{
    g_pieceSize = std::max(1, chars);
}

int SectionPieces::pieceSize()
{
    return g_pieceSize;
}

bool SectionPieces::worthCutting(const Section &s)
{
    return s.bodyLine > 0 && !s.isExtra() && readsWholeSection(s.id) && s.text.size() >= 2 * g_pieceSize;
}

void SectionPieces::cut(const QString &text, const text::MarkdownMask &mask, QList<Diagnostic> found, bool rootCause,
                        std::vector<Piece> *out)
{
    std::vector<int> starts{0};
    for (const text::Block &b : mask.blocks()) {
        if (b.start - starts.back() >= g_pieceSize && cutsAt(text, mask, b))
            starts.push_back(b.start);
    }
    if (starts.size() > 1 && int(text.size()) - starts.back() < g_pieceSize)
        starts.pop_back(); // a short tail stays with the piece before it
    const std::size_t first = out->size();
    for (std::size_t k = 0; k < starts.size(); ++k) {
        const int from = starts[k];
        const int to = k + 1 < starts.size() ? starts[k + 1] : int(text.size());
        Piece piece;
        piece.text = text.mid(from, to - from);
        piece.lines = lineBreaks(piece.text);
        piece.identifier = text::hasIdentifier(mask, from, to);
        piece.codeIdentifier = text::hasCodeIdentifier(mask, from, to);
        if (rootCause)
            piece.gate = evidence::rootCauseFacts(mask, from, to);
        out->push_back(std::move(piece));
    }
    // Each finding to the piece its offset is in, made relative to that piece.
    std::vector<int> firstLines;
    firstLines.reserve(starts.size());
    int lines = 0;
    for (std::size_t k = 0; k < starts.size(); ++k) {
        firstLines.push_back(lines);
        lines += (*out)[first + k].lines;
    }
    for (Diagnostic &d : found) {
        if (d.rule == LintRules::id(Rule::MissingIdentifiers))
            continue; // read from the whole section (findings())
        const auto at = std::upper_bound(starts.begin(), starts.end(), d.offset) - starts.begin() - 1;
        const std::size_t k = std::size_t(std::max<qsizetype>(0, at));
        d.offset -= starts[k];
        if (d.fix)
            d.fix->offset -= starts[k];
        d.line -= firstLines[k];
        (*out)[first + k].found.append(std::move(d));
    }
}

void SectionPieces::build(const Section &s, const text::MarkdownMask &mask, const QList<Diagnostic> &found)
{
    m_pieces.clear();
    QList<Diagnostic> local = found;
    for (Diagnostic &d : local)
        d.line -= s.bodyLine;
    cut(s.text, mask, std::move(local), s.id == QLatin1String("root-cause"), &m_pieces);
}

void SectionPieces::edited(const Section &s, int from, int oldEnd, int newLength, int firstLine, int lastLine)
{
    // The pieces whose lines the edit touched, and a neighbour whose first or last line
    // it touched: a piece's first line and the blank line before it make the cut.
    std::size_t a = m_pieces.size();
    std::size_t b = 0;
    int line = 0;
    int offset = 0;
    int start = 0;
    int end = 0;
    for (std::size_t k = 0; k < m_pieces.size(); ++k) {
        const Piece &p = m_pieces[k];
        const int last = k + 1 < m_pieces.size() ? line + p.lines - 1 : line + p.lines;
        if (last >= firstLine - 1 && line <= lastLine + 1) {
            if (a == m_pieces.size()) {
                a = k;
                start = offset;
            }
            b = k;
            end = offset + int(p.text.size());
        }
        line += p.lines;
        offset += int(p.text.size());
    }
    Q_ASSERT(a < m_pieces.size() && start <= from && oldEnd <= end);
    Piece merged;
    merged.text = s.text.mid(start, end - start + newLength - (oldEnd - from));
    merged.lines = lineBreaks(merged.text);
    merged.dirty = true;
    m_pieces.erase(m_pieces.begin() + std::ptrdiff_t(a) + 1, m_pieces.begin() + std::ptrdiff_t(b) + 1);
    m_pieces[a] = std::move(merged);
}

QList<Diagnostic> SectionPieces::findings(const PostMortem &pm, const Section &s, const Rules &rules)
{
    const bool rootCause = s.id == QLatin1String("root-cause");
    Rules paragraphRules = rules;
    paragraphRules.reset(std::size_t(Rule::MissingIdentifiers));
    std::vector<Piece> pieces;
    pieces.reserve(m_pieces.size());
    for (Piece &p : m_pieces) {
        if (!p.dirty) {
            pieces.push_back(std::move(p));
            continue;
        }
        ++m_linted;
        Section part = s;
        part.text = p.text;
        part.bodyLine = 1;
        part.scannedLines.reset();
        QList<Diagnostic> found = Linter::lintPart(pm, part, paragraphRules);
        for (Diagnostic &d : found)
            d.line -= 1;
        // The mask the lint built (kept for this very string); a piece grown by merges is
        // cut again.
        cut(p.text, text::MarkdownMask::of(part.text), std::move(found), rootCause, &pieces);
    }
    m_pieces = std::move(pieces);

    QList<Diagnostic> out;
    int offset = 0;
    int line = s.bodyLine;
    for (const Piece &p : m_pieces) {
        for (Diagnostic d : p.found) {
            d.offset += offset;
            if (d.fix)
                d.fix->offset += offset;
            d.line += line;
            out.append(std::move(d));
        }
        offset += int(p.text.size());
        line += p.lines;
    }
    // Whether the section names code is a question of the whole text: asked of the pieces
    // first, and of the whole section only when none of them does.
    if (rules.test(std::size_t(Rule::MissingIdentifiers)) && LintRules::appliesTo(Rule::MissingIdentifiers, s.id)) {
        const bool symptoms = s.id == QLatin1String("symptoms");
        const bool named = std::any_of(m_pieces.cbegin(), m_pieces.cend(), [symptoms](const Piece &p) {
            return symptoms ? p.identifier : p.codeIdentifier;
        });
        if (!named) {
            Rules only;
            only.set(std::size_t(Rule::MissingIdentifiers));
            const QString narrative = LintRules::id(Rule::Narrative);
            for (const Diagnostic &d : Linter::lintPart(pm, s, only)) {
                // Where the whole lint puts it: after the paragraph rules' findings at its
                // offset, before the section rules that run after it (narrative).
                const auto at = std::find_if(out.begin(), out.end(), [&d, &narrative](const Diagnostic &e) {
                    return e.offset > d.offset || (e.offset == d.offset && e.rule == narrative);
                });
                out.insert(at, d);
            }
        }
    }
    return out;
}

std::optional<evidence::Finding> SectionPieces::rootCause() const
{
    QList<evidence::RootCauseFacts> facts;
    facts.reserve(qsizetype(m_pieces.size()));
    for (const Piece &p : m_pieces)
        facts.append(p.gate);
    return evidence::rootCauseFromFacts(facts);
}

} // namespace pm::lsp
