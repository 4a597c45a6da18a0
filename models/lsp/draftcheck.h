#pragma once

#include "lspdocument.h"

#include "diagnostic.h"
#include "draftformat.h"
#include "gatestatus.h"
#include "linter.h"
#include "postmortem.h"
#include "sectionpieces.h"

#include <QList>
#include <QSet>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace pm::lsp {

// The checks of one open document, kept between keystrokes the way the editor keeps
// them: an edit inside one section's body that cannot move a heading re-lints that
// section only (Linter::lintSection), or, in a long section, the pieces of it that the
// edit touched (SectionPieces); anything else parses and lints the whole buffer.
class DraftCheck
{
public:
    void setDisabledRules(const QSet<QString> &rules);

    // The buffer changed wholesale (open, a full-text change, another language): the
    // next run parses it again.
    void reset();
    // One incremental change: spliced into the section it falls in when it can be.
    void edited(const LineEdit &edit);

    // Runs what the edits since the last run call for, text being the buffer now (held
    // only while parsing: a copy kept would make the buffer copy itself at its next
    // edit); cheap when nothing changed.
    void run(const QString &text);

    bool isDraft() const { return m_isDraft; }
    const std::optional<InputError> &parseError() const { return m_error; }
    const PostMortem &draft() const { return m_pm; }
    const GateStatus &gate() const { return m_gate; }
    // Every finding, in file order (the order of `lint`).
    const QList<Diagnostic> &findings() const { return m_findings; }
    // The section a finding is in, or nullptr for one about the document.
    const Section *sectionOf(const Diagnostic &d) const;
    // How many section re-lints and whole parses run() has done (for tests).
    int sectionRuns() const { return m_sectionRuns; }
    int fullRuns() const { return m_fullRuns; }
    // How many pieces of long sections were linted again, and how many there are now.
    int piecesLinted() const;
    int pieceCount() const;

private:
    bool splice(const LineEdit &edit);
    void fullRun(const QString &text);
    void lintSection(int index);
    void assemble();

    QSet<QString> m_disabled;
    Linter m_linter;
    PostMortem m_pm;
    std::optional<InputError> m_error;
    bool m_isDraft = false;
    bool m_needFull = true;
    QSet<int> m_dirty;                    // sections to lint again
    QList<QList<Diagnostic>> m_bySection; // parallel to m_pm.sections
    QList<int> m_lineBreaks;              // in each section's text, parallel too
    // Parallel to m_pm.sections: the pieces of a long section whose rules read paragraphs.
    std::vector<std::unique_ptr<SectionPieces>> m_pieces;
    SectionPieces::Rules m_rules; // in effect since the last whole run
    int m_piecesLinted = 0;       // by pieces dropped at whole runs
    QList<Diagnostic> m_documentLevel;
    QList<Diagnostic> m_findings;
    GateStatus m_gate;
    int m_sectionRuns = 0;
    int m_fullRuns = 0;
};

// Whether parsed Markdown is a post-mortem draft: a heading names one of the nine
// sections, or the front matter holds a key the editor reads.
bool looksLikeDraft(const PostMortem &pm);

} // namespace pm::lsp
