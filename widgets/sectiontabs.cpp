#include "sectiontabs.h"

#include "documentmodel.h"
#include "sectioneditor.h"
#include "sectionlistmodel.h"

#include <QPainter>
#include <QRegularExpression>
#include <QPixmap>
#include <QTabBar>

namespace pm {

namespace {

QIcon dotIcon(const QColor &color)
{
    QPixmap pm(12, 12);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(color);
    p.drawEllipse(QRectF(2, 2, 8, 8));
    return QIcon(pm);
}

} // namespace

SectionTabs::SectionTabs(DocumentModel *document, SectionListModel *sections, QWidget *parent)
    : QTabWidget(parent)
    , m_document(document)
    , m_sections(sections)
{
    setDocumentMode(true);
    setUsesScrollButtons(true);
    setElideMode(Qt::ElideNone);
    tabBar()->setExpanding(false);
    setAccessibleName(tr("Sections"));
    connect(sections, &QAbstractItemModel::modelReset, this, &SectionTabs::rebuild);
    connect(sections, &QAbstractItemModel::dataChanged, this, &SectionTabs::onDataChanged);
    connect(this, &QTabWidget::currentChanged, this, [this] { emit currentEditorChanged(currentEditor()); });
    rebuild();
}

void SectionTabs::rebuild()
{
    const QString previous = currentKey();
    QSignalBlocker blocker(this);
    while (count() > 0) {
        QWidget *w = widget(0);
        removeTab(0);
        delete w;
    }
    for (int row = 0; row < m_sections->rowCount(); ++row) {
        const QModelIndex idx = m_sections->index(row);
        auto *editor = new SectionEditor(this);
        const QString key = idx.data(SectionListModel::KeyRole).toString();
        editor->setSection(m_document->document(key), key,
                           idx.data(SectionListModel::GuidanceRole).toString());
        addTab(editor, QString());
        updateTab(row);
    }
    const int restore = indexOfKey(previous);
    setCurrentIndex(restore >= 0 ? restore : 0);
    blocker.unblock();
    emit currentEditorChanged(currentEditor());
}

void SectionTabs::updateTab(int row)
{
    if (row < 0 || row >= count())
        return;
    const QModelIndex idx = m_sections->index(row);
    const bool required = idx.data(SectionListModel::RequiredRole).toBool();
    const bool empty = idx.data(SectionListModel::EmptyRole).toBool();
    const int problems = idx.data(SectionListModel::ProblemCountRole).toInt();
    const int number = idx.data(SectionListModel::NumberRole).toInt();
    QString text = idx.data(Qt::DisplayRole).toString();
    text.replace(QLatin1Char('&'), QStringLiteral("&&"));
    // The number is the one Alt+1…9 jumps to (View ▸ Sections).
    if (number > 0)
        text = QStringLiteral("%1 %2").arg(number).arg(text);
    if (required)
        text += QStringLiteral(" *");
    setTabText(row, text);
    if (required && empty)
        setTabIcon(row, dotIcon(QColor(0xd0, 0x3a, 0x2f)));
    else if (problems > 0)
        setTabIcon(row, dotIcon(QColor(0xe0, 0x9b, 0x1a)));
    else
        setTabIcon(row, QIcon());
    setTabToolTip(row, idx.data(Qt::ToolTipRole).toString());
    if (auto *ed = editor(row))
        ed->setPlaceholderText(idx.data(SectionListModel::GuidanceRole).toString());
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
    return qobject_cast<SectionEditor *>(currentWidget());
}

SectionEditor *SectionTabs::editor(int index) const
{
    return qobject_cast<SectionEditor *>(widget(index));
}

SectionEditor *SectionTabs::editorForKey(const QString &key) const
{
    return editor(indexOfKey(key));
}

int SectionTabs::indexOfKey(const QString &key) const
{
    for (int i = 0; i < count(); ++i) {
        if (editor(i) && editor(i)->key() == key)
            return i;
    }
    return -1;
}

QString SectionTabs::currentKey() const
{
    SectionEditor *ed = currentEditor();
    return ed ? ed->key() : QString();
}

void SectionTabs::showKey(const QString &key)
{
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
