#include "documentstatistics.h"

#include "documentmodel.h"
#include "wordcount.h"

#include <QTextDocument>
#include <QTimer>

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
    m_words.clear();
    m_chars.clear();
    // Section documents are made on first use: read the texts without making them.
    const QList<DocumentModel::Entry> &entries = m_document->entries();
    for (int i = 0; i < entries.size(); ++i) {
        const QString &key = entries.at(i).key;
        m_words.insert(key, countWords(m_document->sectionText(i)));
        m_chars.insert(key, m_document->sectionCharacterCount(i));
    }
    emit changed();
}

void DocumentStatistics::flush()
{
    m_timer->stop();
    if (m_dirty.isEmpty())
        return;
    for (const QString &key : std::as_const(m_dirty)) {
        if (const QTextDocument *doc = m_document->document(key)) {
            m_words.insert(key, countWords(doc->toPlainText()));
            m_chars.insert(key, qMax(0, doc->characterCount() - 1));
        }
    }
    m_dirty.clear();
    emit changed();
}

int DocumentStatistics::countWords(const QString &text)
{
    return lint::countWords(text); // the one counter (models/lint/wordcount.h)
}

} // namespace pm
