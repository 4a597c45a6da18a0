#include "publishdialog.h"

#include "adfpreview.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSaveFile>
#include <QSettings>
#include <QStackedWidget>
#include <QTabWidget>
#include <QVBoxLayout>

namespace pm {

PublishDialog::PublishDialog(const PostMortem &pm, const QString &draftPath, QWidget *parent)
    : QDialog(parent)
    , m_pm(pm)
    , m_draftPath(draftPath)
    , m_destination(new QComboBox(this))
    , m_stack(new QStackedWidget(this))
    , m_blockedLabel(new QLabel(this))
    , m_tabs(new QTabWidget(this))
    , m_preview(new AdfPreview(this))
    , m_raw(new QPlainTextEdit(this))
    , m_save(new QPushButton(tr("&Save As…"), this))
    , m_copy(new QPushButton(tr("&Copy"), this))
    , m_status(new QLabel(this))
{
    setWindowTitle(tr("Export Post-mortem"));
    for (Destination d : {Destination::Jira, Destination::Markdown, Destination::PullRequest, Destination::Wiki})
        m_destination->addItem(destinationTitle(d), int(d));
    m_destination->setAccessibleName(tr("Destination"));
    m_raw->setReadOnly(true);
    m_raw->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_raw->setAccessibleName(tr("Payload"));
    QFont mono = m_raw->font();
    mono.setFamily(QStringLiteral("monospace"));
    mono.setStyleHint(QFont::Monospace);
    m_raw->setFont(mono);
    m_blockedLabel->setWordWrap(true);
    m_blockedLabel->setTextFormat(Qt::RichText);
    m_blockedLabel->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_blockedLabel->setMargin(12);
    m_tabs->addTab(m_preview, tr("&Preview"));
    m_tabs->addTab(m_raw, tr("&Payload"));
    m_stack->addWidget(m_blockedLabel);
    m_stack->addWidget(m_tabs);

    auto *form = new QFormLayout;
    form->addRow(tr("&Destination:"), m_destination);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_copy, QDialogButtonBox::ActionRole);
    buttons->addButton(m_save, QDialogButtonBox::ActionRole);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_stack, 1);
    layout->addWidget(m_status);
    layout->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_save, &QPushButton::clicked, this, &PublishDialog::saveAs);
    connect(m_copy, &QPushButton::clicked, this, &PublishDialog::copy);
    connect(m_destination, qOverload<int>(&QComboBox::currentIndexChanged), this, &PublishDialog::refresh);

    resize(820, 640);
    setDestination(destinationForDraft(pm));
    refresh();
}

void PublishDialog::setDestination(Destination destination)
{
    m_destination->setCurrentIndex(m_destination->findData(int(destination)));
}

Destination PublishDialog::destination() const
{
    return Destination(m_destination->currentData().toInt());
}

void PublishDialog::refresh()
{
    m_blockers = exportBlockers(m_pm);
    m_status->clear();
    if (!m_blockers.isEmpty()) {
        // No payload at all while the gate fails: the editor never produces a draft on
        // a hypothesis.
        QString html = QStringLiteral("<h3>%1</h3><ul>").arg(tr("Not ready to leave the editor").toHtmlEscaped());
        for (const QString &b : m_blockers)
            html += QStringLiteral("<li>%1</li>").arg(b.toHtmlEscaped());
        html += QStringLiteral("</ul><p>%1</p>").arg(tr("Fill in the gate inputs in the Checks panel and fix the errors; the payload appears here once nothing blocks it.").toHtmlEscaped());
        m_blockedLabel->setText(html);
        m_stack->setCurrentWidget(m_blockedLabel);
        m_payload.clear();
        m_save->setEnabled(false);
        m_copy->setEnabled(false);
        m_save->setToolTip(m_blockers.join(QLatin1Char('\n')));
        return;
    }
    const Expected<QByteArray> out = exportDraft(m_pm, destination(), m_draftPath);
    m_payload = out ? out.value() : QByteArray();
    if (destination() == Destination::Jira) {
        m_preview->setDocument(toAdf(m_pm));
    } else {
        m_preview->setMarkdown(QString::fromUtf8(m_payload));
    }
    m_raw->setPlainText(QString::fromUtf8(m_payload));
    m_stack->setCurrentWidget(m_tabs);
    m_save->setEnabled(true);
    m_copy->setEnabled(true);
    m_save->setToolTip(QString());
}

bool PublishDialog::saveTo(const QString &path, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(m_payload) != m_payload.size() || !file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
}

void PublishDialog::saveAs()
{
    const QString base = m_draftPath.isEmpty() ? QDir::homePath() : QFileInfo(m_draftPath).absolutePath();
    const QString suggested = base + QLatin1Char('/') + QFileInfo(suggestedFileName(m_pm, destination())).fileName();
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Export As"), suggested);
    if (path.isEmpty())
        return;
    QString error;
    if (saveTo(path, &error))
        m_status->setText(tr("Saved %1").arg(QDir::toNativeSeparators(path)));
    else
        m_status->setText(tr("Cannot save %1: %2").arg(QDir::toNativeSeparators(path), error));
}

void PublishDialog::copy()
{
    QApplication::clipboard()->setText(QString::fromUtf8(m_payload));
    m_status->setText(tr("Copied to the clipboard."));
}

} // namespace pm
