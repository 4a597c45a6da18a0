#pragma once

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QString>
#include <QTemporaryDir>

#include <cerrno>
#include <cstring>
#include <memory>

#ifdef Q_OS_LINUX
#include <fcntl.h>
#include <sys/mount.h>
#include <unistd.h>
#endif

// A real full filesystem for the tests of what a full disk does: a 64 KiB tmpfs mounted
// in a temporary directory, filled to ENOSPC by fill(). Mounting needs root (and a
// kernel that allows it); without it skipReason() says why and the test skips. The
// destructor always unmounts, also when a QVERIFY returns early.
namespace pmtest {

class FullFilesystem
{
public:
    FullFilesystem()
    {
#ifdef Q_OS_LINUX
        if (::geteuid() != 0) {
            m_skipReason = QStringLiteral("needs root to mount a tmpfs (a real full filesystem)");
            return;
        }
        if (!m_base.isValid()) {
            m_skipReason = QStringLiteral("no temporary directory");
            return;
        }
        m_path = m_base.filePath(QStringLiteral("full"));
        QDir().mkpath(m_path);
        if (::mount("tmpfs", QFile::encodeName(m_path).constData(), "tmpfs", MS_NOSUID | MS_NODEV,
                    "size=64k,mode=0777")
            != 0) {
            m_skipReason = QStringLiteral("cannot mount a tmpfs: %1").arg(QString::fromLocal8Bit(std::strerror(errno)));
            return;
        }
        m_mounted = true;
#else
        m_skipReason = QStringLiteral("mounts a Linux tmpfs");
#endif
    }

    ~FullFilesystem()
    {
#ifdef Q_OS_LINUX
        if (m_mounted)
            ::umount2(QFile::encodeName(m_path).constData(), MNT_DETACH);
#endif
    }

    FullFilesystem(const FullFilesystem &) = delete;
    FullFilesystem &operator=(const FullFilesystem &) = delete;

    bool mounted() const { return m_mounted; }
    QString skipReason() const { return m_skipReason; }
    QString path() const { return m_path; }
    QString filePath(const QString &name) const { return m_path + QLatin1Char('/') + name; }

    // Writes a filler file until the kernel answers ENOSPC; true when it did.
    bool fill()
    {
#ifdef Q_OS_LINUX
        const QByteArray filler = QFile::encodeName(filePath(QStringLiteral(".filler")));
        const int fd = ::open(filler.constData(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600);
        if (fd < 0)
            return false;
        const QByteArray block(4096, 'f');
        bool full = false;
        for (int i = 0; i < 1024 && !full; ++i) {
            // Whole pages first, then single bytes so that no partial page is left either.
            const ssize_t n = ::write(fd, block.constData(), size_t(block.size()));
            if (n < 0)
                full = errno == ENOSPC;
        }
        while (full && ::write(fd, "f", 1) == 1) {
        }
        ::close(fd);
        return full;
#else
        return false;
#endif
    }

private:
    QTemporaryDir m_base;
    QString m_path;
    QString m_skipReason;
    bool m_mounted = false;
};

} // namespace pmtest

// Declares a full filesystem named fs in the test function, or skips with the reason.
#define PM_FULL_FILESYSTEM(fs) \
    pmtest::FullFilesystem fs; \
    if (!fs.mounted())         \
        QSKIP(qPrintable(fs.skipReason()));
