// Reading a draft file from disk and checking its encoding: the part of DraftFormat
// that talks to the operating system.
#include "draftformat.h"

#include "safewrite.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <cstdint>
#include <cstring>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#endif

namespace pm {

namespace {

// Well-formed UTF-8 as RFC 3629 and Unicode's table 3-7 define it (what Qt's own
// validators accept): no overlong form, no surrogate, nothing past U+10FFFF. Every draft
// read passes through here before it is decoded, so ASCII goes eight bytes at a time and
// a multi-byte character is checked in place, without decoding it.
bool validUtf8(const char *data, qsizetype size)
{
    const auto *p = reinterpret_cast<const unsigned char *>(data);
    const unsigned char *const end = p + size;
    while (p < end) {
        while (end - p >= 8) {
            std::uint64_t eight;
            std::memcpy(&eight, p, 8);
            if (eight & 0x8080808080808080ull)
                break;
            p += 8;
        }
        if (p == end)
            break;
        const unsigned char lead = *p;
        if (lead < 0x80) {
            ++p;
            continue;
        }
        // Most of a Chinese draft: a lead byte E1-EC or EE-EF and two continuation bytes,
        // every one of which makes a character (U+1000-U+CFFF, U+E000-U+FFFF).
        if (unsigned(lead - 0xE1) <= 0xEF - 0xE1 && lead != 0xED && end - p >= 3
            && (p[1] & 0xC0) == 0x80 && (p[2] & 0xC0) == 0x80) {
            p += 3;
            continue;
        }
        // The bytes after the lead, and the range of the first of them (the others are
        // 0x80-0xBF): narrower after E0 and F0 (overlong), ED (surrogates) and F4 (past
        // U+10FFFF).
        int more = 0;
        unsigned char low = 0x80;
        unsigned char high = 0xBF;
        if (lead >= 0xC2 && lead <= 0xDF) {
            more = 1;
        } else if (lead >= 0xE0 && lead <= 0xEF) {
            more = 2;
            low = lead == 0xE0 ? 0xA0 : 0x80;
            high = lead == 0xED ? 0x9F : 0xBF;
        } else if (lead >= 0xF0 && lead <= 0xF4) {
            more = 3;
            low = lead == 0xF0 ? 0x90 : 0x80;
            high = lead == 0xF4 ? 0x8F : 0xBF;
        } else {
            return false; // a continuation byte, C0, C1 or F5-FF
        }
        if (end - p <= more || p[1] < low || p[1] > high)
            return false;
        for (int k = 2; k <= more; ++k) {
            if ((p[k] & 0xC0) != 0x80)
                return false;
        }
        p += more + 1;
    }
    return true;
}

} // namespace

bool DraftFormat::isValidUtf8(const QByteArray &bytes, int *badLine)
{
    if (validUtf8(bytes.constData(), bytes.size()))
        return true;
    // A character never spans a line break (no byte of a multi-byte character is '\n'),
    // so line by line finds the line that holds the bad bytes.
    if (badLine) {
        int line = 1;
        for (qsizetype start = 0; start <= bytes.size(); ++line) {
            qsizetype end = bytes.indexOf('\n', start);
            if (end < 0)
                end = bytes.size();
            if (!validUtf8(bytes.constData() + start, end - start)) {
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
