#include "draftcheck.h"

#include "frontmatter.h"

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
    if (c == u'#' || c == u'`' || c == u'~' || c == u'<')
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
        if (s.bodyLine <= 0 || s.isExtra())
            continue;
        const int first = s.bodyLine - 1; // the buffer line of the text's first line
        const int last = first + newlineCount(s.text);
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
        s.text.replace(from, to - from, edit.newLines.join(QLatin1Char('\n')));
        const int delta = edit.newLast - edit.oldLast;
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
    for (const int i : std::as_const(m_dirty))
        lintSection(i);
    m_dirty.clear();
    // The gate reads evidence from any section (a mechanism stated outside Root cause,
    // a repro in Symptoms), so it is evaluated again after every edit, as the editor does.
    m_gate = evaluateGate(m_pm);
    assemble();
}

void DraftCheck::fullRun(const QString &text)
{
    ++m_fullRuns;
    m_needFull = false;
    m_dirty.clear();
    m_bySection.clear();
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
    for (int i = 0; i < m_pm.sections.size(); ++i)
        m_bySection.append(QList<Diagnostic>());
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
    m_findings.append(m_documentLevel);
    // File order, missing sections first, as Linter::lint orders them.
    std::stable_sort(m_findings.begin(), m_findings.end(), [](const Diagnostic &a, const Diagnostic &b) {
        return std::make_pair(a.line, a.column) < std::make_pair(b.line, b.column);
    });
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
