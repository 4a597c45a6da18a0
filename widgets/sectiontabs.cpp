#include "sectiontabs.h"

#include "documentmodel.h"
#include "sectioneditor.h"
#include "sectionlistmodel.h"
#include "statuscolors.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QListView>
#include <QRegularExpression>
#include <QSplitter>
#include <QVBoxLayout>
#include <QTabBar>

namespace pm {

namespace {

// The tab bar draws on the window colour, not on the editor's base: the status colours
// are chosen against the background they sit on.
QPalette tabBackground(const QPalette &palette)
{
    QPalette p = palette;
    p.setColor(QPalette::Base, palette.color(QPalette::Window));
    return p;
}

} // namespace

SectionTabs::SectionTabs(DocumentModel *document, SectionListModel *sections, QWidget *parent)
    : QTabWidget(parent)
    , m_document(document)
    , m_sections(sections)
{
    setDocumentMode(true);
    // Every section one click away: at 1024 px the nine names are shortened to fit, each
    // whole in its tooltip, rather than some scrolled out of sight.
    setUsesScrollButtons(false);
    setElideMode(Qt::ElideRight);
    tabBar()->setExpanding(false);
    setAccessibleName(tr("Sections"));
    connect(sections, &QAbstractItemModel::modelReset, this, &SectionTabs::rebuild);
    connect(sections, &QAbstractItemModel::dataChanged, this, &SectionTabs::onDataChanged);
    connect(this, &QTabWidget::currentChanged, this, [this] {
        if (m_compact) {
            for (int row = 0; row < m_directRows; ++row)
                updateTab(row); // the current tab names its section
        }
        emit currentEditorChanged(currentEditor());
    });
    rebuild();
}

void SectionTabs::rebuild()
{
    const QString previous = currentKey();
    // The editor with the keyboard focus is about to go (a recovery, a reload): without
    // a new home the focus falls to no widget, and what the author types next is lost.
    // The window's focus child counts while a prompt has the focus.
    QWidget *focused = window()->focusWidget();
    const bool hadFocus = focused && isAncestorOf(focused);
    QSignalBlocker blocker(this);
    // The old editors may be on the call stack (a rebuild started from one of their
    // events, or from a helper they own): they go at the next turn of the event loop,
    // detached from documents the model is about to delete.
    setUpdatesEnabled(false);
    if (m_overflowEditor)
        m_overflowEditor->detach();
    for (SectionEditor *old : std::as_const(m_editors)) {
        if (old)
            old->detach();
    }
    m_editors.clear();
    while (count() > 0) {
        QWidget *page = widget(0);
        removeTab(0);
        page->hide();
        page->deleteLater();
    }
    m_overflowPage = nullptr;
    m_overflowList = nullptr;
    m_overflowEditor = nullptr;
    const int rows = m_sections->rowCount();
    m_directRows = rows > MaxTabs ? MaxTabs - 1 : rows;
    // Pages only: a tab's editor (and the section's QTextDocument) is made when the
    // tab is first shown or asked for, so opening costs one editor, not one per tab.
    m_editors.fill(nullptr, m_directRows);
    for (int row = 0; row < m_directRows; ++row) {
        auto *page = new QWidget(this);
        auto *layout = new QVBoxLayout(page);
        layout->setContentsMargins(0, 0, 0, 0);
        addTab(page, QString());
        updateTab(row);
    }
    if (rows > m_directRows)
        buildOverflow(m_directRows);
    updateCompact();
    setUpdatesEnabled(true);
    if (m_document->indexOfKey(previous) >= 0)
        showKey(previous);
    else
        setCurrentIndex(0);
    if (hadFocus) {
        if (SectionEditor *ed = currentEditor())
            ed->setFocus(Qt::OtherFocusReason);
    }
    blocker.unblock();
    emit currentEditorChanged(currentEditor());
}

void SectionTabs::buildOverflow(int firstRow)
{
    auto *page = new QWidget(this);
    m_overflowPage = page;
    auto *layout = new QHBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    m_overflowList = new QListView(page);
    m_overflowList->setModel(m_sections);
    m_overflowList->setUniformItemSizes(true); // thousands of rows, laid out lazily
    m_overflowList->setAccessibleName(tr("More sections"));
    for (int row = 0; row < firstRow; ++row)
        m_overflowList->setRowHidden(row, true);
    m_overflowEditor = new SectionEditor(page);
    auto *splitter = new QSplitter(page);
    splitter->addWidget(m_overflowList);
    splitter->addWidget(m_overflowEditor);
    splitter->setStretchFactor(1, 3);
    layout->addWidget(splitter);
    const int hidden = m_sections->rowCount() - firstRow;
    addTab(page, tr("More sections (%n)", nullptr, hidden));
    setTabToolTip(count() - 1, tr("This draft has more sections than fit in tabs; pick one from the list."));
    connect(m_overflowList->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) {
                if (current.isValid())
                    showOverflowRow(current.row());
            });
    // Its editor shows the first of them once the tab is asked for (editor()).
}

