#include "highlighting.h"

#include "coderuns.h"

#include <QApplication>
#include <QFontDatabase>
#include <QFontInfo>
#include <QPalette>
#include <QRegularExpression>
#include <QSignalBlocker>
#include <QSyntaxHighlighter>
#include <QTextBlock>
#include <QTextDocument>
#include <QThread>

#ifdef PM_HAVE_KSYNTAXHIGHLIGHTING
#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/SyntaxHighlighter>
#include <KSyntaxHighlighting/Theme>
#include <type_traits>
#endif

namespace pm {

namespace {

// Sets a line's code (coderuns.h) in the fixed-width font over whatever the highlighter
// gave it, whatever font the prose is in. The block state carries an open fence to the
// next line (KSyntaxHighlighting keeps its own state in the block's user data).
template<typename Base>
class CodeFont : public Base
{
public:
    using Base::Base;

protected:
    // `coloured`: the base highlighter has formatted the line already (keep its colours).
    void markCode(const QString &text, bool coloured)
    {
        const CodeRuns code = CodeRuns::ofLine(text, this->previousBlockState());
        for (const CodeRuns::Run &run : code.runs) {
            if (!coloured) {
                this->setFormat(run.start, run.length, codeFormat(QTextCharFormat()));
                continue;
            }
            // In stretches of one format each: a fence's code has the colours of its language.
            const int end = run.start + run.length;
            for (int i = run.start; i < end;) {
                const QTextCharFormat format = this->format(i);
                int j = i + 1;
                while (j < end && this->format(j) == format)
                    ++j;
                this->setFormat(i, j - i, codeFormat(format));
                i = j;
            }
        }
        this->setCurrentBlockState(code.state);
    }

private:
    static QTextCharFormat codeFormat(QTextCharFormat format)
    {
        static const QString mono = QFontInfo(Highlighting::fixedFont()).family();
#if QT_VERSION >= QT_VERSION_CHECK(6, 0, 0)
        format.setFontFamilies({mono});
#else
        format.setFontFamily(mono); // Qt 5 picks the font by the family alone
#endif
        format.setFontFixedPitch(true);
        format.setFontStyleHint(QFont::TypeWriter);
        return format;
    }
};

// Until (or without) KSyntaxHighlighting: the code font alone.
class CodeFontHighlighter : public CodeFont<QSyntaxHighlighter>
{
public:
    using CodeFont<QSyntaxHighlighter>::CodeFont;

protected:
    void highlightBlock(const QString &text) override { markCode(text, false); }
};

#ifdef PM_HAVE_KSYNTAXHIGHLIGHTING
CodeFontHighlighter *codeFontHighlighterOf(const QTextDocument *document)
{
    // No Q_OBJECT of its own, so no findChild<CodeFontHighlighter *>.
    for (QSyntaxHighlighter *h : document->findChildren<QSyntaxHighlighter *>()) {
        if (auto *own = dynamic_cast<CodeFontHighlighter *>(h))
            return own;
    }
    return nullptr;
}
#endif

} // namespace

#ifdef PM_HAVE_KSYNTAXHIGHLIGHTING
namespace {
// KF6's Repository is a QObject (and must live on the GUI thread); KF5's is not.
template<typename R>
void handToGuiThread(R *repository)
{
    if constexpr (std::is_base_of_v<QObject, R>)
        repository->moveToThread(qApp->thread());
    else
        Q_UNUSED(repository)
}

template<typename R>
QThread *threadOf(R *repository)
{
    if constexpr (std::is_base_of_v<QObject, R>)
        return repository->thread();
    Q_UNUSED(repository)
    return nullptr;
}
// A section's text starts mid-draft: a first line such as "CI gap: the job skipped ARM"
// is prose, not the MultiMarkdown metadata the Markdown definition looks for at the start
// of a file (which it draws grey, as comments). The colon that ends such a key is shown to
// the definition as a look-alike of the same length, so the formats still line up.
class SectionHighlighter : public CodeFont<KSyntaxHighlighting::SyntaxHighlighter>
{
public:
    using CodeFont<KSyntaxHighlighting::SyntaxHighlighter>::CodeFont;

protected:
    void highlightBlock(const QString &text) override
    {
        static const QRegularExpression key(QStringLiteral("^[a-zA-Z0-9][\\w\\-\\s]*:(?=\\s|$)"),
                                            QRegularExpression::UseUnicodePropertiesOption);
        if (currentBlock().blockNumber() == 0) {
            const QRegularExpressionMatch m = key.match(text);
            if (m.hasMatch()) {
                QString shown = text;
                shown[int(m.capturedEnd()) - 1] = QChar(0x2236); // RATIO
                KSyntaxHighlighting::SyntaxHighlighter::highlightBlock(shown);
                markCode(text, true);
                return;
            }
        }
        KSyntaxHighlighting::SyntaxHighlighter::highlightBlock(text);
        markCode(text, true);
    }
};

} // namespace
#endif

struct Highlighting::Private
{
#ifdef PM_HAVE_KSYNTAXHIGHLIGHTING
    KSyntaxHighlighting::Repository *repository = nullptr;
    KSyntaxHighlighting::Definition markdown;
    QList<QPointer<KSyntaxHighlighting::SyntaxHighlighter>> highlighters;
#endif
};

Highlighting::Highlighting(QObject *parent)
    : QObject(parent)
    , d(new Private)
{
}

Highlighting::~Highlighting()
{
#ifdef PM_HAVE_KSYNTAXHIGHLIGHTING
    delete d->repository;
#endif
    delete d;
}

Highlighting *Highlighting::instance()
{
    static QPointer<Highlighting> self;
    if (!self)
        self = new Highlighting(qApp);
    return self;
}

QFont Highlighting::fixedFont()
{
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    if (!QFontInfo(font).fixedPitch()) {
        font.setFamily(QStringLiteral("monospace"));
        font.setStyleHint(QFont::TypeWriter);
    }
    return font;
}

bool Highlighting::isAvailable()
{
#ifdef PM_HAVE_KSYNTAXHIGHLIGHTING
    return true;
#else
    return false;
#endif
}

void Highlighting::preload()
{
#ifdef PM_HAVE_KSYNTAXHIGHLIGHTING
    if (m_loading || m_ready)
        return;
    m_loading = true;
    // The worker hands the repository over through a queued call; should the
    // application go away first, the guard drops the hand-over and the repository.
    QPointer<Highlighting> self(this);
    QThread *thread = QThread::create([self] {
        auto *repository = new KSyntaxHighlighting::Repository;
        handToGuiThread(repository);
        QMetaObject::invokeMethod(
            qApp, [self, repository] {
                if (self)
                    self->onLoaded(repository);
                else
                    delete repository;
            },
            Qt::QueuedConnection);
    });
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    thread->start(QThread::LowPriority);
#endif
}

void Highlighting::onLoaded(void *repository)
{
#ifdef PM_HAVE_KSYNTAXHIGHLIGHTING
    d->repository = static_cast<KSyntaxHighlighting::Repository *>(repository);
    d->markdown = d->repository->definitionForName(QStringLiteral("Markdown"));
    m_ready = true;
    m_loading = false;
    const auto pending = m_pending;
    m_pending.clear();
    for (const QPointer<QTextDocument> &doc : pending) {
        if (doc)
            highlight(doc);
    }
    emit ready();
#else
    Q_UNUSED(repository)
#endif
}

void Highlighting::attach(QTextDocument *document)
{
    if (!document)
        return;
    // The code font at once; KSyntaxHighlighting's colours replace it once loaded.
    if (!document->findChild<QSyntaxHighlighter *>())
        new CodeFontHighlighter(document);
    if (!isAvailable())
        return;
    if (!m_ready) {
        // Highlighted once the repository is there; loading it is the caller's call
        // (the main window starts it after the first paint).
        m_pending.append(document);
        return;
    }
    highlight(document);
}

void Highlighting::highlight(QTextDocument *document)
{
#ifdef PM_HAVE_KSYNTAXHIGHLIGHTING
    if (document->findChild<KSyntaxHighlighting::SyntaxHighlighter *>())
        return;
    {
        // Detaching clears every line's formats in an edit block that reports the whole
        // text as replaced (contentsChange with as many characters removed as added);
        // no character changes, so nobody (the model, the checks) need hear of it.
        const QSignalBlocker quiet(document);
        delete codeFontHighlighterOf(document);
    }
    auto *highlighter = new SectionHighlighter(document);
    highlighter->setTheme(d->repository->themeForPalette(qApp->palette()));
    highlighter->setDefinition(d->markdown);
    d->highlighters.append(highlighter);
#else
    Q_UNUSED(document)
#endif
}

QThread *Highlighting::repositoryThread() const
{
#ifdef PM_HAVE_KSYNTAXHIGHLIGHTING
    if (d->repository)
        return threadOf(d->repository);
#endif
    return nullptr;
}

QString Highlighting::themeName() const
{
#ifdef PM_HAVE_KSYNTAXHIGHLIGHTING
    if (d->repository)
        return d->repository->themeForPalette(qApp->palette()).name();
#endif
    return QString();
}

void Highlighting::applyTheme()
{
#ifdef PM_HAVE_KSYNTAXHIGHLIGHTING
    if (!d->repository)
        return;
    const KSyntaxHighlighting::Theme theme = d->repository->themeForPalette(qApp->palette());
    for (const auto &h : d->highlighters) {
        if (h && h->theme().name() != theme.name()) {
            h->setTheme(theme);
            h->rehighlight();
        }
    }
#endif
}

} // namespace pm
