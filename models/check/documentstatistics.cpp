#include "documentstatistics.h"

#include "documentmodel.h"
#include "wordcount.h"

#include <QTextDocument>
#include <QThread>
#include <QTimer>

#include <memory>
#include <utility>

namespace pm {

DocumentStatistics::DocumentStatistics(DocumentModel *document, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    m_timer->setInterval(300);
    connect(m_timer, &QTimer::timeout, this, &DocumentStatistics::flush);
    connect(document, &DocumentModel::sectionEdited, this, [this](const QString &key) {
        m_dirty.insert(key);
        m_timer->start();
    });
    connect(document, &DocumentModel::documentReset, this, &DocumentStatistics::recountAll);
    recountAll();
}

DocumentStatistics::~DocumentStatistics()
{
    // The worker counts its own copies of the texts; it is waited for, not cut off.
    if (m_worker) {
        m_worker->wait();
        delete m_worker;
    }
}

void DocumentStatistics::setDelay(int ms)
{
    m_timer->setInterval(ms);
}

int DocumentStatistics::totalWords() const
{
    int sum = 0;
    for (int n : m_words)
        sum += n;
    return sum;
}

int DocumentStatistics::totalCharacters() const
{
    int sum = 0;
    for (int n : m_chars)
        sum += n;
    return sum;
}

void DocumentStatistics::recountAll()
{
    m_timer->stop();
    m_dirty.clear();
    ++m_reset;
    m_words.clear();
    m_chars.clear();
    // Section documents are made on first use: read the texts without making them.
    const QList<DocumentModel::Entry> &entries = m_document->entries();
    for (int i = 0; i < entries.size(); ++i) {
        const QString &key = entries.at(i).key;
        m_words.insert(key, lint::countWords(m_document->sectionText(i)));
        m_chars.insert(key, m_document->sectionCharacterCount(i));
    }
    emit changed();
}

void DocumentStatistics::flush()
{
    m_timer->stop();
    if (m_dirty.isEmpty())
        return;
    if (m_worker) {
        m_again = true; // one worker at a time; the text as it is then goes next
        return;
    }
    QHash<QString, QString> big;
    for (const QString &key : std::as_const(m_dirty)) {
        const int index = m_document->indexOfKey(key);
        const QTextDocument *doc = m_document->document(key);
        if (index < 0 || !doc)
            continue;
        m_chars.insert(key, qMax(0, doc->characterCount() - 1));
        // The model's text of the section: the checks' snapshot of this pause has made
        // it already, so it is shared rather than copied out of the document again.
        const QString text = m_document->sectionText(index);
        if (text.size() >= m_backgroundFrom)
            big.insert(key, text);
        else
            m_words.insert(key, lint::countWords(text));
    }
    m_dirty.clear();
    if (!big.isEmpty()) {
        struct Job
        {
            QHash<QString, QString> texts;
            QHash<QString, int> words;
        };
        auto job = std::make_shared<Job>();
        job->texts = std::move(big);
        m_worker = QThread::create([job] {
            for (auto it = job->texts.cbegin(); it != job->texts.cend(); ++it)
                job->words.insert(it.key(), lint::countWords(it.value()));
        });
        const quint64 reset = m_reset;
        connect(m_worker, &QThread::finished, this, [this, job, reset] {
            m_worker->deleteLater();
            m_worker = nullptr;
            if (reset == m_reset) {
                for (auto it = job->words.cbegin(); it != job->words.cend(); ++it)
                    m_words.insert(it.key(), it.value());
                emit changed();
            }
            if (std::exchange(m_again, false))
                flush();
        });
        m_worker->start(QThread::LowPriority);
    }
    emit changed();
}

} // namespace pm
