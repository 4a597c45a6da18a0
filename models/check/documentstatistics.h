#pragma once

#include <QHash>
#include <QObject>
#include <QSet>
#include <QString>

class QTimer;

namespace pm {

class DocumentModel;

// Word and character counts of a live session, in the manner of ghostwriter's statistics
// object (words as lint::countWords counts them, models/lint/wordcount.h): it recounts only the sections edited since the last count, a short pause after
// typing (never on a cursor move), and tells its views when the figures changed.
class DocumentStatistics : public QObject
{
    Q_OBJECT

public:
    explicit DocumentStatistics(DocumentModel *document, QObject *parent = nullptr);

    int words(const QString &key) const { return m_words.value(key); }
    int characters(const QString &key) const { return m_chars.value(key); }
    int totalWords() const;
    int totalCharacters() const;

    void setDelay(int ms);
    // Counts the sections edited since the last count now.
    void flush();

signals:
    void changed();

private:
    void recountAll();

    DocumentModel *m_document;
    QTimer *m_timer;
    QSet<QString> m_dirty;
    QHash<QString, int> m_words;
    QHash<QString, int> m_chars;
};

} // namespace pm
