#include "cli/cli.h"
#include "cli/commandline.h"
#include "common/qtstrings.h"

#include "storage/database.h"
#include "storage/serverroles.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

// haifu-cli access: who may do what in a library on a PostgreSQL server (storage/serverroles.h):
// give a login the admin, scorer or viewer role, take it away, name the scorers of a club game
// and link club players to their logins. The server enforces it, whatever program connects.
namespace haifu::cli {

namespace {

void printAccessUsage(QTextStream &stream)
{
    stream << helpHead({ Tr::tr("haifu-cli access --db postgresql://… grant LOGIN "
                                "admin|scorer|viewer [--password TEXT]"),
                               Tr::tr("haifu-cli access --db postgresql://… revoke LOGIN"),
                               Tr::tr("haifu-cli access --db PATH assign GAME LOGIN [--remove]"),
                               Tr::tr("haifu-cli access --db PATH player PLAYER LOGIN"),
                               Tr::tr("haifu-cli access --db PATH whoami [--json]") },
            { Tr::tr("Roles of a library on a PostgreSQL server, enforced by the server: an admin "
                     "changes everything (rules, players, seasons); a scorer enters and "
                     "corrects the hands of the club games they are seated at (their club "
                     "player's login) or assigned to; a viewer reads. grant and revoke are for "
                     "the library's owner; the login is created when the server has none.") })
           << optionLines(18,
                      { { "--password TEXT", Tr::tr("grant: the new login's password") },
                              { "--remove", Tr::tr("assign: no longer a scorer of the game") },
                              { "--json", Tr::tr("whoami: one JSON object") },
                              { "--db PATH", Tr::tr("The library (or HAIFU_LIBRARY)") } });
    stream.flush();
}

const Usage kUsage{ u"access"_s, printAccessUsage };

std::optional<qint64> number(const QString &text)
{
    bool ok = false;
    const qint64 value = text.toLongLong(&ok);
    return ok && value > 0 ? std::optional<qint64>(value) : std::nullopt;
}

int done(const std::optional<Error> &error)
{
    return error ? kUsage.fail(error->message) : 0;
}

int whoami(const storage::Database &db, bool json)
{
    auto roles = storage::currentLibraryRoles(db);
    if (!roles)
        return kUsage.fail(roles.error().message);
    if (json) {
        out() << QJsonDocument(
                QJsonObject{ { u"library"_s, storage::Database::displayLocation(db.path()) },
                        { u"roles"_s, QJsonArray::fromStringList(*roles) } })
                         .toJson(QJsonDocument::Compact)
              << '\n';
    } else {
        out() << roles->join(u", "_s) << '\n';
    }
    out().flush();
    return 0;
}

} // namespace

int runAccess(const QStringList &args)
{
    CommandLine cl{ kJsonOption, kDbOption, { { u"password"_s }, true }, { { u"remove"_s } } };
    if (const auto status = cl.parse(args, kUsage))
        return *status;
    const QStringList rest = cl.positional();
    if (rest.isEmpty())
        return kUsage.report(Tr::tr("give a command: grant, revoke, assign, player or whoami"));
    const QString command = rest.first();
    const QHash<QString, int> arity{ { u"grant"_s, 3 }, { u"revoke"_s, 2 }, { u"assign"_s, 3 },
        { u"player"_s, 3 }, { u"whoami"_s, 1 } };
    if (!arity.contains(command))
        return kUsage.report(Tr::tr("unknown command \"%1\"").arg(command));
    if (rest.size() != arity.value(command))
        return kUsage.report(Tr::tr("wrong number of arguments for %1").arg(command));
    if (cl.dbPath().isEmpty())
        return kUsage.report(Tr::tr("name the library with --db"));
    storage::Database db;
    if (auto error = db.open(cl.dbPath(), storage::OpenOptions{ .create = false }))
        return kUsage.fail(error->message);
    if (command == "whoami"_L1)
        return whoami(db, cl.isSet(u"json"_s));
    if (command == "grant"_L1) {
        const auto role = storage::libraryRoleFromName(rest[2]);
        if (!role)
            return kUsage.report(Tr::tr("the role is admin, scorer or viewer"));
        return done(storage::grantLibraryRole(db, rest[1], *role, cl.value(u"password"_s)));
    }
    if (command == "revoke"_L1)
        return done(storage::revokeLibraryRoles(db, rest[1]));
    const auto id = number(rest[1]);
    if (!id)
        return kUsage.report(Tr::tr("%1 is not a number").arg(rest[1]));
    if (command == "assign"_L1)
        return done(storage::assignScorer(db, *id, rest[2], !cl.isSet(u"remove"_s)));
    return done(storage::setPlayerLogin(db, *id, rest[2]));
}

} // namespace haifu::cli
