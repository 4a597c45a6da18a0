#include "squigglepainter.h"

#include "documentchecker.h"
#include "lintrules.h"
#include "problemhelp.h"
#include "sectioneditor.h"
#include "sectiontabs.h"
#include "statuscolors.h"

#include <QEvent>
#include <QLabel>
#include <QMenu>
#include <QScrollBar>
#include <QTextBlock>
#include <QStyle>
#include <QWidgetAction>

namespace pm {

namespace {

QString toolTipFor(const Diagnostic &d)
{
    QString tip = QStringLiteral("<b>%1</b> [%2]").arg(d.message.toHtmlEscaped(), d.rule);
    if (!d.suggestion.isEmpty())
        tip += QStringLiteral("<br>") + d.suggestion.toHtmlEscaped();
    return tip;
}

// A line of text in a menu that reads as text, not as a disabled command.
QWidgetAction *textEntry(const QString &html, QMenu *menu)
{
    auto *label = new QLabel(html, menu);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setContentsMargins(menu->style()->pixelMetric(QStyle::PM_MenuHMargin) + 20, 2, 12, 2);
    label->setMaximumWidth(label->fontMetrics().averageCharWidth() * 60);
    label->setMinimumWidth(label->fontMetrics().averageCharWidth() * 36);
    auto *action = new QWidgetAction(menu);
    action->setDefaultWidget(label);
    return action;
}

// The fix as a reader sees it: the whole words around the edit, and the next word, before
// and after ("replace “We think the handler” with “The handler”", not "“We think t” with “T”").
QString fixLabel(const Diagnostic &d, const QString &text)
{
    const QuickFix &fix = *d.fix;
    if (fix.replacement.isEmpty())
        return SquigglePainter::tr("Fix: delete “%1”").arg(text.mid(fix.offset, fix.length).trimmed());
    const auto inWord = [&text](int i) { return i >= 0 && i < text.size() && text.at(i).isLetterOrNumber(); };
    int start = qBound(0, qMin(d.offset, fix.offset), int(text.size()));
    int end = qBound(start, qMax(d.offset + d.length, fix.offset + fix.length), int(text.size()));
    while (inWord(start - 1))
        --start;
    while (inWord(end))
        ++end;
    int next = end;
    while (next < text.size() && text.at(next) == QLatin1Char(' '))
        ++next;
    if (next > end && inWord(next)) {
        end = next;
        while (inWord(end))
            ++end;
    }
    const QString before = text.mid(start, end - start);
    QString after = before;
    after.replace(fix.offset - start, fix.length, fix.replacement);
    return SquigglePainter::tr("Fix: replace “%1” with “%2”").arg(before.trimmed(), after.trimmed());
}

// Findings about a paragraph or the section as a whole (the summary names no ticket, the
// fix links no PR): a mark in the margin beside their lines, not a wave under every word
// that would hide the precise marks beneath it.
bool isAboutTheWhole(const Diagnostic &d)
{
    Rule rule;
    if (!LintRules::fromId(d.rule, &rule))
        return false;
    switch (rule) {
    case Rule::MissingIdentifiers:
    case Rule::SummaryTicket:
    case Rule::SummaryPr:
    case Rule::SummaryOwner:
    case Rule::ActionItemOwner:
    case Rule::ActionItemTracker:
    case Rule::VerificationScope:
    case Rule::SlipCategory:
    case Rule::SummaryParagraph:
    case Rule::SummaryFix:
    case Rule::SummaryFixRef:
    case Rule::FixReference:
    case Rule::LongParagraph:
    case Rule::HowFoundRepro:
    case Rule::HowFoundTools:
    case Rule::HowFoundHypotheses:
    case Rule::HowFoundExperiment:
        return true;
    default:
        return false;
    }
}

} // namespace

SquigglePainter::SquigglePainter(SectionEditor *editor, DocumentChecker *checker)
    : QObject(editor)
    , m_editor(editor)
    , m_checker(checker)
{
    editor->installEventFilter(this);
    connect(editor, &SectionEditor::contextMenuAboutToShow, this, &SquigglePainter::addProblemEntries);
    connect(editor->verticalScrollBar(), &QScrollBar::valueChanged, this, [this] {
        if (m_diagnostics.size() > AllOnScreenUpTo)
            applyLayer();
    });
    refresh();
}

SquigglePainter *SquigglePainter::of(SectionEditor *editor)
{
    return editor ? editor->findChild<SquigglePainter *>(QString(), Qt::FindDirectChildrenOnly) : nullptr;
}

void SquigglePainter::attach(SectionTabs *tabs, DocumentChecker *checker, const FindingAction &extra)
{
    const auto ensure = [tabs, checker, extra](const QSet<QString> &keys) {
        // Editors that exist: asking for the others would make every tab's editor
        // (and lay out its text) on each check. A tab's painter comes with its first
        // showing (currentEditorChanged below).
        for (int i = 0; i < tabs->count(); ++i) {
            SectionEditor *editor = tabs->existingEditor(i);
            if (!editor)
                continue;
            SquigglePainter *painter = of(editor);
            if (!painter) {
                painter = new SquigglePainter(editor, checker); // draws on creation
                painter->setFindingAction(extra);
            } else if (keys.isEmpty() || keys.contains(editor->key()))
                painter->refresh();
        }
    };
    QObject::connect(checker, &DocumentChecker::diagnosticsChanged, tabs, ensure);
    // A rebuilt tab set has new editors; an editor may show another section now.
    QObject::connect(tabs, &SectionTabs::currentEditorChanged, tabs, [ensure](SectionEditor *editor) {
        if (editor)
            ensure({editor->key()});
    });
    ensure({});
}

void SquigglePainter::refresh()
{
    m_diagnostics = m_checker->sectionDiagnostics(m_editor->key());
    applyLayer();
}

void SquigglePainter::applyLayer()
{
    QTextDocument *doc = m_editor->document();
    const int end = qMax(0, doc->characterCount() - 1);
    // What the viewport shows, widened by its own span either side, so a scroll by a
    // screen finds its squiggles in place before the next redraw.
    int from = 0, to = end;
    if (m_diagnostics.size() > AllOnScreenUpTo) {
        const QRect view = m_editor->viewport()->rect();
        const int first = m_editor->cursorForPosition(view.topLeft()).block().position();
        const int last = m_editor->cursorForPosition(view.bottomRight()).block().next().position();
        const int span = qMax(0, (last > first ? last : end) - first);
        from = qMax(0, first - span);
        to = (last > first ? last : end) + span;
    }
    const QPalette palette = m_editor->palette();
    const auto inRange = [from, to](const Diagnostic &d) { return d.offset + d.length >= from && d.offset <= to; };
    const auto styleOf = [](const Diagnostic &d) {
        if (isAboutTheWhole(d))
            return SectionEditor::Margin;
        return d.severity == Severity::Info ? SectionEditor::Dots : SectionEditor::Wave;
    };
    // The squiggles on screen already, if they are these: their cursors have moved with
    // every edit since, so after a keystroke that changed no finding they are all in
    // place. Setting them again would make the editor recompute and repaint the area of
    // every one, old and new.
    const QList<QTextEdit::ExtraSelection> current = m_editor->layer(SectionEditor::Layer::Lint);
    bool same = true;
    qsizetype at = 0;
    for (const Diagnostic &d : std::as_const(m_diagnostics)) {
        if (!inRange(d))
            continue;
        if (at >= current.size()) {
            same = false;
            break;
        }
        const QTextEdit::ExtraSelection &sel = current.at(at++);
        if (sel.cursor.document() != doc || sel.cursor.selectionStart() != qBound(0, d.offset, end)
            || sel.cursor.selectionEnd() != qBound(0, d.offset + d.length, end)
            || sel.format.property(SectionEditor::SquiggleProperty).toInt() != styleOf(d)
            || sel.format.underlineColor() != StatusColors::severity(d.severity, palette)
            || sel.format.toolTip() != toolTipFor(d)) {
            same = false;
            break;
        }
    }
    if (same && at == current.size())
        return;
    QList<QTextEdit::ExtraSelection> selections;
    selections.reserve(qMin<qsizetype>(m_diagnostics.size(), AllOnScreenUpTo));
    for (const Diagnostic &d : std::as_const(m_diagnostics)) {
        if (!inRange(d))
            continue;
        QTextEdit::ExtraSelection sel;
        sel.cursor = QTextCursor(doc);
        sel.cursor.setPosition(qBound(0, d.offset, end));
        sel.cursor.setPosition(qBound(0, d.offset + d.length, end), QTextCursor::KeepAnchor);
        sel.format.setProperty(SectionEditor::SquiggleProperty, styleOf(d));
        sel.format.setUnderlineColor(StatusColors::severity(d.severity, palette));
        sel.format.setToolTip(toolTipFor(d));
        selections.append(sel);
    }
    m_editor->setLayer(SectionEditor::Layer::Lint, selections);
}

bool SquigglePainter::showProblemMenu()
{
    if (m_diagnostics.isEmpty())
        return false;
    const int caret = m_editor->textCursor().position();
    if (m_checker->diagnosticsAt(m_editor->key(), caret).isEmpty()) {
        const Diagnostic *next = &m_diagnostics.constFirst(); // wraps to the first
        for (const Diagnostic &d : std::as_const(m_diagnostics)) {
            if (d.offset > caret) {
                next = &d;
                break;
            }
        }
        QTextCursor cursor = m_editor->textCursor();
        cursor.setPosition(next->offset);
        m_editor->setTextCursor(cursor);
        m_editor->ensureCursorVisible();
    }
    return m_editor->showProblemMenu();
}

bool SquigglePainter::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_editor && event->type() == QEvent::PaletteChange)
        refresh(); // dark and light themes want different tones
    if (watched == m_editor && event->type() == QEvent::Resize && m_diagnostics.size() > AllOnScreenUpTo)
        applyLayer(); // more or less of the text is on screen
    return QObject::eventFilter(watched, event);
}

