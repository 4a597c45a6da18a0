#pragma once
// Answers the modal windows a click brings up, in order, the way a person would: each
// step waits for the active modal window to be of its kind (and to pass its check), then
// acts on it. It polls, so a step whose action opens the next modal window (and so does
// not return until that one closes) does not hold up the steps after it. A step that does
// not come within its bound is recorded as the failure, and every modal window still open
// is then closed, so a test that went wrong ends instead of hanging.

#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QPushButton>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QList>
#include <QPointer>
#include <QTimer>
#include <QWidget>

#include <functional>

namespace pmtest {

class ModalScript : public QObject
{
public:
    explicit ModalScript(int boundMs = 20000)
        : m_boundMs(boundMs)
    {
        m_poll.setInterval(10);
        connect(&m_poll, &QTimer::timeout, this, &ModalScript::poll);
    }

    // The next step: when a modal T that passes `check` is active, `act` runs on it.
    template<typename T>
    ModalScript &then(const QString &what, std::function<void(T *)> act,
                      std::function<bool(T *)> check = std::function<bool(T *)>())
    {
        Step step;
        step.what = what;
        step.matches = [check](QWidget *w) {
            T *t = qobject_cast<T *>(w);
            return t && (!check || check(t));
        };
        step.act = [act](QWidget *w) { act(qobject_cast<T *>(w)); };
        m_steps.append(step);
        return *this;
    }

    // Starts watching; the steps run from the event loops the test's click enters.
    void start()
    {
        m_clock.start();
        m_poll.start();
    }

    bool finished() const { return m_next == m_steps.size() && m_failure.isEmpty(); }
    // What did not come: empty once all went as scripted.
    QString failure() const
    {
        return !m_failure.isEmpty() || m_next == m_steps.size() ? m_failure
                                                                : QStringLiteral("still waiting for the %1").arg(m_steps.at(m_next).what);
    }

private:
    struct Step
    {
        QString what;
        std::function<bool(QWidget *)> matches;
        std::function<void(QWidget *)> act;
    };

    void poll()
    {
        QWidget *modal = QApplication::activeModalWidget();
        if (!m_failure.isEmpty()) {
            // Unwinds one modal window per tick, innermost first.
            if (auto *dialog = qobject_cast<QDialog *>(modal))
                dialog->reject();
            else if (!modal)
                m_poll.stop();
            return;
        }
        if (m_next == m_steps.size()) {
            m_poll.stop();
            return;
        }
        const Step &step = m_steps.at(m_next);
        if (modal && step.matches(modal)) {
            ++m_next;
            m_clock.restart();
            // From a timer of its own: the action may not return until later steps ran,
            // and Qt fires no timer again while its own handler is still running.
            QPointer<QWidget> target(modal);
            const std::function<void(QWidget *)> act = step.act;
            QTimer::singleShot(0, this, [target, act] {
                if (target)
                    act(target);
            });
        } else if (m_clock.hasExpired(m_boundMs)) {
            m_failure = QStringLiteral("no %1 within %2 ms").arg(step.what).arg(m_boundMs);
        }
    }

    QList<Step> m_steps;
    int m_next = 0;
    int m_boundMs;
    QString m_failure;
    QElapsedTimer m_clock;
    QTimer m_poll;
};

// The Save button of a file dialog asking where to save, pressed; with a path, the path
// typed into the name field first, as a person does (selectFile() leaves a field that has
// the focus as it is).
inline bool pressSave(QFileDialog *files, const QString &path = QString())
{
    if (!path.isEmpty()) {
        auto *name = files->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
        if (!name)
            return false;
        name->setText(path);
    }
    auto *buttons = files->findChild<QDialogButtonBox *>();
    QPushButton *save = buttons ? buttons->button(QDialogButtonBox::Save) : nullptr;
    if (!save || !save->isEnabled())
        return false;
    save->click();
    return true;
}

} // namespace pmtest
