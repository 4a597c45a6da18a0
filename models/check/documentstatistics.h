#pragma once

#include <QHash>
#include <QObject>
#include <QSet>
#include <QString>

class QThread;
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
    ~DocumentStatistics() override;

    int words(const QString &key) const { return m_words.value(key); }
    int characters(const QString &key) const { return m_chars.value(key); }
    int totalWords() const;
    int totalCharacters() const;

    void setDelay(int ms);
    // Counts the sections edited since the last count. A section of at least
    // backgroundFrom() characters has its words counted on a worker thread (20 ms of the
    // GUI thread's time for 4 MiB after every pause in typing); changed() tells when they
    // are in. The characters, and smaller sections, are counted at once.
    void flush();
    static constexpr int DefaultBackgroundFrom = 128 * 1024;
    void setBackgroundFrom(int characters) { m_backgroundFrom = characters; }
    int backgroundFrom() const { return m_backgroundFrom; }
    bool isCounting() const { return m_worker != nullptr; }

signals:
    void changed();

private:
    void recountAll();

    DocumentModel *m_document;
    QTimer *m_timer;
    QSet<QString> m_dirty;
    QHash<QString, int> m_words;
    QHash<QString, int> m_chars;
    int m_backgroundFrom = DefaultBackgroundFrom;
    QThread *m_worker = nullptr;
    bool m_again = false; // edited again while the worker counted
    quint64 m_reset = 0;  // a worker's counts are for the draft of this reset only
};

} // namespace pm
