#include "insight/enginereview.h"

#include "common/qtstrings.h"
#include "insight/reviewtext.h"
#include "mjai/mjaibot.h"
#include "mjai/reportreview.h"

using namespace Qt::StringLiterals;
using haifu::engine::Action;
using haifu::engine::MjaiBot;

namespace haifu::app {

namespace {

QString tileCode(const std::optional<haifu::rules::Tile> &tile)
{
    return tile ? haifu::toQString(haifu::rules::toString(*tile)) : QString();
}

} // namespace

EngineReview::EngineReview(QObject *parent) : QObject(parent), m_bot(new MjaiBot(this))
{
    connect(m_bot, &MjaiBot::progress, this, &EngineReview::progressChanged);
    connect(m_bot, &MjaiBot::finished, this, [this] {
        m_result = m_bot->result();
        // The categories of the decisions, as an imported report's (the review's "riichi or
        // dama", "calls" ...); a record the bot got through replays.
        if (const haifu::game::Record *record = m_session ? m_session->record() : nullptr)
            (void)haifu::engine::classifyDecisions(*record, m_result);
        m_hasResult = true;
        setError({});
        Q_EMIT runningChanged();
        Q_EMIT resultChanged();
        Q_EMIT finished();
    });
    connect(m_bot, &MjaiBot::failed, this, [this](const QString &message) {
        setError(message);
        Q_EMIT runningChanged();
        Q_EMIT failed(message);
    });
}

EngineReview::~EngineReview() = default;

void EngineReview::setSession(GameSession *session)
{
    if (m_session == session)
        return;
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    if (m_session)
        connect(m_session, &GameSession::loadedChanged, this, &EngineReview::clear);
    clear();
    Q_EMIT sessionChanged();
}

void EngineReview::setSeat(int seat)
{
    if (seat == m_seat)
        return;
    m_seat = seat;
    Q_EMIT seatChanged();
}

void EngineReview::setCommand(const QString &command)
{
    if (command == m_command)
        return;
    m_command = command;
    Q_EMIT commandChanged();
}

void EngineReview::setFolder(const QString &folder)
{
    if (folder == m_folder)
        return;
    m_folder = folder;
    Q_EMIT folderChanged();
}

void EngineReview::setTimeoutMs(int ms)
{
    if (ms == m_timeoutMs || ms <= 0)
        return;
    m_timeoutMs = ms;
    Q_EMIT timeoutMsChanged();
}

bool EngineReview::running() const
{
    return m_bot->isRunning();
}

int EngineReview::done() const
{
    return m_bot->done();
}

int EngineReview::total() const
{
    return m_bot->total();
}

void EngineReview::start()
{
    clear();
    const haifu::game::Record *record = m_session ? m_session->record() : nullptr;
    if (!record) {
        setError(tr("Open a game first."));
        return;
    }
    // An empty command line fails at once with MjaiBot's "no bot is set".
    const auto command = haifu::engine::BotCommand::parse(m_command, m_folder)
                                 .value_or(haifu::engine::BotCommand{});
    haifu::engine::BotLimits limits;
    limits.responseMs = m_timeoutMs;
    m_bot->setLimits(limits);
    m_bot->start(*record, m_seat, command);
    Q_EMIT runningChanged();
    Q_EMIT progressChanged();
}

void EngineReview::stop()
{
    const bool was = m_bot->isRunning();
    m_bot->stop();
    if (was)
        Q_EMIT runningChanged();
}

void EngineReview::clear()
{
    stop();
    setError({});
    if (!m_hasResult && m_result.decisions.empty())
        return;
    m_hasResult = false;
    m_result = {};
    Q_EMIT resultChanged();
}

void EngineReview::setError(const QString &error)
{
    if (error == m_error)
        return;
    m_error = error;
    Q_EMIT errorChanged();
}

QVariantMap EngineReview::choiceAt(int kyoku, int step) const
{
    const haifu::engine::Decision *d = m_hasResult ? m_result.at(kyoku, step) : nullptr;
    if (!d)
        return {};
    QStringList consumed;
    for (const auto &t : d->bot.consumed)
        consumed << tileCode(t);
    return QVariantMap{ { u"kind"_s, haifu::engine::decisionKindName(d->kind) },
        { u"type"_s, d->bot.type }, { u"tile"_s, tileCode(d->bot.tile) },
        { u"consumed"_s, consumed }, { u"text"_s, d->bot.text() },
        { u"raw"_s, QString::fromUtf8(d->bot.raw) }, { u"playedType"_s, d->played.type },
        { u"playedTile"_s, tileCode(d->played.tile) }, { u"playedText"_s, d->played.text() },
        { u"agreed"_s, d->agreed } };
}

QString EngineReview::figures() const
{
    return m_hasResult ? reviewFiguresText(m_result, -1) : QString();
}

QVariantList EngineReview::decisionsAt(int kyoku, int step) const
{
    return m_hasResult ? decisionsView(m_result, kyoku, step) : QVariantList();
}

QString EngineReview::handFigures(int kyoku) const
{
    return m_hasResult ? reviewFiguresText(m_result, kyoku) : QString();
}

int EngineReview::nextDisagreement(int globalStep) const
{
    const haifu::engine::Decision *d =
            m_hasResult ? m_result.nextDisagreement(globalStep) : nullptr;
    return d ? d->globalStep : -1;
}

} // namespace haifu::app
