#pragma once

#include <QDialog>

class QTextBrowser;

namespace pm {

// F1: the user help (workflow, checks, keys, files, command line) in the interface
// language, with the discipline itself one link away.
class HelpWindow : public QDialog
{
    Q_OBJECT

public:
    // clang-format off
    enum class Page { Help, Discipline };
    // clang-format on

    explicit HelpWindow(QWidget *parent = nullptr);

    void showPage(Page page);
    Page page() const { return m_page; }
    QTextBrowser *browser() const { return m_browser; }

    // Help ▸ About: version, Qt, and which optional parts are built in.
    static void about(QWidget *parent);

    // The page's Markdown in a language ("en" or "zh"), from the resources.
    static QString text(Page page, const QString &language);

private:
    QTextBrowser *m_browser;
    Page m_page = Page::Help;
};

} // namespace pm
