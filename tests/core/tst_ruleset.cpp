// Rulesets as data: presets, options by name, type and range checks.
#include "rules/ruleset.h"

#include "testmain.h"

#include <QTest>

#include <set>

using namespace haifu::rules;

class TestRuleset : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void presets_data();
    void presets();
    void everyOptionRoundTrips();
    void setErrors_data();
    void setErrors();
    void unknownPreset();
};

void TestRuleset::presets_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("value");
    // From SCORING_JSON.md, RULES.md and CLUB_RULESETS.md.
    QTest::newRow("tenhou red fives") << "tenhou"
                                      << "red_fives"
                                      << "3";
    QTest::newRow("tenhou no double yakuman") << "tenhou"
                                              << "double_yakuman"
                                              << "false";
    QTest::newRow("tenhou stacking") << "tenhou"
                                     << "yakuman_stacking"
                                     << "true";
    QTest::newRow("tenhou kazoe") << "tenhou"
                                  << "kazoe_yakuman"
                                  << "true";
    QTest::newRow("tenhou no kiriage") << "tenhou"
                                       << "kiriage_mangan"
                                       << "false";
    QTest::newRow("tenhou double wind 4") << "tenhou"
                                          << "double_wind_pair_fu"
                                          << "4";
    QTest::newRow("tenhou uma") << "tenhou"
                                << "uma"
                                << "[20000,10000,-10000,-20000]";
    QTest::newRow("tenhou oka") << "tenhou"
                                << "oka"
                                << "20000";
    QTest::newRow("mahjongsoul double") << "mahjongsoul"
                                        << "double_yakuman"
                                        << "true";
    QTest::newRow("mahjongsoul uma") << "mahjongsoul"
                                     << "uma"
                                     << "[15000,5000,-5000,-15000]";
    QTest::newRow("mleague kiriage") << "mleague"
                                     << "kiriage_mangan"
                                     << "true";
    QTest::newRow("mleague head bump") << "mleague"
                                       << "multiple_ron"
                                       << "head_bump";
    QTest::newRow("mleague no tobi") << "mleague"
                                     << "tobi"
                                     << "false";
    QTest::newRow("mleague uma") << "mleague"
                                 << "uma"
                                 << "[30000,10000,-10000,-30000]";
    QTest::newRow("mleague ties") << "mleague"
                                  << "ties"
                                  << "split";
    QTest::newRow("wrc start") << "wrc"
                               << "start_points"
                               << "30000";
    QTest::newRow("wrc oka") << "wrc"
                             << "oka"
                             << "0";
    QTest::newRow("wrc kiriage") << "wrc"
                                 << "kiriage_mangan"
                                 << "true";
    QTest::newRow("ema no kiriage") << "ema"
                                    << "kiriage_mangan"
                                    << "false";
    QTest::newRow("ema triple ron") << "ema"
                                    << "multiple_ron"
                                    << "triple";
    QTest::newRow("ema no red") << "ema"
                                << "red_fives"
                                << "0";
    QTest::newRow("ema renhou") << "ema"
                                << "renhou"
                                << "mangan";
    QTest::newRow("ema no nagashi") << "ema"
                                    << "nagashi_mangan"
                                    << "false";
    QTest::newRow("ema2025 kiriage") << "ema2025"
                                     << "kiriage_mangan"
                                     << "true";
    QTest::newRow("ema2025 chombo ends") << "ema2025"
                                         << "chombo_ends_game"
                                         << "true";
    QTest::newRow("jpml no ippatsu") << "jpml"
                                     << "ippatsu"
                                     << "false";
    QTest::newRow("jpml uma mode") << "jpml"
                                   << "uma_mode"
                                   << "jpml_complex";
    QTest::newRow("jpml sticks lost") << "jpml"
                                      << "leftover_deposits"
                                      << "lost";
}

void TestRuleset::presets()
{
    QFETCH(QString, preset);
    QFETCH(QString, option);
    QFETCH(QString, value);
    auto r = presetRuleset(preset.toStdString());
    QVERIFY(r.ok());
    const RuleOption *o = findRuleOption(option.toStdString());
    QVERIFY(o);
    QCOMPARE(QString::fromStdString(formatOptionValue(o->get(*r))), value);
}

void TestRuleset::everyOptionRoundTrips()
{
    std::set<std::string_view> names;
    for (const RuleOption &o : ruleOptions()) {
        QVERIFY2(names.insert(o.name).second, o.name.data());
        QVERIFY(!o.description.empty());
        Ruleset r = *presetRuleset("tenhou");
        // Write the value of another preset (or a different value) and read it back.
        OptionValue v = o.get(*presetRuleset("jpml"));
        if (auto b = std::get_if<bool>(&v))
            v = !*b;
        QVERIFY2(!setRuleOption(r, o.name, v).has_value(), o.name.data());
        QCOMPARE(formatOptionValue(o.get(r)), formatOptionValue(v));
    }
    QVERIFY(names.size() >= 40);
}

void TestRuleset::setErrors_data()
{
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("kind"); // bool, int, string
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("unknown") << "no_such"
                             << "bool"
                             << "true"
                             << "unknown rules option";
    QTest::newRow("wrong type") << "open_tanyao"
                                << "int"
                                << "1"
                                << "true or false";
    QTest::newRow("red fives 2") << "red_fives"
                                 << "int"
                                 << "2"
                                 << "0, 3 or 4";
    QTest::newRow("double wind 3") << "double_wind_pair_fu"
                                   << "int"
                                   << "3"
                                   << "2 or 4";
    QTest::newRow("players 5") << "players"
                               << "int"
                               << "5"
                               << "out of range";
    QTest::newRow("bad choice") << "multiple_ron"
                                << "string"
                                << "quad"
                                << "not one of";
}

void TestRuleset::setErrors()
{
    QFETCH(QString, option);
    QFETCH(QString, kind);
    QFETCH(QString, value);
    QFETCH(QString, mentions);
    Ruleset r;
    OptionValue v = kind == u"bool" ? OptionValue(value == u"true")
            : kind == u"int"        ? OptionValue(value.toInt())
                                    : OptionValue(value.toStdString());
    auto e = setRuleOption(r, option.toStdString(), v);
    QVERIFY(e.has_value());
    QVERIFY2(QString::fromStdString(e->message).contains(mentions), e->message.c_str());
    QVERIFY2(QString::fromStdString(e->message).contains(option), e->message.c_str());
}

void TestRuleset::unknownPreset()
{
    auto r = presetRuleset("nope");
    QVERIFY(!r.ok());
    QVERIFY(QString::fromStdString(r.error().message).contains(u"tenhou"));
    QCOMPARE(int(presetNames().size()), 7);
}

HAIFU_TEST_APPLESS_MAIN(TestRuleset)
#include "tst_ruleset.moc"