void SquigglePainter::addProblemEntries(QMenu *menu, int position)
{
    const QList<Diagnostic> here = m_checker->diagnosticsAt(m_editor->key(), position);
    if (here.isEmpty())
        return;
    QAction *before = menu->actions().isEmpty() ? nullptr : menu->actions().constFirst();
    QAction *firstFix = nullptr;
    const QString text = m_editor->document()->toRawText();
    for (const Diagnostic &d : here) {
        menu->insertSection(before, ProblemHelp::ruleTitle(d.rule));
        QString about = d.message.toHtmlEscaped();
        if (!d.suggestion.isEmpty())
            about += QStringLiteral("<br>") + d.suggestion.toHtmlEscaped();
        const QString rule = ProblemHelp::explanation(d.rule);
        if (!rule.isEmpty())
            about += QStringLiteral("<br><i>%1</i>").arg(tr("The rule: %1").arg(rule).toHtmlEscaped());
        menu->insertAction(before, textEntry(about, menu));
        if (d.fix) {
            const Diagnostic finding = d;
            auto *fix = new QAction(fixLabel(d, text), menu);
            connect(fix, &QAction::triggered, this, [this, finding] {
                const QTextCursor done = m_checker->applyQuickFix(finding);
                if (!done.isNull())
                    m_editor->setTextCursor(done);
            });
            menu->insertAction(before, fix);
            if (!firstFix)
                firstFix = fix;
        } else if (QAction *offer = m_extra ? m_extra(d, menu) : nullptr) {
            menu->insertAction(before, offer);
            if (!firstFix)
                firstFix = offer;
        } else {
            menu->insertAction(before, textEntry(ProblemHelp::noFixReason(d).toHtmlEscaped(), menu));
        }
    }
    if (before)
        menu->insertSeparator(before);
    if (firstFix)
        menu->setActiveAction(firstFix); // Ctrl+. then Enter applies it
}

} // namespace pm
