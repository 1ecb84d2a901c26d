// One scorer of the load test (tests/storage/tst_serverload.cpp): opens the library at ARGV[1],
// enters the 16 hands of loadHands(ARGV[3], 0 when not given) into club game ARGV[2] one by one,
// each in its own transaction and with the hand count it saw (as the Club page does), and prints
// the time each entry took in microseconds, one per line. Exit status 1 with the error on standard
// error.
#include "storage/club.h"
#include "storage/database.h"

#include "loadhands.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 3 && args.size() != 4) {
        std::fprintf(stderr, "usage: haifu_loadscorer LIBRARY GAME [VARIANT]\n");
        return 2;
    }
    haifu::storage::Database db;
    if (auto error = db.open(args[1], { .create = false })) {
        std::fprintf(stderr, "%s\n", error->message.c_str());
        return 1;
    }
    const qint64 game = args[2].toLongLong();
    const auto hands = loadtest::loadHands(args.value(3).toInt());
    for (std::size_t i = 0; i < hands.size(); ++i) {
        QElapsedTimer timer;
        timer.start();
        const auto added =
                haifu::storage::appendClubHand(db, game, hands[i], { .handCount = int(i) });
        const qint64 micros = timer.nsecsElapsed() / 1000;
        if (!added) {
            std::fprintf(stderr, "game %lld hand %zu: %s\n", static_cast<long long>(game), i + 1,
                    added.error().message.c_str());
            return 1;
        }
        std::printf("%lld\n", static_cast<long long>(micros));
    }
    return 0;
}
