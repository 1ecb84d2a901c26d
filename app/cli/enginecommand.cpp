#include "cli/cli.h"
#include "cli/commandline.h"
#include "common/qtstrings.h"

#include "formats/recordio.h"
#include "mjai/mjaibot.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;

// haifu-cli engine RECORD --seat N --bot "PROGRAM ARGS…": an external MJAI bot reviews a record
// from one seat (app/mjai): its choice at every decision of the seat, the agreement rate and
// the disagreements.
namespace haifu::cli {

namespace {

void printEngineUsage(QTextStream &stream)
{
    stream << helpHead({ Tr::tr("Usage: haifu-cli engine RECORD --seat N --bot \"PROGRAM ARGS...\" "
                                "[--cwd DIR] [--timeout MS] [--json]") },
            { Tr::tr("Runs an external MJAI bot over the record from one seat's view "
                     "(one JSON event per line on its standard input, one JSON action "
                     "per line on its standard output; others' hidden tiles as \"?\") "
                     "and compares its choice at each decision of the seat with the "
                     "record.") })
           << optionLines(16,
                      { { "--seat N", Tr::tr("The seat to review, 0 to 3 (required)") },
                              { "--bot COMMAND",
                                      Tr::tr("The bot's command line; \"double quotes\" keep "
                                             "spaces (required)") },
                              { "--cwd DIR", Tr::tr("The folder the bot runs in") },
                              { "--timeout MS",
                                      Tr::tr("Time limit per answer in milliseconds (default "
                                             "5000)") },
                              { "--json",
                                      Tr::tr("Print every decision, the agreement rate and the "
                                             "disagreements as JSON") } })
           << '\n'
           << Tr::tr("Exit status: 0 when the bot got through the game, 1 when the record or the "
                     "bot failed, 2 on usage errors.")
           << '\n';
    stream.flush();
}

void printText(const engine::ReviewResult &r)
{
    out() << Tr::tr("Seat %1: %2 decisions, %3 agreed (%4%)")
                     .arg(r.seat)
                     .arg(r.decisions.size())
                     .arg(r.agreedCount())
                     .arg(r.agreementRate() * 100.0, 0, 'f', 1)
          << '\n';
    for (const engine::Decision &d : r.disagreements()) {
        out() << Tr::tr("  %1 step %2 (%3): bot %4, played %5")
                         .arg(r.kyokuLabel(d.kyoku))
                         .arg(d.step)
                         .arg(engine::decisionKindName(d.kind), d.bot.text(), d.played.text())
              << '\n';
    }
}

} // namespace

int runEngine(const QStringList &args)
{
    CommandLine cl{ kJsonOption, { { u"seat"_s }, true }, { { u"bot"_s }, true },
        { { u"cwd"_s }, true }, { { u"timeout"_s }, true } };
    const Usage usage{ u"engine"_s, printEngineUsage };
    if (const auto status = cl.parse(args, usage))
        return *status;
    const QStringList positional = cl.positional();
    bool seatOk = false;
    const int seat = cl.value(u"seat"_s).toInt(&seatOk);
    if (positional.size() != 1 || !cl.isSet(u"bot"_s) || !seatOk)
        return usage.report(Tr::tr("give one RECORD, --seat N and --bot COMMAND"));
    engine::BotLimits limits;
    if (cl.isSet(u"timeout"_s)) {
        bool ok = false;
        limits.responseMs = cl.value(u"timeout"_s).toInt(&ok);
        if (!ok || limits.responseMs <= 0)
            return usage.report(Tr::tr("--timeout takes a positive number of milliseconds"));
    }
    const auto command = engine::BotCommand::parse(cl.value(u"bot"_s), cl.value(u"cwd"_s));
    if (!command)
        return usage.report(Tr::tr("--bot is empty"));
    const Result<game::Record> record = formats::readRecordFile(positional.first());
    if (!record)
        return usage.fail(record.error().message);
    const engine::BotRun run = engine::runBot(*record, seat, *command, limits);
    if (!run.ok())
        return usage.fail(run.error.toStdString());
    if (cl.isSet(u"json"_s)) {
        QJsonObject o = run.result.toJson(true);
        o.insert(u"record"_s, positional.first());
        out() << QJsonDocument(o).toJson(QJsonDocument::Indented);
    } else {
        printText(run.result);
    }
    return 0;
}

} // namespace haifu::cli
