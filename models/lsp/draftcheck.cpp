#include "draftcheck.h"

#include "frontmatter.h"
#include "markdownmask.h"

#include <QHash>

#include <algorithm>

namespace pm::lsp {
namespace {

// A line an edit may not touch without a whole parse: it can start or end a heading, a
// code fence, an HTML block, the front matter or a lint directive, or turn the line
// above into a setext heading.
bool structural(QStringView line)
{
    const QStringView t = line.trimmed();
    if (t.isEmpty())
        return false;
    const QChar c = t.front();
    if (c == u'#' || c == u'<' || t.startsWith(u"```") || t.startsWith(u"~~~"))
        return true;
    if (line.contains(u"-->") || line.contains(u"pm-lint") || line.contains(u"<!--"))
        return true;
    if (c == u'-' || c == u'=') {
        return std::all_of(t.begin(), t.end(), [c](QChar ch) { return ch == c || ch.isSpace(); });
    }
    return false;
}

int newlineCount(QStringView text)
{
    return int(std::count(text.begin(), text.end(), u'\n'));
}

} // namespace

bool looksLikeDraft(const PostMortem &pm)
{
    if (std::any_of(pm.sections.cbegin(), pm.sections.cend(), [](const Section &s) { return !s.isExtra(); }))
        return true;
    if (!pm.source.hasFrontMatter)
        return false;
    const QStringList &known = FrontMatter::knownKeys();
    for (const QByteArray &line : pm.source.frontMatterRaw.split('\n')) {
        const qsizetype colon = line.indexOf(':');
        if (colon > 0 && line.at(0) != ' ' && line.at(0) != '\t'
            && known.contains(QString::fromUtf8(line.left(colon).trimmed())))
            return true;
    }
    return false;
}

void DraftCheck::setDisabledRules(const QSet<QString> &rules)
{
    if (rules == m_disabled)
        return;
    m_disabled = rules;
    m_needFull = true;
}

void DraftCheck::reset()
{
    m_needFull = true;
}

void DraftCheck::edited(const LineEdit &edit)
{
    if (!m_needFull && !splice(edit))
        m_needFull = true;
}

// Splices the edit into the section whose body holds every line it touched, when no
// line it removed or wrote can change where sections are.
bool DraftCheck::splice(const LineEdit &edit)
{
    if (m_error || !m_pm.source.read)
        return false;
    for (const QString &l : edit.oldLines) {
        if (structural(l))
            return false;
    }
    for (const QString &l : edit.newLines) {
        if (structural(l))
            return false;
    }
    if (structural(edit.lineAfter))
        return false;
    for (int i = 0; i < m_pm.sections.size(); ++i) {
        Section &s = m_pm.sections[i];
        if (s.bodyLine <= 0 || s.isExtra() || i >= m_lineBreaks.size())
            continue;
        const int first = s.bodyLine - 1; // the buffer line of the text's first line
        const int last = first + m_lineBreaks.at(i);
        if (edit.first < first || edit.oldLast > last)
            continue;
        // Summary is short and its rules weigh the whole paragraph against the draft: it
        // is parsed again with the rest (tst_draftcheck found a spliced Summary judged
        // differently).
        if (s.id == QLatin1String("summary"))
            return false;
        // The text has no blank first or last line (the parse trims them): an edit that
        // makes one is left to a whole parse, as is a text ending in a line break.
        if (edit.first == first && edit.newLines.constFirst().trimmed().isEmpty())
            return false;
        if (edit.oldLast == last && (s.text.endsWith(QLatin1Char('\n')) || edit.newLines.constLast().trimmed().isEmpty()))
            return false;
        // The section's lines, from the edit's first to its last, must be the lines the
        // edit replaced: otherwise the text is not the buffer's (a CR-only file).
        const int k = edit.first - first;
        int from = 0;
        for (int line = 0; line < k; ++line)
            from = int(s.text.indexOf(QLatin1Char('\n'), from)) + 1;
        int to = from;
        for (int j = 0; j < edit.oldLines.size(); ++j) {
            const qsizetype nl = s.text.indexOf(QLatin1Char('\n'), to);
            const int end = nl < 0 ? int(s.text.size()) : int(nl);
            if (QStringView(s.text).mid(to, end - to) != edit.oldLines.at(j))
                return false;
            to = j + 1 < edit.oldLines.size() ? end + 1 : end;
        }
        const QString written = edit.newLines.join(QLatin1Char('\n'));
        s.text.replace(from, to - from, written);
        if (std::size_t(i) < m_pieces.size() && m_pieces[std::size_t(i)])
            m_pieces[std::size_t(i)]->edited(s, from, to, int(written.size()), edit.first - first, edit.oldLast - first);
        const int delta = edit.newLast - edit.oldLast;
        m_lineBreaks[i] += delta;
        if (delta != 0) {
            for (int j = i + 1; j < m_pm.sections.size(); ++j) {
                Section &later = m_pm.sections[j];
                if (later.headingLine > 0)
                    later.headingLine += delta;
                if (later.bodyLine > 0)
                    later.bodyLine += delta;
                for (Diagnostic &d : m_bySection[j])
                    d.line += delta;
            }
        }
        m_dirty.insert(i);
        return true;
    }
    return false;
}

void DraftCheck::run(const QString &text)
{
    if (m_needFull) {
        fullRun(text);
        return;
    }
    if (m_dirty.isEmpty())
        return;
    bool pieces = false;
    for (const int i : std::as_const(m_dirty)) {
        if (SectionPieces *p = std::size_t(i) < m_pieces.size() ? m_pieces[std::size_t(i)].get() : nullptr) {
            ++m_sectionRuns;
            m_bySection[i] = p->findings(m_pm, m_pm.sections.at(i), m_rules);
            pieces = true;
        } else {
            lintSection(i);
        }
    }
    m_dirty.clear();
    if (pieces)
        m_documentLevel = Linter::documentFindings(m_pm, m_rules);
    // The gate reads evidence from any section (a mechanism stated outside Root cause,
    // a repro in Symptoms), so it is evaluated again after every edit, as the editor does;
    // a long Root cause is read from its pieces.
    std::optional<evidence::Finding> rootCause;
    for (std::size_t i = 0; i < m_pieces.size(); ++i) {
        if (m_pm.sections.at(int(i)).id == QLatin1String("root-cause")) {
            if (m_pieces[i])
                rootCause = m_pieces[i]->rootCause();
            break;
        }
    }
    m_gate = rootCause ? evaluateGate(m_pm, *rootCause) : evaluateGate(m_pm);
    assemble();
}

int DraftCheck::piecesLinted() const
{
    int n = m_piecesLinted;
    for (const auto &p : m_pieces)
        n += p ? p->lintedPieces() : 0;
    return n;
}

int DraftCheck::pieceCount() const
{
    int n = 0;
    for (const auto &p : m_pieces)
        n += p ? p->pieceCount() : 0;
    return n;
}

void DraftCheck::fullRun(const QString &text)
{
    ++m_fullRuns;
    m_needFull = false;
    m_dirty.clear();
    m_bySection.clear();
    for (const auto &p : m_pieces)
        m_piecesLinted += p ? p->lintedPieces() : 0;
    m_pieces.clear();
    m_documentLevel.clear();
    m_findings.clear();
    m_gate = GateStatus();
    Expected<PostMortem> parsed = DraftFormat::parse(text.toUtf8());
    if (!parsed) {
        m_error = parsed.error();
        m_pm = PostMortem();
        m_isDraft = true; // a broken draft says why; other Markdown parses
        return;
    }
    m_error.reset();
    m_pm = std::move(parsed.value());
    m_isDraft = looksLikeDraft(m_pm);
    if (!m_isDraft)
        return;
    m_lineBreaks.clear();
    for (int i = 0; i < m_pm.sections.size(); ++i) {
        m_bySection.append(QList<Diagnostic>());
        m_lineBreaks.append(newlineCount(m_pm.sections.at(i).text));
    }
    LintOptions options;
    options.disabledRules = m_disabled;
    // One whole lint, as `lint` runs it, split by section.
    QHash<QString, int> index;
    for (int i = 0; i < m_pm.sections.size(); ++i) {
        if (!m_pm.sections.at(i).isExtra() && !index.contains(m_pm.sections.at(i).id))
            index.insert(m_pm.sections.at(i).id, i);
    }
    for (Diagnostic &d : m_linter.lint(m_pm, options)) {
        const int i = index.value(d.sectionId, -1);
        if (d.documentLevel || i < 0)
            m_documentLevel.append(std::move(d));
        else
            m_bySection[i].append(std::move(d));
    }
    m_gate = evaluateGate(m_pm);
    // Long sections are cut into pieces for the keystrokes to come (a section whose id
    // is repeated is not: its findings are filed under the first).
    m_rules = m_linter.rulesInEffect(m_pm, options);
    m_pieces.resize(std::size_t(m_pm.sections.size()));
    for (int i = 0; i < m_pm.sections.size(); ++i) {
        const Section &s = m_pm.sections.at(i);
        if (!SectionPieces::worthCutting(s) || index.value(s.id) != i
            || std::count_if(m_pm.sections.cbegin(), m_pm.sections.cend(), [&s](const Section &o) { return o.id == s.id; }) > 1)
            continue;
        m_pieces[std::size_t(i)] = std::make_unique<SectionPieces>();
        m_pieces[std::size_t(i)]->build(s, text::MarkdownMask::of(s.text, s.scannedLines.get()), m_bySection.at(i));
        // The text is shared with the lint's caches: copied now, at the open, rather than
        // by the first keystroke's splice.
        m_pm.sections[i].text.detach();
    }
    assemble();
}

void DraftCheck::lintSection(int index)
{
    ++m_sectionRuns;
    LintOptions options;
    options.disabledRules = m_disabled;
    m_bySection[index].clear();
    m_documentLevel.clear();
    for (Diagnostic &d : m_linter.lintSection(m_pm, m_pm.sections.at(index).id, options)) {
        if (d.documentLevel)
            m_documentLevel.append(std::move(d));
        else
            m_bySection[index].append(std::move(d));
    }
}

void DraftCheck::assemble()
{
    m_findings.clear();
    qsizetype n = m_documentLevel.size();
    for (const QList<Diagnostic> &l : std::as_const(m_bySection))
        n += l.size();
    m_findings.reserve(n);
    for (const QList<Diagnostic> &l : std::as_const(m_bySection))
        m_findings.append(l);
    // File order, missing sections first, as Linter::lint orders them (stable). The
    // sections' findings are in that order already, as a rule: the few about the document
    // are put in place one by one, after the findings at their position.
    const auto less = [](const Diagnostic &a, const Diagnostic &b) {
        return std::make_pair(a.line, a.column) < std::make_pair(b.line, b.column);
    };
    if (!std::is_sorted(m_findings.cbegin(), m_findings.cend(), less)) {
        m_findings.append(m_documentLevel);
        std::stable_sort(m_findings.begin(), m_findings.end(), less);
        return;
    }
    for (const Diagnostic &d : std::as_const(m_documentLevel))
        m_findings.insert(std::upper_bound(m_findings.begin(), m_findings.end(), d, less), d);
}

const Section *DraftCheck::sectionOf(const Diagnostic &d) const
{
    if (d.documentLevel)
        return nullptr;
    for (const Section &s : m_pm.sections) {
        if (!s.isExtra() && s.id == d.sectionId)
            return &s;
    }
    return nullptr;
}

} // namespace pm::lsp
