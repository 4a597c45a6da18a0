#include "metadatabar.h"

#include "destinations.h"
#include "documentmodel.h"
#include "draftformat.h"
#include "publishplan.h"

#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QRegularExpressionValidator>

namespace pm {

bool MetadataBar::isTemplateTitle(const QString &title)
{
    // The template's stand-in title is shown as the field's placeholder, not as text.
    static const QStringList standIns = {DraftFormat::newDraft(QStringLiteral("en")).meta.title,
                                         DraftFormat::newDraft(QStringLiteral("zh")).meta.title};
    return standIns.contains(title);
}

bool MetadataBar::isValidTicketKey(const QString &key)
{
    return isJiraIssueKey(key); // the rule publishing applies
}

MetadataBar::MetadataBar(DocumentModel *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_title(new QLineEdit(this))
    , m_ticket(new QLineEdit(this))
    , m_owner(new QLineEdit(this))
    , m_refs(new QLineEdit(this))
    , m_language(new QComboBox(this))
    , m_destination(new QComboBox(this))
    , m_ticketHint(new QLabel(this))
{
    m_title->setPlaceholderText(tr("What broke, in one line"));
    m_ticket->setPlaceholderText(tr("PROJECT-123"));
    m_ticket->setMaximumWidth(140);
    // Typing is free (lower case is upper-cased on the way in); the hint says when the
    // key is not yet a JIRA key.
    m_ticket->setValidator(new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral("[A-Za-z0-9_]*-?[0-9]*")), m_ticket));
    m_owner->setPlaceholderText(tr("Name (team)"));
    m_refs->setPlaceholderText(tr("org/repo#123, 9f3c2e1, branch"));
    m_refs->setToolTip(tr("PRs, commits and branches, separated by commas"));
    m_language->addItem(tr("English"), QStringLiteral("en"));
    m_language->addItem(tr("Chinese"), QStringLiteral("zh"));
    // The labels are the export dialog's (one table in destinations.cpp); the value is
    // what the draft's `destination:` holds.
    for (Destination d : allDestinations())
        m_destination->addItem(destinationTitle(d), destinationDraftValue(d));
    m_ticketHint->setStyleSheet(QStringLiteral("color: #c0392b;"));

    auto *layout = m_grid = new QGridLayout(this);
    layout->setSizeConstraint(QLayout::SetNoConstraint); // minimumSizeHint() decides
    layout->setContentsMargins(8, 6, 8, 6);
    layout->setHorizontalSpacing(8);
    layout->setVerticalSpacing(4);
    auto label = [this](const QString &text, QWidget *buddy) {
        auto *l = new QLabel(text, this);
        l->setBuddy(buddy);
        buddy->setAccessibleName(QString(text).remove(QLatin1Char('&')).remove(QLatin1Char(':')));
        return l;
    };
    // Two rows of three pairs: what the post-mortem is about on top, who and where below.
    auto *ticketBox = new QWidget(this);
    auto *ticketLayout = new QHBoxLayout(ticketBox);
    ticketLayout->setContentsMargins(0, 0, 0, 0);
    ticketLayout->addWidget(m_ticket);
    ticketLayout->addWidget(m_ticketHint);
    auto *choices = new QWidget(this);
    auto *choicesLayout = new QHBoxLayout(choices);
    choicesLayout->setContentsMargins(0, 0, 0, 0);
    choicesLayout->addWidget(label(tr("&Language:"), m_language));
    choicesLayout->addWidget(m_language);
    choicesLayout->addSpacing(8);
    choicesLayout->addWidget(label(tr("&Destination:"), m_destination));
    choicesLayout->addWidget(m_destination);
    m_cells = {label(tr("&Title:"), m_title), m_title, label(tr("Tic&ket:"), m_ticket), ticketBox,
               label(tr("O&wner:"), m_owner), m_owner, label(tr("&Refs:"), m_refs), m_refs, choices};
    arrange(false);
    for (QComboBox *box : {m_language, m_destination}) {
        box->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Fixed);
        // Sized for a short label, not the longest one ("Markdown file (docs/postmortems)"
        // alone kept the narrow form, and so the window, wider than an 800 px screen);
        // the list itself still shows whole labels.
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    }
    m_language->setMinimumContentsLength(8);
    m_destination->setMinimumContentsLength(10);

    for (QLineEdit *edit : {m_title, m_ticket, m_owner, m_refs})
        connect(edit, &QLineEdit::textEdited, this, &MetadataBar::store);
    connect(m_ticket, &QLineEdit::textEdited, this, [this](const QString &text) {
        const int pos = m_ticket->cursorPosition();
        if (text != text.toUpper()) {
            m_ticket->setText(text.toUpper());
            m_ticket->setCursorPosition(pos);
            store();
        }
    });
    connect(m_language, qOverload<int>(&QComboBox::activated), this, &MetadataBar::store);
    connect(m_destination, qOverload<int>(&QComboBox::activated), this, &MetadataBar::store);
    connect(document, &DocumentModel::metaChanged, this, &MetadataBar::load);
    load();
}

