#include "quiz/quizstatsmodel.h"
#include "common/rowindex.h"
#include "shared/listroles.h"

#include "quiz/quiztext.h"

#include <QLocale>

namespace haifu::app {

QuizStatsModel::QuizStatsModel(QObject *parent) : QAbstractListModel(parent) { }

int QuizStatsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant QuizStatsModel::data(const QModelIndex &index, int role) const
{
    if (!haifu::isRowOf(*this, index))
        return {};
    const Row &r = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case LabelRole: return r.label;
    case KeyRole: return r.key;
    case AttemptsRole: return r.attempts;
    case CorrectRole: return r.correct;
    case AccuracyRole: return r.accuracy;
    case SecondsRole: return r.seconds;
    case DueRole: return r.due;
    }
    return {};
}

QHash<int, QByteArray> QuizStatsModel::roleNames() const
{
    return enumRoleNames(staticMetaObject);
}

void QuizStatsModel::setRows(const QList<Row> &rows)
{
    beginResetModel();
    m_rows = rows;
    endResetModel();
    Q_EMIT countChanged();
}

void QuizStatsModel::setSkills(const QList<haifu::storage::SkillStats> &skills)
{
    QList<Row> rows;
    for (const auto &s : skills)
        rows << Row{ s.kind, QuizText::kindLabel(s.kind), s.attempts, s.correct, s.accuracy,
            s.averageSeconds, s.due };
    setRows(rows);
}

void QuizStatsModel::setHistory(const QList<haifu::storage::QuizHistoryPoint> &history)
{
    QList<Row> rows;
    const QLocale locale;
    for (const auto &p : history) {
        QString day = locale.toString(p.day, QLocale::ShortFormat);
        rows << Row{ p.day.toString(Qt::ISODate), day, p.attempts, p.correct, p.accuracy,
            p.averageSeconds, 0 };
    }
    setRows(rows);
}

double QuizStatsModel::maxSeconds() const
{
    double most = 10;
    for (const Row &r : m_rows)
        most = std::max(most, r.seconds);
    return most;
}

QList<double> QuizStatsModel::series(const QString &role) const
{
    QList<double> values;
    for (const Row &r : m_rows) {
        if (role == QLatin1String("accuracy"))
            values << r.accuracy;
        else if (role == QLatin1String("seconds"))
            values << r.seconds;
        else
            values << r.attempts;
    }
    return values;
}

QStringList QuizStatsModel::labels() const
{
    QStringList out;
    for (const Row &r : m_rows)
        out << r.label;
    return out;
}

} // namespace haifu::app
