#include "config/configflat.h"
#include "config/schema.h"

namespace lathe::core {

namespace {
void flattenInto(const Json& j, const std::string& prefix, std::map<std::string, Json>& out)
{
    if (!j.is_object()) {
        out[prefix] = j;
        return;
    }
    for (const auto& [key, value] : j.items())
        if (!isAnnotationKey(prefix, key)) // a note ("$schema", "//") is no setting to show or compare
            flattenInto(value, prefix.empty() ? key : prefix + "." + key, out);
}
} // namespace

std::map<std::string, Json> flattenConfig(const Json& config)
{
    std::map<std::string, Json> out;
    flattenInto(config, "", out);
    return out;
}

bool isComparedSetting(const std::string& key)
{
    return key != "name" && key != "description" && key != "version" && key != "output.runs_dir";
}

} // namespace lathe::core
