#pragma once

#include "rules/hand.h"

#include <QString>
#include <QStringList>
#include <QtGlobal>

// A hand written as test data: concealed tiles in mpsz and melds as "pon:555z chi:123m".
// Bad test data stops the test at once.
inline haifu::rules::Hand handFromData(const QString &closed, const QString &melds = QString())
{
    haifu::rules::Hand hand;
    auto tiles = haifu::rules::parseTiles(closed.toStdString());
    if (!tiles)
        qFatal("bad test hand %s", qPrintable(closed));
    hand.closed = *tiles;
    for (const QString &m : melds.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        auto meld = haifu::rules::parseMeld(m.toStdString());
        if (!meld)
            qFatal("bad test meld %s", qPrintable(m));
        hand.melds.push_back(*meld);
    }
    return hand;
}
