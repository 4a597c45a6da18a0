#include "helpwindow.h"

#include "highlighting.h"

#include <QDesktopServices>
#include <QFile>
#include <QLocale>
#include <QMessageBox>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace pm {

HelpWindow::HelpWindow(QWidget *parent)
    : QDialog(parent)
    , m_browser(new QTextBrowser(this))
{
    setWindowTitle(tr("Post-mortem Editor Help"));
    m_browser->setOpenLinks(false);
    // "help:" and "discipline:" switch pages; anything else is a web link.
    connect(m_browser, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        if (url.scheme() == QLatin1String("discipline"))
            showPage(Page::Discipline);
        else if (url.scheme() == QLatin1String("help"))
            showPage(Page::Help);
        else
            QDesktopServices::openUrl(url);
    });
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    resize(780, 700);
    showPage(Page::Help);
}

QString HelpWindow::text(Page page, const QString &language)
{
    const QString name = page == Page::Help ? QStringLiteral("help") : QStringLiteral("discipline");
    QFile file(QStringLiteral(":/docs/%1.%2.md").arg(name, language == QLatin1String("zh") ? language : QStringLiteral("en")));
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

void HelpWindow::about(QWidget *parent)
{
    QMessageBox::about(
        parent, tr("About Post-mortem Editor"),
        tr("<h3>Post-mortem Editor %1</h3>"
           "<p>Write the post-mortem of a bug fix under a strict discipline and publish it, "
           "after an explicit confirmation, as a JIRA comment.</p>"
           "<p>Qt %2 (built with %3)<br>KSyntaxHighlighting: %4</p>")
            .arg(QStringLiteral(PM_VERSION), QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR),
                 Highlighting::isAvailable() ? tr("built in") : tr("not built in")));
}

void HelpWindow::showPage(Page page)
{
    m_page = page;
    const QString language = QLocale().language() == QLocale::Chinese ? QStringLiteral("zh") : QStringLiteral("en");
    m_browser->setMarkdown(text(page, language));
    setWindowTitle(page == Page::Help ? tr("Post-mortem Editor Help") : tr("The Post-mortem Discipline"));
}

} // namespace pm
