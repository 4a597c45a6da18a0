#pragma once

// The application's messages in Chinese for one scope of a test, when the row asks for
// them ("zh"); removed again when the scope ends, so later rows read English.

#include "initresources.h"

#include <QCoreApplication>
#include <QString>
#include <QTranslator>

namespace pmtest {

class MessagesIn
{
public:
    explicit MessagesIn(const QString &language)
    {
        m_chineseAsked = language == QLatin1String("zh");
        if (!m_chineseAsked)
            return;
        pmInitResources();
        m_installed = m_zh.load(QStringLiteral(":/i18n/postmortem-editor_zh_CN.qm")) && QCoreApplication::installTranslator(&m_zh);
    }
    ~MessagesIn()
    {
        if (m_installed)
            QCoreApplication::removeTranslator(&m_zh);
    }
    MessagesIn(const MessagesIn &) = delete;
    MessagesIn &operator=(const MessagesIn &) = delete;

    // False when Chinese was asked for and the translation did not load.
    bool ok() const { return m_chineseAsked ? m_installed : true; }

private:
    QTranslator m_zh;
    bool m_chineseAsked = false;
    bool m_installed = false;
};

} // namespace pmtest
