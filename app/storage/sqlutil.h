#pragma once

#include "storage/database.h"

#include <QDateTime>
#include <QSqlQuery>
#include <QString>
#include <QStringList>
#include <QVariantList>

// Small helpers shared by the storage sources (not part of the storage API).
namespace haifu::storage::detail {

// A WHERE clause built from conditions with positional parameters.
struct Conditions
{
    QStringList clauses;
    QVariantList values;

    void add(const QString &clause, const QVariantList &bound = {})
    {
        clauses << clause;
        values << bound;
    }
    [[nodiscard]] QString where() const
    {
        return clauses.isEmpty()
                ? QString()
                : QStringLiteral(" WHERE ") + clauses.join(QStringLiteral(" AND "));
    }
};

// "%text%" for LIKE … ESCAPE '\' with the wildcards in `text` escaped.
inline QString likeContains(const QString &text)
{
    QString escaped = text;
    escaped.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    escaped.replace(QLatin1Char('%'), QStringLiteral("\\%"));
    escaped.replace(QLatin1Char('_'), QStringLiteral("\\_"));
    return QLatin1Char('%') + escaped + QLatin1Char('%');
}

// The id of the row an INSERT … RETURNING id added (SQLite and PostgreSQL both take RETURNING;
// QtSql's lastInsertId() is SQLite's rowid but PostgreSQL's row OID, which the tables do not
// have). 0 when the statement returned no row.
inline qint64 returnedId(QSqlQuery &q)
{
    const qint64 id = q.next() ? q.value(0).toLongLong() : 0;
    q.finish(); // SQLite: a write statement not reset would keep the transaction from committing
    return id;
}

inline bool prepareAndExec(QSqlQuery &q, const QString &sql, const QVariantList &values)
{
    if (!q.prepare(sql))
        return false;
    for (const QVariant &v : values)
        q.addBindValue(v);
    return q.exec();
}

// A string value that binds as '' rather than NULL when it is empty (QtSql binds a null QString
// as NULL).
inline QVariant text(const QString &s)
{
    return s.isNull() ? QVariant(QString(QLatin1String(""))) : QVariant(s);
}

inline QString nowUtc()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

// A condition on the annotations table (alias `a`) matching every word of `text`: on SQLite,
// words of three or more characters through the FTS5 trigram index, shorter ones with LIKE; on
// PostgreSQL every word with ILIKE. Returns false when the text has no words.
bool annotationTextCondition(const Database &db, const QString &text, Conditions &conditions);

// Search conditions found through another table (players, wins, notes, tags, collections) with
// at least this many rows are tested game by game while the games are walked in sort order
// (EXISTS) instead of being collected first (IN). 0 (the default): decided per search from the
// library's size and the rows the page needs (games.cpp, chooseForms); tests set 1 (always walk)
// or a large number (always collect) to exercise both forms.
int &denseRows();

// How much cheaper a game visited in sort order and tested against a collected set (a lookup in
// the set) is than a game fetched from the set and sorted: a search of several conditions that
// needs a page walks the sort order with its smallest set as a filter (+g.id IN) when it expects
// to visit fewer than this many times the set's rows (16 by default; chooseForms). Tests set 0
// (never) or a large number (whenever a set is collected) to exercise both.
int &filterWalkFactor();

// A search names the matching players by their ids when a player filter matches at most this
// many (64 by default), else through a subquery; tests set 0 to exercise the subquery.
int &listedPlayers();

} // namespace haifu::storage::detail
