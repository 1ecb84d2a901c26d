#pragma once

// The shared development corpus (../shared/records, HAIFU_SHARED_RECORDS at build time):
// optional on a developer's machine, always there in CI. HAIFU_SHARED_RECORDS in the environment
// overrides the folder (a folder that does not exist hides the corpus, to run a test without it).
// In CI (the environment variable CI set, as every CI service does) a missing corpus is a
// failure, not a skip: the tests that read it would otherwise pass without checking anything.
// Outside CI too, a corpus that was there earlier in the same run and is gone (or unreadable) by
// the time a test reads it is a failure: only a corpus that was never there skips.

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QString>
#include <QTest>

namespace haifu::test {

inline QString sharedRecordsDir()
{
    const QString env = qEnvironmentVariable("HAIFU_SHARED_RECORDS");
    return env.isEmpty() ? QStringLiteral(HAIFU_SHARED_RECORDS) : env;
}

// Whether this process has seen the corpus (sharedRecordsPresent() said so once).
inline bool &sharedRecordsSeen()
{
    static bool seen = false;
    return seen;
}

inline bool sharedRecordsPresent()
{
    const QDir dir(sharedRecordsDir());
    // A folder that exists but cannot be listed is there, and fails below as unreadable.
    const bool present = dir.exists();
    if (present)
        sharedRecordsSeen() = true;
    return present;
}

// The record files under `dir` (all but its .md notes), sorted by path; none when it is absent.
inline QStringList recordFilesIn(const QString &dir)
{
    QDirIterator it(dir, QDir::Files, QDirIterator::Subdirectories);
    QStringList paths;
    while (it.hasNext()) {
        const QString path = it.next();
        if (!path.endsWith(QLatin1String(".md")))
            paths << path;
    }
    paths.sort();
    return paths;
}

// The record files of the corpus.
inline QStringList sharedRecordFiles()
{
    return recordFilesIn(sharedRecordsDir());
}

// CI is set (to "true" by GitHub, GitLab and most services; "1" works too); "false" or "0" is
// not CI.
inline bool sharedRecordsRequired()
{
    const QString ci = qEnvironmentVariable("CI");
    return !ci.isEmpty() && ci != QLatin1String("false") && ci != QLatin1String("0");
}

// Why the corpus cannot be used now, or an empty string: absent, or there without a record file
// that can be opened.
inline QString sharedRecordsProblem()
{
    if (!sharedRecordsPresent())
        return QStringLiteral("the shared records corpus is missing: ") + sharedRecordsDir();
    const QStringList files = sharedRecordFiles();
    if (files.isEmpty())
        return QStringLiteral("the shared records corpus has no record files: ")
                + sharedRecordsDir();
    for (const QString &path : files) {
        if (!QFileInfo(path).isReadable())
            return QStringLiteral("a file of the shared records corpus cannot be read: ") + path;
    }
    return {};
}

} // namespace haifu::test

// In a test function (not a _data function): returns from it with a skip when the shared corpus
// was never there, and with a failure when it is unreadable, when it went away after this process
// saw it (a _data function listed its files), or in CI.
#define HAIFU_REQUIRE_SHARED_RECORDS()                                                             \
    do {                                                                                           \
        const bool haifuSeenBefore = ::haifu::test::sharedRecordsSeen();                           \
        const QString haifuProblem = ::haifu::test::sharedRecordsProblem();                        \
        if (!haifuProblem.isEmpty()) {                                                             \
            if (::haifu::test::sharedRecordsRequired())                                            \
                QFAIL(qPrintable(QStringLiteral("CI is set but ") + haifuProblem));                \
            if (haifuSeenBefore || ::haifu::test::sharedRecordsPresent())                          \
                QFAIL(qPrintable(haifuProblem));                                                   \
            QSKIP("the shared records corpus is not there");                                       \
        }                                                                                          \
    } while (false)