void SectionTabs::showOverflowRow(int row)
{
    if (!m_overflowEditor || row < m_directRows || row >= m_sections->rowCount())
        return;
    const QModelIndex idx = m_sections->index(row);
    const QString key = idx.data(SectionListModel::KeyRole).toString();
    if (m_overflowEditor->key() != key) {
        m_overflowEditor->setSection(m_document->document(key), key,
                                     idx.data(SectionListModel::GuidanceRole).toString());
        if (m_overflowList->currentIndex().row() != row)
            m_overflowList->setCurrentIndex(idx);
    }
    if (currentWidget() == m_overflowPage)
        emit currentEditorChanged(m_overflowEditor);
}

void SectionTabs::updateTab(int row)
{
    if (row < 0 || row >= m_directRows || row >= count())
        return;
    const QModelIndex idx = m_sections->index(row);
    const bool required = idx.data(SectionListModel::RequiredRole).toBool();
    const int problems = idx.data(SectionListModel::ProblemCountRole).toInt();
    const int number = idx.data(SectionListModel::NumberRole).toInt();
    // The number is the one Alt+1…9 jumps to (View ▸ Sections); the problem count is in
    // the tooltip, the dot says there are some.
    QString text = sectionName(row);
    text.replace(QLatin1Char('&'), QStringLiteral("&&"));
    if (number > 0)
        text = m_compact && row != currentIndex() ? QString::number(number) : QStringLiteral("%1 %2").arg(number).arg(text);
    setTabText(row, text);
    // A required section wears a ring (an asterisk reads as "unsaved" in every editor),
    // one with problems a filled dot; an empty one waits in the problems list, not in red.
    const QPalette background = tabBackground(palette());
    if (problems > 0)
        setTabIcon(row, StatusColors::dot(StatusColors::severity(Severity::Warning, background), false, 12));
    else if (required)
        setTabIcon(row, StatusColors::dot(background.color(QPalette::WindowText), true, 12));
    else
        setTabIcon(row, QIcon());
    const QString tip = idx.data(Qt::ToolTipRole).toString();
    const QString name = idx.data(Qt::DisplayRole).toString();
    setTabToolTip(row, tip.isEmpty() ? name : name + QLatin1Char('\n') + tip);
    if (auto *ed = existingEditor(row))
        ed->setPlaceholderText(idx.data(SectionListModel::GuidanceRole).toString());
}

void SectionTabs::updateCompact()
{
    // The width every name takes in full, as the tab bar lays a tab out: text, icon, margins.
    const QFontMetrics metrics = tabBar()->fontMetrics();
    const int chrome = metrics.height() * 2 + tabBar()->iconSize().width();
    int full = 0;
    for (int row = 0; row < m_directRows && row < count(); ++row) {
        const int number = m_sections->index(row).data(SectionListModel::NumberRole).toInt();
        full += metrics.horizontalAdvance(QStringLiteral("%1 %2").arg(number).arg(sectionName(row))) + chrome;
    }
    const bool compact = full > width();
    if (compact == m_compact && !compact)
        return;
    m_compact = compact;
    for (int row = 0; row < m_directRows; ++row)
        updateTab(row);
}