void MetadataBar::arrange(bool compact)
{
    m_compact = compact;
    for (QWidget *w : std::as_const(m_cells))
        m_grid->removeWidget(w);
    for (int c = 0; c < m_grid->columnCount(); ++c)
        m_grid->setColumnStretch(c, 0);
    QWidget *const titleLabel = m_cells[0], *const ticketLabel = m_cells[2], *const ticketBox = m_cells[3];
    QWidget *const ownerLabel = m_cells[4], *const refsLabel = m_cells[6], *const choices = m_cells[8];
    if (!compact) {
        // Two rows of three pairs: what it is about on top, who and where below.
        m_grid->addWidget(titleLabel, 0, 0);
        m_grid->addWidget(m_title, 0, 1, 1, 3);
        m_grid->addWidget(ticketLabel, 0, 4);
        m_grid->addWidget(ticketBox, 0, 5);
        m_grid->addWidget(ownerLabel, 1, 0);
        m_grid->addWidget(m_owner, 1, 1);
        m_grid->addWidget(refsLabel, 1, 2);
        m_grid->addWidget(m_refs, 1, 3);
        m_grid->addWidget(choices, 1, 4, 1, 2);
        m_grid->setColumnStretch(1, 3);
        m_grid->setColumnStretch(3, 2);
        return;
    }
    // Narrow: title and refs get whole rows, ticket and owner share one, the choices
    // go last, so no field is squeezed below a usable width.
    m_grid->addWidget(titleLabel, 0, 0);
    m_grid->addWidget(m_title, 0, 1, 1, 3);
    m_grid->addWidget(ticketLabel, 1, 0);
    m_grid->addWidget(ticketBox, 1, 1);
    m_grid->addWidget(ownerLabel, 1, 2);
    m_grid->addWidget(m_owner, 1, 3);
    m_grid->addWidget(refsLabel, 2, 0);
    m_grid->addWidget(m_refs, 2, 1, 1, 3);
    // From the left edge: under the fields' column the pair of choices alone made the
    // narrow form wider than an 800 px screen leaves beside the Checks panel.
    m_grid->addWidget(choices, 3, 0, 1, 4, Qt::AlignLeft);
    m_grid->setColumnStretch(1, 1);
    m_grid->setColumnStretch(3, 1);
}

QSize MetadataBar::minimumSizeHint() const
{
    // What the narrow form needs: the window may be that narrow, and resizeEvent()
    // switches to it before the fields would overlap.
    QSize hint = QWidget::minimumSizeHint();
    hint.setWidth(qMin(hint.width(), fontMetrics().averageCharWidth() * 72));
    return hint;
}

void MetadataBar::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // Below about 950 px the two-row form leaves the owner and refs a few letters wide.
    const bool compact = width() < fontMetrics().averageCharWidth() * 140;
    if (compact != m_compact)
        arrange(compact);
}

void MetadataBar::load()
{
    if (m_loading)
        return;
    m_loading = true;
    const Meta meta = m_document->meta();
    // A field the author is not in shows the start of a long value, not its end.
    auto set = [](QLineEdit *edit, const QString &text) {
        if (edit->text() == text)
            return;
        edit->setText(text);
        if (!edit->hasFocus())
            edit->setCursorPosition(0);
    };
    set(m_title, isTemplateTitle(meta.title) ? QString() : meta.title);
    set(m_ticket, meta.ticket);
    set(m_owner, meta.owner);
    set(m_refs, meta.refs.join(QStringLiteral(", ")));
    m_language->setCurrentIndex(qMax(0, m_language->findData(meta.language)));
    m_destination->setCurrentIndex(qMax(0, m_destination->findData(meta.destination)));
    const bool ok = meta.ticket.isEmpty() || isValidTicketKey(meta.ticket);
    m_ticketHint->setText(ok ? QString() : tr("not a JIRA key"));
    m_ticket->setToolTip(ok ? tr("The JIRA key of the source ticket, e.g. CDN-4821")
                            : tr("A JIRA key looks like PROJECT-123"));
    m_loading = false;
}

void MetadataBar::store()
{
    if (m_loading)
        return;
    Meta meta = m_document->meta();
    // An untouched title keeps the template's stand-in, which publishing flags.
    if (!(m_title->text().isEmpty() && isTemplateTitle(meta.title)))
        meta.title = m_title->text();
    meta.ticket = m_ticket->text().trimmed();
    meta.owner = m_owner->text();
    // Refs are re-read only when their own field changed: a ref may contain spaces
    // ("PR 1187 (backport)") and must survive edits elsewhere in the bar.
    if (m_refs->text() != meta.refs.join(QStringLiteral(", "))) {
        QStringList refs;
        for (const QString &r : m_refs->text().split(QLatin1Char(',')))
            if (!r.trimmed().isEmpty())
                refs.append(r.trimmed());
        meta.refs = refs;
    }
    meta.language = m_language->currentData().toString();
    meta.destination = m_destination->currentData().toString();
    m_loading = true;
    m_document->setMeta(meta);
    m_loading = false;
    const bool ok = meta.ticket.isEmpty() || isValidTicketKey(meta.ticket);
    m_ticketHint->setText(ok ? QString() : tr("not a JIRA key"));
}

} // namespace pm
