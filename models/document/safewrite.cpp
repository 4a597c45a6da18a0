#include "safewrite.h"

#include <QCoreApplication>
#include <QFile>
#include <QtGlobal>

#ifdef Q_OS_UNIX
#include <QFileInfo>
#include <QRandomGenerator>

#include <cerrno>
#include <climits>
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#else
#include <QFileInfo>
#include <QSaveFile>

#include <cstring>
#endif

namespace pm {

QString osErrorString(int errorNumber)
{
#ifdef Q_OS_WIN
    // qt_error_string() reads a Windows error code there, not an errno value.
    return QString::fromLocal8Bit(std::strerror(errorNumber));
#else
    return qt_error_string(errorNumber);
#endif
}

#ifdef Q_OS_UNIX

namespace {

bool validUtf8(const QByteArray &bytes)
{
    return QString::fromUtf8(bytes).toUtf8() == bytes;
}

// A file name's bytes shown readably: UTF-8 as it is, other bytes as \xNN.
QString printableName(const QByteArray &name)
{
    QString out;
    for (int i = 0; i < name.size();) {
        int len = 1;
        const uchar c = uchar(name.at(i));
        if (c >= 0xF0)
            len = 4;
        else if (c >= 0xE0)
            len = 3;
        else if (c >= 0xC0)
            len = 2;
        if (c >= 0x80 && i + len <= name.size() && validUtf8(name.mid(i, len))) {
            out += QString::fromUtf8(name.constData() + i, len);
        } else if (c >= 0x80) {
            out += QStringLiteral("\\x%1").arg(c, 2, 16, QLatin1Char('0'));
            len = 1;
        } else {
            out += QLatin1Char(char(c));
        }
        i += len;
    }
    return out;
}

} // namespace

NativeFileName nativeFileName(const QString &path)
{
    NativeFileName out{QFile::encodeName(path), {}};
    if (!path.contains(QChar(0xFFFD)))
        return out;
    const int slash = out.bytes.lastIndexOf('/');
    const QByteArray folder = slash < 0 ? QByteArray() : out.bytes.left(slash + 1);
    const QString wanted = QFileInfo(path).fileName();
    QByteArray found;
    if (DIR *dir = ::opendir(folder.isEmpty() ? "." : folder.constData())) {
        while (const dirent *entry = ::readdir(dir)) {
            const QByteArray name(entry->d_name);
            if (QFile::decodeName(name) == wanted) {
                found = folder + name;
                out.lookalikes.append(printableName(name));
            }
        }
        ::closedir(dir);
    }
    if (out.lookalikes.size() == 1)
        out.bytes = found;
    out.lookalikes.sort(); // the folder's order is the file system's: the message is stable
    return out;
}

namespace {

// The file a write to path really replaces: the end of its chain of symbolic links (a
// relative link is relative to the link's folder). Replacing the link itself would cut
// it from the file it points to.
std::optional<QString> resolveLinks(QByteArray *path)
{
    for (int hops = 0; hops < 40; ++hops) {
        struct stat st;
        if (::lstat(path->constData(), &st) != 0 || !S_ISLNK(st.st_mode))
            return std::nullopt; // not a link, or not there yet: written as it is
        QByteArray target(PATH_MAX, '\0');
        const ssize_t n = ::readlink(path->constData(), target.data(), size_t(target.size()));
        if (n < 0)
            return osErrorString(errno);
        target.truncate(int(n));
        const int slash = path->lastIndexOf('/');
        *path = target.startsWith('/') || slash < 0 ? target : path->left(slash + 1) + target;
    }
    return osErrorString(ELOOP);
}

bool writeAll(int fd, const QByteArray &bytes)
{
    const char *p = bytes.constData();
    qint64 left = bytes.size();
    while (left > 0) {
        const ssize_t n = ::write(fd, p, size_t(qMin<qint64>(left, 1 << 30)));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            if (n == 0)
                errno = EIO; // the kernel took nothing and named no reason
            return false;
        }
        p += n;
        left -= n;
    }
    return true;
}

// Gives the new file the mode, owner and group of the one it replaces. Only root may
// give a file to someone else, so for others a different owner is not an error.
bool copyOwnership(int fd, const struct stat &original)
{
    struct stat now;
    if (::fstat(fd, &now) != 0)
        return false;
    if (now.st_uid != original.st_uid || now.st_gid != original.st_gid) {
        if (::fchown(fd, original.st_uid, original.st_gid) != 0) {
            if (::geteuid() == 0)
                return false;
            // Not root: keep at least the group when this user belongs to it.
            if (::fchown(fd, uid_t(-1), original.st_gid) != 0) {
                // Not a member: the file gets the folder's default group, as any new file.
            }
        }
    }
    // After fchown, which clears set-user-ID and set-group-ID bits.
    return ::fchmod(fd, original.st_mode & 07777) == 0;
}

void syncDirectory(const QByteArray &dir)
{
    // Makes the rename itself durable. Some file systems cannot sync a folder; the file's
    // bytes are already synced, so this is best effort.
    const int fd = ::open(dir.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        if (::fsync(fd) != 0) {
        }
        ::close(fd);
    }
}

} // namespace

