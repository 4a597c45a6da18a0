#include "importmappingdialog.h"

#include "sectioncatalogue.h"
#include "settings.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QGridLayout>
#include <QGuiApplication>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace pm {

namespace {

const QString TitleChoice = QStringLiteral("title");
const QString ExtraChoice = QStringLiteral("extra");
const QString InsideChoice = QStringLiteral("inside");

QString choiceOf(const HeadingChoice &h)
{
    switch (h.role) {
    case HeadingChoice::Title:
        return TitleChoice;
    case HeadingChoice::Section:
        return h.sectionId;
    case HeadingChoice::Extra:
        return ExtraChoice;
    case HeadingChoice::Inside:
        break;
    }
    return InsideChoice;
}

} // namespace

ImportMappingDialog::ImportMappingDialog(const QByteArray &bytes, const QString &fileName,
                                         const ImportResult &first, QWidget *parent)
    : QDialog(parent)
    , m_bytes(bytes)
    , m_fileName(fileName)
    , m_result(first)
{
    setWindowTitle(tr("Import “%1”").arg(QFileInfo(fileName).fileName()));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Each heading of the document goes to one of the nine sections, stays as an "
                                "extra section, or stays inside the section above it. Change any choice; the "
                                "others are planned again, since each section goes to one heading."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::StyledPanel);
    auto *grid = new QWidget(scroll);
    auto *rows = new QGridLayout(grid);
    rows->setColumnStretch(1, 2);
    rows->setColumnStretch(4, 3);
    const QStringList headers{tr("Line"), tr("Heading"), tr("Level"), tr("Section"), tr("Why")};
    for (int c = 0; c < headers.size(); ++c) {
        auto *label = new QLabel(QStringLiteral("<b>%1</b>").arg(headers.at(c).toHtmlEscaped()), grid);
        rows->addWidget(label, 0, c);
    }
    const QList<HeadingChoice> &headings = m_result.plan.headings;
    for (int i = 0; i < headings.size(); ++i) {
        const HeadingChoice &h = headings.at(i);
        const int r = i + 1;
        auto *line = new QLabel(QString::number(h.line), grid);
        line->setAlignment(Qt::AlignRight | Qt::AlignTop);
        rows->addWidget(line, r, 0, Qt::AlignTop);
        // The heading as written, indented by its level, so the outline shows.
        auto *text = new QLabel(grid);
        text->setTextFormat(Qt::PlainText);
        text->setText(h.text);
        text->setWordWrap(true);
        text->setIndent((h.level - 1) * fontMetrics().averageCharWidth() * 2);
        rows->addWidget(text, r, 1, Qt::AlignTop);
        rows->addWidget(new QLabel(tr("H%1").arg(h.level), grid), r, 2, Qt::AlignTop);
        Row row;
        row.section = new QComboBox(grid);
        row.section->setAccessibleName(tr("Section for “%1” (line %2)").arg(h.text).arg(h.line));
        row.section->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        rows->addWidget(row.section, r, 3, Qt::AlignTop);
        row.reason = new QLabel(grid);
        row.reason->setWordWrap(true);
        row.reason->setTextFormat(Qt::PlainText);
        rows->addWidget(row.reason, r, 4, Qt::AlignTop);
        m_rows.append(row);
        connect(row.section, qOverload<int>(&QComboBox::activated), this, [this, i](int index) {
            choose(i, m_rows.at(i).section->itemData(index).toString());
        });
    }
    rows->setRowStretch(int(headings.size()) + 1, 1);
    scroll->setWidget(grid);
    layout->addWidget(scroll, 1);

    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    layout->addWidget(m_status);
    auto *facts = new QLabel(ImportResult::factsStillEmpty(true), this);
    facts->setWordWrap(true);
    layout->addWidget(facts);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("&Open as Draft"));
    QPushButton *restore = buttons->addButton(tr("&Restore Suggestions"), QDialogButtonBox::ResetRole);
    connect(restore, &QPushButton::clicked, this, [this] {
        m_choices.clear();
        replan();
    });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    showPlan();
    if (!m_rows.isEmpty())
        m_rows.first().section->setFocus(Qt::OtherFocusReason);
    if (!restoreGeometry(Settings::instance().importDialogGeometry())) {
        // Within the window it opens over, or the screen's free area.
        QSize size(900, 560);
        if (parent)
            size = size.boundedTo(parent->window()->size() * 0.95);
        else if (const QScreen *screen = QGuiApplication::primaryScreen())
            size = size.boundedTo(screen->availableGeometry().size() * 0.9);
        resize(size.expandedTo(QSize(560, 360)));
    }
}

