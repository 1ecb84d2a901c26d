#pragma once

// The kyoku of the test records that the verifier (game/verify.h) flags, by file and kyoku:
// tests that compare the engine's results with a record's leave these out, and only these. A
// flag on any other kyoku is a failure, not one more record quietly dropped from the test.

#include "game/verify.h"

#include <QSet>
#include <QString>
#include <QStringList>

namespace haifu::formats::test {

// What the verifier flags in one record: "<file> kyoku <index>" for each kyoku with a mismatch
// (the game as a whole is kyoku -1), "<file> rules" when it had to infer rules the header does not
// state.
inline QSet<QString> verifierFlags(const QString &fileName, const game::VerifyReport &report)
{
    QSet<QString> flags;
    if (!report.inferred.empty())
        flags << fileName + QStringLiteral(" rules");
    for (const game::Mismatch &m : report.mismatches)
        flags << QStringLiteral("%1 kyoku %2").arg(fileName).arg(m.kyoku);
    return flags;
}

// The flags expected in tests/data/records and the shared corpus, each one looked at: the record
// contradicts itself, or states rules its header does not name.
inline const QSet<QString> &knownVerifierFlags()
{
    static const QSet<QString> known = {
        // Single-hand excerpts that contradict themselves (tests/app/tst_corpus_verify.cpp):
        // seat 2's riichi stands before seat 0 wins, yet the win collects no deposit (E2-2) ...
        QStringLiteral("reviewer__confusing_nakis_1.json kyoku 0"),
        // ... and a result that names seat 1 as the winner while its deltas pay seat 2 (E1-0).
        QStringLiteral("reviewer__confusing_nakis_2.json kyoku 0"),
    };
    return known;
}

// Compares the flags of the records read (`flagged`, of the files `read`) with the known ones:
// one line per flag that is not known, and per known flag of a file read that did not come up;
// with `everyFile` (the tree and the corpus were read), also per known flag of a file not read.
inline QStringList unexpectedVerifierFlags(
        const QSet<QString> &flagged, const QSet<QString> &read, bool everyFile)
{
    QStringList problems;
    for (const QString &flag : flagged) {
        if (!knownVerifierFlags().contains(flag))
            problems << QStringLiteral("flagged by the verifier, not a known exception: ") + flag;
    }
    for (const QString &flag : knownVerifierFlags()) {
        const QString file = flag.section(u' ', 0, 0);
        if (read.contains(file) && !flagged.contains(flag))
            problems << QStringLiteral("a known exception no longer flagged: ") + flag;
        else if (everyFile && !read.contains(file))
            problems << QStringLiteral("a known exception of a file not read: ") + flag;
    }
    problems.sort();
    return problems;
}

} // namespace haifu::formats::test
