#pragma once

#include <QObject>

#include <functional>

class QWidget;

namespace pm {

// Runs a function once, right after a widget has painted for the first time: the
// moment a person sees the draft. Start-up work that can wait (the highlighting
// repository, the recovery check) goes there, and so does the start-up probe.
class FirstPaint : public QObject
{
    Q_OBJECT

public:
    static void after(QWidget *widget, std::function<void()> action);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    FirstPaint(QWidget *widget, std::function<void()> action);
    std::function<void()> m_action;
    bool m_done = false;
};

// With PM_STARTUP_PROBE set, prints "first-paint-epoch-ms N" when the draft is first
// painted, then "max-rss-kb N" once the highlighting repository is loaded (or after a
// second without it), and quits. tests/benchmarks/startup.sh reads it.
void installStartupProbe(QWidget *editorViewport);

} // namespace pm
