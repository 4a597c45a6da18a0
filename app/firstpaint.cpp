#include "firstpaint.h"

#include "highlighting.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QEvent>
#include <QTimer>
#include <QWidget>

#include <cstdio>
#ifdef Q_OS_UNIX
#include <sys/resource.h>
#endif

namespace pm {

FirstPaint::FirstPaint(QWidget *widget, std::function<void()> action)
    : QObject(widget)
    , m_action(std::move(action))
{
    widget->installEventFilter(this);
}

void FirstPaint::after(QWidget *widget, std::function<void()> action)
{
    new FirstPaint(widget, std::move(action));
}

bool FirstPaint::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Paint && !m_done) {
        m_done = true;
        watched->removeEventFilter(this);
        // Queued, so it runs after this paint has reached the screen. The action may
        // destroy the widget, and with it this helper (recovering a draft rebuilds the
        // tabs): it runs from a local copy, and nothing touches this after it.
        QTimer::singleShot(0, this, [this] {
            const std::function<void()> action = std::move(m_action);
            deleteLater();
            action();
        });
    }
    return QObject::eventFilter(watched, event);
}

namespace {

long peakRssKb()
{
#ifdef Q_OS_UNIX
    struct rusage usage
    {
    };
    if (getrusage(RUSAGE_SELF, &usage) == 0)
        return usage.ru_maxrss;
#endif
    return 0;
}

} // namespace

void installStartupProbe(QWidget *editorViewport)
{
    FirstPaint::after(editorViewport, [] {
        std::printf("first-paint-epoch-ms %lld\nfirst-paint-max-rss-kb %ld\n",
                    static_cast<long long>(QDateTime::currentMSecsSinceEpoch()), peakRssKb());
        std::fflush(stdout);
        auto report = [] {
            std::printf("highlighting-ready %d\nmax-rss-kb %ld\n", Highlighting::instance()->isReady() ? 1 : 0, peakRssKb());
            std::fflush(stdout);
            QCoreApplication::quit();
        };
        if (!Highlighting::isAvailable()) {
            QTimer::singleShot(200, qApp, report);
            return;
        }
        QObject::connect(Highlighting::instance(), &Highlighting::ready, qApp, [report] {
            QTimer::singleShot(100, qApp, report);
        });
        QTimer::singleShot(3000, qApp, report);
    });
}

} // namespace pm