void SectionTabs::resizeEvent(QResizeEvent *event)
{
    QTabWidget::resizeEvent(event);
    updateCompact();
}

void SectionTabs::changeEvent(QEvent *event)
{
    QTabWidget::changeEvent(event);
    // The dots are drawn in colours of the palette: a theme switch redraws them.
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange) {
        for (int row = 0; row < m_directRows; ++row)
            updateTab(row);
    }
}

void SectionTabs::onDataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight)
{
    for (int row = topLeft.row(); row <= bottomRight.row(); ++row)
        updateTab(row);
}

QString SectionTabs::sectionName(int index) const
{
    // The model's name carries the problem count: "Fix (2)".
    static const QRegularExpression count(QStringLiteral(" \\(\\d+\\)$"));
    return m_sections->index(index).data(Qt::DisplayRole).toString().remove(count);
}

SectionEditor *SectionTabs::currentEditor() const
{
    return editor(currentIndex());
}

SectionEditor *SectionTabs::existingEditor(int index) const
{
    if (m_overflowEditor && index >= 0 && widget(index) == m_overflowPage)
        return m_overflowEditor->key().isEmpty() ? nullptr : m_overflowEditor;
    return index >= 0 && index < m_editors.size() ? m_editors.at(index) : nullptr;
}

SectionEditor *SectionTabs::editor(int index) const
{
    if (SectionEditor *ed = existingEditor(index))
        return ed;
    // Made on demand; the tabs' state (which editors exist) is a cache, so this stays
    // a const query for callers.
    auto *self = const_cast<SectionTabs *>(this);
    if (m_overflowEditor && index >= 0 && widget(index) == m_overflowPage) {
        self->showOverflowRow(m_directRows);
        return m_overflowEditor;
    }
    if (index < 0 || index >= m_editors.size())
        return nullptr;
    const QModelIndex idx = m_sections->index(index);
    const QString key = idx.data(SectionListModel::KeyRole).toString();
    QWidget *page = widget(index);
    auto *ed = new SectionEditor(page);
    ed->setSection(m_document->document(key), key, idx.data(SectionListModel::GuidanceRole).toString());
    page->layout()->addWidget(ed);
    self->m_editors[index] = ed;
    if (page->isVisible())
        ed->show();
    return ed;
}

SectionEditor *SectionTabs::editorForKey(const QString &key) const
{
    return editor(indexOfKey(key));
}

int SectionTabs::indexOfKey(const QString &key) const
{
    // Rows with a tab of their own are tabs in the same order; a section of the
    // overflow list has the last tab while it is the one picked there.
    const int row = m_document->indexOfKey(key);
    if (row >= 0 && row < m_directRows)
        return row;
    if (m_overflowEditor && m_overflowEditor->key() == key)
        return indexOf(m_overflowPage);
    return -1;
}

QString SectionTabs::currentKey() const
{
    const int i = currentIndex();
    if (i >= 0 && i < m_directRows)
        return m_sections->index(i).data(SectionListModel::KeyRole).toString();
    return m_overflowEditor && i >= 0 ? m_overflowEditor->key() : QString();
}

void SectionTabs::showKey(const QString &key)
{
    const int row = m_document->indexOfKey(key);
    if (row >= m_directRows && m_overflowEditor) {
        showOverflowRow(row);
        setCurrentWidget(m_overflowPage);
        return;
    }
    const int i = indexOfKey(key);
    if (i >= 0)
        setCurrentIndex(i);
}

void SectionTabs::nextSection()
{
    if (count() > 0)
        setCurrentIndex((currentIndex() + 1) % count());
    if (currentEditor())
        currentEditor()->setFocus(Qt::TabFocusReason);
}

void SectionTabs::previousSection()
{
    if (count() > 0)
        setCurrentIndex((currentIndex() - 1 + count()) % count());
    if (currentEditor())
        currentEditor()->setFocus(Qt::BacktabFocusReason);
}

} // namespace pm
