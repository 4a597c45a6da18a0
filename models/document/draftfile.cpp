// Reading a draft file from disk and checking its encoding: the part of DraftFormat
// that talks to the operating system.
#include "draftformat.h"

#include "safewrite.h"
#include "utf8text.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#endif

namespace pm {

bool DraftFormat::isValidUtf8(const QByteArray &bytes, int *badLine)
{
    if (detail::isWellFormedUtf8(bytes.constData(), bytes.size()))
        return true;
    // A character never spans a line break (no byte of a multi-byte character is '\n'),
    // so line by line finds the line that holds the bad bytes.
    if (badLine) {
        int line = 1;
        for (qsizetype start = 0; start <= bytes.size(); ++line) {
            qsizetype end = bytes.indexOf('\n', start);
            if (end < 0)
                end = bytes.size();
            if (!detail::isWellFormedUtf8(bytes.constData() + start, end - start)) {
                *badLine = line;
                break;
            }
            start = end + 1;
        }
    }
    return false;
}

Expected<QByteArray> DraftFormat::readFile(const QString &path)
{
    const auto tooLarge = [&path](qint64 size) {
        return InputError{path, 0, QCoreApplication::translate("pm::DraftFormat", "the file is %1 MiB; a post-mortem draft is at most 16 MiB").arg(double(size) / (1024.0 * 1024.0), 0, 'f', 1)};
    };
    QFile file;
#ifdef Q_OS_UNIX
    // The operating system's own answer (ELOOP, EACCES, ENOTDIR ...), not only "missing".
    // A name that is not UTF-8 is looked up in its folder, as a write looks it up
    // (safewrite.h): what is read here is the file a save then replaces.
    const NativeFileName native = nativeFileName(path);
    if (native.lookalikes.size() > 1)
        return InputError{path, 0, QCoreApplication::translate("pm::DraftFormat", "the name is not UTF-8 and matches several files: %1").arg(native.lookalikes.join(QStringLiteral(", ")))};
    const QByteArray &name = native.bytes;
    struct stat st;
    if (::stat(name.constData(), &st) != 0) {
        const int error = errno;
        struct stat link;
        if (error == ENOENT && ::lstat(name.constData(), &link) == 0)
            return InputError{path, 0, QCoreApplication::translate("pm::DraftFormat", "is a symbolic link to a file that does not exist")};
        if (error == ENOENT)
            return InputError{path, 0, QCoreApplication::translate("pm::DraftFormat", "no such file")};
        return InputError{path, 0, QCoreApplication::translate("pm::DraftFormat", "cannot be read: %1").arg(QString::fromLocal8Bit(std::strerror(error)))};
    }
    if (S_ISDIR(st.st_mode))
        return InputError{path, 0, QCoreApplication::translate("pm::DraftFormat", "is a folder, not a draft file")};
    if (S_ISREG(st.st_mode) && st.st_size > MaxFileSize)
        return tooLarge(st.st_size);
    const int fd = ::open(name.constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return InputError{path, 0, QCoreApplication::translate("pm::DraftFormat", "cannot be read: %1").arg(QString::fromLocal8Bit(std::strerror(errno)))};
    if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        return InputError{path, 0, QCoreApplication::translate("pm::DraftFormat", "cannot be read: %1").arg(file.errorString())};
    }
#else
    const QFileInfo info(path);
    if (!info.exists())
        return InputError{path, 0, QCoreApplication::translate("pm::DraftFormat", "no such file")};
    if (info.isDir())
        return InputError{path, 0, QCoreApplication::translate("pm::DraftFormat", "is a folder, not a draft file")};
    if (info.size() > MaxFileSize)
        return tooLarge(info.size());
    file.setFileName(path);
    if (!file.open(QIODevice::ReadOnly))
        return InputError{path, 0, QCoreApplication::translate("pm::DraftFormat", "cannot be read: %1").arg(file.errorString())};
#endif
    QByteArray bytes = file.read(MaxFileSize + 1);
    if (file.error() != QFileDevice::NoError)
        return InputError{path, 0, QCoreApplication::translate("pm::DraftFormat", "cannot be read: %1").arg(file.errorString())};
    if (bytes.size() > MaxFileSize)
        return InputError{path, 0, QCoreApplication::translate("pm::DraftFormat", "the file is larger than 16 MiB, too large for a post-mortem draft")};
    return bytes;
}

} // namespace pm
