#pragma once

// The shared development corpus (../shared/records, HAIFU_SHARED_RECORDS at build time):
// optional on a developer's machine, always there in CI. HAIFU_SHARED_RECORDS in the environment
// overrides the folder (a folder that does not exist hides the corpus, to run a test without it).
// In CI (the environment variable CI is "true") a missing corpus is a failure, not a skip: the
// tests that read it would otherwise pass without checking anything.

#include <QDir>
#include <QDirIterator>
#include <QString>
#include <QTest>

namespace haifu::test {

inline QString sharedRecordsDir()
{
    const QString env = qEnvironmentVariable("HAIFU_SHARED_RECORDS");
    return env.isEmpty() ? QStringLiteral(HAIFU_SHARED_RECORDS) : env;
}

inline bool sharedRecordsPresent()
{
    return QDir(sharedRecordsDir()).exists();
}

// The record files of the corpus (all but its .md notes), sorted by path.
inline QStringList sharedRecordFiles()
{
    QDirIterator it(sharedRecordsDir(), QDir::Files, QDirIterator::Subdirectories);
    QStringList paths;
    while (it.hasNext()) {
        const QString path = it.next();
        if (!path.endsWith(QLatin1String(".md")))
            paths << path;
    }
    paths.sort();
    return paths;
}

inline bool sharedRecordsRequired()
{
    return qEnvironmentVariable("CI") == QLatin1String("true");
}

} // namespace haifu::test

// In a test function (not a _data function): returns from it with a skip when the shared corpus
// is absent, or with a failure in CI.
#define HAIFU_REQUIRE_SHARED_RECORDS()                                                             \
    do {                                                                                           \
        if (!::haifu::test::sharedRecordsPresent()) {                                              \
            if (::haifu::test::sharedRecordsRequired())                                            \
                QFAIL(qPrintable(                                                                  \
                        QStringLiteral("CI=true but the shared records corpus is missing: ")       \
                        + ::haifu::test::sharedRecordsDir()));                                     \
            QSKIP("the shared records corpus is not there");                                       \
        }                                                                                          \
    } while (false)
