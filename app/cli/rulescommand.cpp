// haifu-cli rules: the ruleset presets and every option, for people or as JSON.
#include "cli/cli.h"
#include "cli/commandline.h"
#include "cli/scorejson.h"
#include "common/qtstrings.h"

#include "rules/ruleset.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace haifu::cli {

namespace {

std::vector<rules::Ruleset> allPresets()
{
    std::vector<rules::Ruleset> presets;
    for (std::string_view name : rules::presetNames())
        presets.push_back(*rules::presetRuleset(name));
    return presets;
}

void printHelp(QTextStream &s)
{
    s << Tr::tr("Usage: haifu-cli rules --list [--json]") << '\n'
      << Tr::tr("       haifu-cli rules PRESET [--json]") << "\n\n"
      << Tr::tr("Lists the ruleset presets and every option with its value in each preset, or the "
                "values of one preset. Options can be overridden in JSON input with "
                "\"rules\":{\"preset\":NAME, OPTION: value} and in the command line with --set "
                "OPTION=VALUE.")
      << '\n';
    s.flush();
}

} // namespace

int runRules(const QStringList &args)
{
    if (args.isEmpty()) {
        printHelp(err());
        return 2;
    }
    CommandLine cl{ kJsonOption, { { u"list"_s } } };
    if (const auto status = cl.parse(args, Usage{ u"rules"_s, printHelp }))
        return *status;
    const bool json = cl.isSet(u"json"_s);
    const bool list = cl.isSet(u"list"_s);
    const QString presetName = cl.positional().value(cl.positional().size() - 1);
    std::vector<rules::Ruleset> presets;
    if (list) {
        presets = allPresets();
    } else if (!presetName.isEmpty()) {
        auto r = rules::presetRuleset(presetName.toStdString());
        if (!r) {
            err() << QString::fromStdString(r.error().message) << '\n';
            return 2;
        }
        presets.push_back(*r);
    } else {
        printHelp(err());
        return 2;
    }

    if (json) {
        QJsonArray presetArray;
        for (const rules::Ruleset &p : presets)
            presetArray.append(QJsonObject{ { u"name"_s, QString::fromStdString(p.name) },
                    { u"description"_s, toQString(rules::presetDescription(p.name)) } });
        QJsonArray options;
        for (const rules::RuleOption &o : rules::ruleOptions()) {
            QJsonObject item{ { u"name"_s, toQString(o.name) },
                { u"type"_s, toQString(rules::optionTypeName(o.type)) },
                { u"scope"_s, toQString(rules::optionScopeName(o.scope)) },
                { u"description"_s, toQString(o.description) } };
            if (o.type == rules::OptionType::Choice) {
                QJsonArray choices;
                for (std::string_view c : o.choices)
                    choices.append(toQString(c));
                item.insert(u"choices"_s, choices);
            }
            if (o.type == rules::OptionType::Int || o.type == rules::OptionType::IntList) {
                item.insert(u"min"_s, o.minValue);
                item.insert(u"max"_s, o.maxValue);
            }
            QJsonObject values;
            for (const rules::Ruleset &p : presets)
                values.insert(QString::fromStdString(p.name), optionJson(o.get(p)));
            item.insert(u"values"_s, values);
            options.append(item);
        }
        const QJsonObject doc{ { u"presets"_s, presetArray }, { u"options"_s, options } };
        out() << QString::fromUtf8(QJsonDocument(doc).toJson(QJsonDocument::Compact)) << '\n';
        out().flush();
        return 0;
    }

    QTextStream &s = out();
    s << Tr::tr("Presets:") << '\n';
    for (const rules::Ruleset &p : presets)
        s << "  " << QString::fromStdString(p.name).leftJustified(12)
          << toQString(rules::presetDescription(p.name)) << '\n';
    s << '\n' << Tr::tr("Options (value in each preset):") << '\n';
    s << "  " << Tr::tr("option").leftJustified(28);
    for (const rules::Ruleset &p : presets)
        s << QString::fromStdString(p.name).leftJustified(14);
    s << '\n';
    rules::OptionScope scope = rules::OptionScope::Game;
    bool first = true;
    for (const rules::RuleOption &o : rules::ruleOptions()) {
        if (first || o.scope != scope) {
            scope = o.scope;
            first = false;
            s << "  [" << toQString(rules::optionScopeName(scope)) << "]\n";
        }
        s << "  " << toQString(o.name).leftJustified(28);
        for (const rules::Ruleset &p : presets)
            s << QString::fromStdString(rules::formatOptionValue(o.get(p))).leftJustified(14);
        s << '\n';
        QString desc = toQString(o.description);
        if (o.type == rules::OptionType::Choice) {
            QStringList choices;
            for (std::string_view c : o.choices)
                choices << toQString(c);
            desc += u" ["_s + choices.join(u", "_s) + u']';
        }
        s << "      " << desc << " (" << toQString(rules::optionTypeName(o.type)) << ")\n";
    }
    s.flush();
    return 0;
}

} // namespace haifu::cli