QComboBox *ImportMappingDialog::sectionBox(int line) const
{
    const QList<HeadingChoice> &headings = m_result.plan.headings;
    for (int i = 0; i < headings.size() && i < m_rows.size(); ++i) {
        if (headings.at(i).line == line)
            return m_rows.at(i).section;
    }
    return nullptr;
}

void ImportMappingDialog::done(int result)
{
    Settings::instance().setImportDialogGeometry(saveGeometry());
    QDialog::done(result);
}

void ImportMappingDialog::choose(int row, const QString &choice)
{
    const int line = m_result.plan.headings.at(row).line;
    if (choice == choiceOf(m_result.plan.headings.at(row)) && !m_choices.contains(line))
        return;
    if (choice == TitleChoice) {
        m_choices.remove(line);
    } else {
        // A section goes to one heading: the author's latest word for it wins.
        if (SectionCatalogue::find(choice)) {
            for (auto it = m_choices.begin(); it != m_choices.end();)
                it = it.value() == choice ? m_choices.erase(it) : std::next(it);
        }
        m_choices.insert(line, choice);
    }
    replan();
}

void ImportMappingDialog::replan()
{
    const Expected<ImportResult> planned = importForeign(m_bytes, m_fileName, m_choices);
    if (!planned) {
        // The draft format cannot hold this mapping: say why, and keep the last one that
        // it can until the author changes a choice.
        m_status->setText(tr("This mapping cannot be opened: %1").arg(planned.error().message));
        m_ok->setEnabled(false);
        return;
    }
    m_result = planned.value();
    m_status->clear();
    m_ok->setEnabled(true);
    showPlan();
}

void ImportMappingDialog::showPlan()
{
    for (int i = 0; i < m_rows.size(); ++i) {
        fillChoices(i);
        m_rows.at(i).reason->setText(m_result.plan.headings.at(i).reason);
    }
}

// The choices the draft format can hold for a heading: a section, an extra section at
// or above the sections' level, inside a section below it, the title for a first
// level-1 heading; and always the one it has now.
void ImportMappingDialog::fillChoices(int row)
{
    const HeadingChoice &h = m_result.plan.headings.at(row);
    const int sectionLevel = m_result.plan.sectionLevel;
    const QString current = choiceOf(h);
    QComboBox *box = m_rows.at(row).section;
    const QSignalBlocker blocker(box);
    box->clear();
    if (current == TitleChoice || (row == 0 && h.level == 1))
        box->addItem(tr("Title (before the sections)"), TitleChoice);
    // Section names in the interface's language, as the tabs show them.
    const QString language = QLocale().language() == QLocale::Chinese ? QStringLiteral("zh") : QStringLiteral("en");
    for (const SectionInfo &info : SectionCatalogue::all())
        box->addItem(QStringLiteral("%1. %2").arg(info.number).arg(info.heading(language)), info.id);
    if (current == ExtraChoice || sectionLevel == 0 || h.level <= sectionLevel)
        box->addItem(tr("Extra section (kept as written)"), ExtraChoice);
    if (current == InsideChoice || (sectionLevel > 0 && h.level > sectionLevel))
        box->addItem(tr("Inside the section above"), InsideChoice);
    box->setCurrentIndex(box->findData(current));
}

} // namespace pm
