#include "enginetext.h"

#include <QCoreApplication>

#include <algorithm>
#include <string>
#include <vector>

namespace lathe::ui {

namespace {
std::string translated(const core::Message& m)
{
    if (m.id.empty()) {
        std::string out = m.value;
        for (const auto& a : m.args)
            out += translated(a);
        return out;
    }
    std::vector<std::string> args;
    args.reserve(m.args.size());
    for (const auto& a : m.args)
        args.push_back(translated(a));
    const QString templ = QCoreApplication::translate("lathe::core::Messages", m.id.c_str());
    return core::fillTemplate(templ.toStdString(), args);
}
} // namespace

QString engineText(const core::Message& message)
{
    return QString::fromStdString(translated(message));
}

QString engineText(const std::exception& e)
{
    return engineText(core::exceptionMessage(e));
}

} // namespace lathe::ui
