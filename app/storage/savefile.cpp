#include "storage/savefile.h"
#include "common/qtstrings.h"

#include "storage/database.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace haifu::storage {

namespace {

QString systemReason(int code)
{
    return QString::fromLocal8Bit(std::strerror(code));
}

Error writeError(const QString &path, const QString &reason)
{
    //: %1 a file, %2 why it cannot be written (the system's words)
    return makeError(Tr::tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), reason));
}

void observe(const QString &path)
{
    if (detail::SyncObserver observer = detail::syncObserver())
        observer(path);
}

// fsync of an open descriptor; EINVAL (a file system that cannot sync this kind of file) is not
// an error.
bool syncDescriptor(int fd, int &code)
{
    if (::fsync(fd) == 0 || errno == EINVAL)
        return true;
    code = errno;
    return false;
}

// Opens `path` (with `flags` added to read-only) and syncs it; on failure `code` is the errno.
bool syncPath(const QString &path, int flags, int &code)
{
    const QByteArray name = QFile::encodeName(path);
    const int fd = ::open(name.constData(), O_RDONLY | O_CLOEXEC | flags);
    code = errno;
    const bool synced = fd >= 0 && syncDescriptor(fd, code);
    if (fd >= 0)
        ::close(fd);
    return synced;
}

// Writes all of `data`, going on after a short write so that the error of the write that fails
// is the one reported (QFile reports a short write without a reason).
bool writeAll(QFileDevice &file, const QByteArray &data)
{
    qint64 done = 0;
    while (done < data.size()) {
        const qint64 n = file.write(data.constData() + done, data.size() - done);
        if (n <= 0)
            return false;
        done += n;
    }
    return true;
}

QString reasonOf(const QFileDevice &file)
{
    return file.error() == QFileDevice::NoError ? Tr::tr("the data was not written")
                                                : file.errorString();
}

// A path that exists and cannot be replaced by a rename: a device or a pipe, written in place.
std::optional<Error> writeInPlace(const QString &path, const QByteArray &data)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return writeError(path, file.errorString());
    if (!writeAll(file, data))
        return writeError(path, reasonOf(file));
    file.close();
    if (file.error() != QFileDevice::NoError)
        return writeError(path, file.errorString());
    return std::nullopt;
}

} // namespace

detail::SyncObserver &detail::syncObserver()
{
    static SyncObserver observer = nullptr;
    return observer;
}

std::optional<Error> syncFile(const QString &path)
{
    int code = 0;
    if (!syncPath(path, 0, code)) {
        //: %1 a file, %2 the system's reason
        return makeError(Tr::tr("Cannot sync %1 to the disk: %2")
                                 .arg(QDir::toNativeSeparators(path), systemReason(code)));
    }
    observe(path);
    return std::nullopt;
}

std::optional<Error> syncFolderOf(const QString &path)
{
    const QString folder = QFileInfo(path).absolutePath();
    int code = 0;
    if (!syncPath(folder, O_DIRECTORY, code)) {
        return makeError(Tr::tr("Cannot sync the folder %1 to the disk: %2")
                                 .arg(QDir::toNativeSeparators(folder), systemReason(code)));
    }
    observe(folder + u'/');
    return std::nullopt;
}

std::optional<Error> saveFile(const QString &path, const QByteArray &data)
{
    const QFileInfo info(path);
    if (info.isDir())
        return writeError(path, Tr::tr("it is a folder"));
    if (info.exists() && !info.isFile())
        return writeInPlace(path, data);

    // Unbuffered: every write reaches the file at once, and the one that fails says why.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return writeError(path, file.errorString());
    auto abandon = [&](const QString &reason) {
        file.cancelWriting(); // the temporary file is removed; the target stays as it was
        return writeError(path, reason);
    };
    if (!writeAll(file, data))
        return abandon(reasonOf(file));
    // QSaveFile syncs before its rename but ignores a failure there (and on some file systems a
    // full disk shows only then): synced here, checked.
    int code = 0;
    if (!syncDescriptor(int(file.handle()), code))
        return abandon(systemReason(code));
    observe(path);
    if (!file.commit())
        return writeError(path, file.errorString());
    // The rename itself is durable once the folder is synced.
    return syncFolderOf(info.isSymLink() ? info.symLinkTarget() : path);
}

} // namespace haifu::storage
