#include "library/gamelistmodel.h"
#include "quiz/quizchoicemodel.h"
#include "quiz/quizstatsmodel.h"
#include "quiz/quizstepmodel.h"
#include "shared/listroles.h"

#include "testmain.h"

#include <QRegularExpression>
#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;

// The QML role names of the list models come from their Role enums by one rule; the names QML
// binds to (required properties of the delegates) stay what they were.
class TestListRoles : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void namesFollowTheEnum();
    void modelsKeepTheirNames();
    void noRoleEnumNoNames();
    void invalidIndexIsQuietlyNoRow();
};

void TestListRoles::namesFollowTheEnum()
{
    const QHash<int, QByteArray> names = enumRoleNames(GameListModel::staticMetaObject);
    QCOMPARE(names.size(), 13);
    QCOMPARE(names.value(GameListModel::GameIdRole), QByteArray("gameId"));
    QCOMPARE(names.value(GameListModel::KyokuCountRole), QByteArray("kyokuCount"));
    QCOMPARE(names.value(GameListModel::ReplayOkRole), QByteArray("replayOk"));
    QCOMPARE(names.value(GameListModel::ImportedRole), QByteArray("imported"));
}

namespace {

// A model's role names in the order of its roles.
QByteArrayList namesInOrder(const QAbstractItemModel &model)
{
    const QHash<int, QByteArray> names = model.roleNames();
    QList<int> roles = names.keys();
    std::sort(roles.begin(), roles.end());
    QByteArrayList out;
    for (int role : roles)
        out << names.value(role);
    return out;
}

} // namespace

void TestListRoles::modelsKeepTheirNames()
{
    QCOMPARE(namesInOrder(QuizChoiceModel()),
            QByteArrayList({ "key", "label", "tile", "shortcut", "selected", "han", "correct",
                    "revealed" }));
    QCOMPARE(namesInOrder(QuizStatsModel()),
            QByteArrayList(
                    { "key", "label", "attempts", "correct", "accuracy", "seconds", "due" }));
    QCOMPARE(namesInOrder(QuizStepModel()),
            QByteArrayList({ "text", "value", "tiles", "emphasis", "good" }));
    QCOMPARE(namesInOrder(GameListModel()),
            QByteArrayList({ "gameId", "date", "players", "winner", "source", "lobby", "ruleset",
                    "kyokuCount", "notes", "tags", "format", "replayOk", "imported" }));
    // The first role is the first after Qt's own.
    QCOMPARE(QuizChoiceModel().roleNames().value(Qt::UserRole + 1), QByteArray("key"));
}

void TestListRoles::noRoleEnumNoNames()
{
    QVERIFY(enumRoleNames(QObject::staticMetaObject).isEmpty());
}

// A view asks with an invalid index while its rows are replaced (the Library list after
// Ctrl+Return): no row, and no checkIndex warning in the log.
void TestListRoles::invalidIndexIsQuietlyNoRow()
{
    QTest::failOnWarning(QRegularExpression(u".*"_s));
    const GameListModel games;
    QVERIFY(!games.data(QModelIndex(), GameListModel::GameIdRole).isValid());
    const QuizChoiceModel choices;
    QVERIFY(!choices.data(QModelIndex(), Qt::DisplayRole).isValid());
    QCOMPARE(games.gameIdAt(-1), 0);
}

HAIFU_TEST_GUILESS_MAIN(TestListRoles)
#include "tst_listroles.moc"