std::optional<QString> writeFileAtomically(const QString &path, const QByteArray &bytes)
{
    const NativeFileName native = nativeFileName(path);
    if (native.lookalikes.size() > 1)
        return QCoreApplication::translate("pm::safewrite", "the name is not UTF-8 and matches several files (%1); nothing was written (rename them apart)")
            .arg(native.lookalikes.join(QStringLiteral(", ")));
    QByteArray target = native.bytes;
    if (target.isEmpty())
        return osErrorString(ENOENT);
    if (std::optional<QString> failure = resolveLinks(&target))
        return failure;

    struct stat original;
    const bool exists = ::stat(target.constData(), &original) == 0;
    if (!exists && errno != ENOENT)
        return osErrorString(errno);
    if (exists) {
        if (S_ISDIR(original.st_mode))
            return osErrorString(EISDIR);
        if (!S_ISREG(original.st_mode))
            return QCoreApplication::translate("pm::safewrite", "not a regular file");
        if (original.st_nlink > 1)
            return QCoreApplication::translate(
                "pm::safewrite",
                "the file has %n hard links and replacing it would split them; nothing was "
                "written (write to another file, or remove the other links first)",
                nullptr, int(original.st_nlink));
        if (::access(target.constData(), W_OK) != 0)
            return osErrorString(errno);
    }

    const int slash = target.lastIndexOf('/');
    const QByteArray dir = slash < 0 ? QByteArray(".") : slash == 0 ? QByteArray("/")
                                                                    : target.left(slash);
    const QByteArray base = target.mid(slash + 1);
    // Until the old file's mode is copied, nobody else may read the new bytes; a new
    // file gets the usual 0666 less the umask.
    const mode_t createMode = exists ? 0600 : 0666;
    QByteArray temporary;
    int fd = -1;
    for (int attempt = 0; fd < 0; ++attempt) {
        temporary = dir + "/." + base + '.'
                    + QByteArray::number(QRandomGenerator::global()->generate(), 36) + ".tmp";
        fd = ::open(temporary.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, createMode);
        if (fd < 0 && (errno != EEXIST || attempt == 100)) {
            const int error = errno;
            // A writable file in a folder that is not: the file itself looks fine to
            // the user, so the message names the folder and why it matters.
            if (error == EACCES || error == EPERM || error == EROFS)
                return QCoreApplication::translate("pm::safewrite",
                                                   "the folder %1 does not allow new files (%2), and a save "
                                                   "writes the new copy beside the file first; nothing was written")
                    .arg(QFile::decodeName(dir), osErrorString(error));
            return osErrorString(error);
        }
    }

    auto fail = [&](int error) {
        if (fd >= 0)
            ::close(fd);
        ::unlink(temporary.constData());
        return osErrorString(error);
    };
    if (exists && !copyOwnership(fd, original))
        return fail(errno);
    // Straight to the kernel, no stdio or QIODevice buffer in between: a buffered write
    // can fail at a flush nobody checks (Qt 6.4's QSaveFile then commits an empty file).
    if (!writeAll(fd, bytes))
        return fail(errno);
    // The bytes are on the disk only when fsync says so (a full or failing disk may only
    // tell here), and all of them only when the size agrees.
    if (::fsync(fd) != 0)
        return fail(errno);
    struct stat written;
    if (::fstat(fd, &written) != 0)
        return fail(errno);
    if (written.st_size != bytes.size())
        return fail(EIO);
    const int closed = ::close(fd);
    fd = -1;
    if (closed != 0)
        return fail(errno);
    if (::rename(temporary.constData(), target.constData()) != 0)
        return fail(errno);
    syncDirectory(dir);
    return std::nullopt;
}

bool isSameFile(const QString &a, const QString &b)
{
    if (a.isEmpty() || b.isEmpty())
        return false;
    struct stat first, second;
    return ::stat(nativeFileName(a).bytes.constData(), &first) == 0
           && ::stat(nativeFileName(b).bytes.constData(), &second) == 0 && first.st_dev == second.st_dev
           && first.st_ino == second.st_ino;
}

#else

NativeFileName nativeFileName(const QString &path)
{
    // Names are UTF-16 there: nothing is lost on the way in.
    return {QFile::encodeName(path), {}};
}

std::optional<QString> writeFileAtomically(const QString &path, const QByteArray &bytes)
{
    // Unbuffered, so that a failed write is seen at write() and not lost in a flush that
    // commit() does not check.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return file.errorString();
    if (file.write(bytes) != bytes.size()) {
        const QString reason = file.errorString();
        file.cancelWriting();
        return reason;
    }
    if (!file.commit())
        return file.errorString();
    return std::nullopt;
}

bool isSameFile(const QString &a, const QString &b)
{
    // Links resolved; names there are compared without regard to case.
    const QString first = QFileInfo(a).canonicalFilePath();
    return !first.isEmpty() && first.compare(QFileInfo(b).canonicalFilePath(), Qt::CaseInsensitive) == 0;
}

#endif

} // namespace pm
