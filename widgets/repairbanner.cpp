#include "repairbanner.h"

#include "documentmodel.h"
#include "documentservice.h"
#include "sectioneditor.h"
#include "sectiontabs.h"
#include "statuscolors.h"

#include <QDir>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace pm {

RepairBanner::RepairBanner(DocumentService *service, SectionTabs *tabs, QWidget *parent)
    : QFrame(parent)
    , m_service(service)
    , m_tabs(tabs)
    , m_message(new QLabel(this))
    , m_frontMatter(new QPlainTextEdit(this))
    , m_problem(new QLabel(this))
    , m_apply(new QPushButton(tr("A&pply Front Matter"), this))
    , m_saveCopy(new QPushButton(tr("Save a &Copy As…"), this))
{
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    QPalette p = palette();
    QColor tint = StatusColors::severity(Severity::Warning, p);
    tint.setAlpha(40);
    p.setColor(QPalette::Window, tint);
    setPalette(p);
    m_message->setWordWrap(true);
    m_message->setTextFormat(Qt::PlainText);
    m_problem->setWordWrap(true);
    m_frontMatter->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_frontMatter->setAccessibleName(tr("Front matter"));
    m_frontMatter->setFixedHeight(m_frontMatter->fontMetrics().lineSpacing() * 7 + 12);
    m_frontMatter->setTabChangesFocus(true);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_problem, 1);
    buttons->addWidget(m_apply);
    buttons->addWidget(m_saveCopy);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 8, 10, 8);
    layout->addWidget(m_message);
    layout->addWidget(m_frontMatter);
    layout->addLayout(buttons);
    connect(m_apply, &QPushButton::clicked, this, &RepairBanner::apply);
    connect(m_saveCopy, &QPushButton::clicked, this, &RepairBanner::saveAsRequested);
    // A copy saved under a name of its own is an ordinary draft.
    connect(service->document(), &DocumentModel::pathChanged, this, [this](const QString &path) {
        if (m_repairing && m_draft.problem == DamagedDraft::Problem::InvalidUtf8 && !path.isEmpty())
            finish();
    });
    // Tabs may be rebuilt: new editors are locked as well.
    connect(tabs, &SectionTabs::currentEditorChanged, this, [this] {
        if (m_repairing)
            setLocked(true);
    });
    hide();
}

void RepairBanner::setLockedWidgets(const QList<QWidget *> &widgets)
{
    m_locked.clear();
    for (QWidget *w : widgets)
        m_locked.append(w);
}

bool RepairBanner::openDamaged(const QString &path, const QByteArray &bytes)
{
    const std::optional<DamagedDraft> damaged = DraftRepair::analyse(bytes, path);
    if (!damaged)
        return false;
    m_draft = *damaged;
    m_path = QFileInfo(path).absoluteFilePath();
    // Untitled: Save cannot reach the original, only Save As can.
    m_service->loadValue(m_draft.readable, QString(), false);
    const QString name = QDir::toNativeSeparators(m_path);
    const bool utf8 = m_draft.problem == DamagedDraft::Problem::InvalidUtf8;
    if (utf8) {
        m_message->setText(tr("“%1” is not valid UTF-8 (%2). It is open read-only, with the bytes that cannot "
                              "be read shown as �. Save a copy under a new name to work on it; the original "
                              "is never written over.")
                               .arg(name, m_draft.error.line > 0 ? tr("first at line %1").arg(m_draft.error.line)
                                                                 : m_draft.error.message));
    } else {
        m_message->setText(tr("The front matter of “%1” cannot be read, so the sections are shown read-only. "
                              "Repair it here and apply it; nothing is written until you save.")
                               .arg(name));
        m_frontMatter->setPlainText(QString::fromUtf8(m_draft.frontMatter));
        m_problem->setText(m_draft.error.toString());
    }
    m_frontMatter->setVisible(!utf8);
    m_apply->setVisible(!utf8);
    m_problem->setVisible(!utf8);
    m_repairing = true;
    setLocked(true);
    show();
    emit repairingChanged(true);
    if (!utf8)
        m_frontMatter->setFocus(Qt::OtherFocusReason);
    return true;
}

void RepairBanner::apply()
{
    const Expected<PostMortem> pm = DraftRepair::withFrontMatter(m_draft, m_frontMatter->toPlainText().toUtf8(), m_path);
    if (!pm) {
        m_problem->setText(pm.error().toString());
        return;
    }
    // The draft is the file's again; the repaired block is written on the next save.
    m_service->loadValue(pm.value(), m_path, true);
    finish();
}

void RepairBanner::finish()
{
    m_repairing = false;
    setLocked(false);
    hide();
    emit repairingChanged(false);
}

void RepairBanner::setLocked(bool locked)
{
    for (const QPointer<QWidget> &w : std::as_const(m_locked)) {
        if (w)
            w->setEnabled(!locked);
    }
    for (int i = 0; i < m_tabs->count(); ++i)
        m_tabs->editor(i)->setReadOnly(locked);
}

} // namespace pm
