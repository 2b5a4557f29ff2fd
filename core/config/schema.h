#pragma once
// The config schema, version 1, as one table: validation, defaults, the JSON Schema file, the
// documentation in docs/config.md and the GUI's form are all generated from it, so they agree.

#include "diagnostic.h"

#include "json.h"

#include <optional>
#include <string>
#include <vector>

namespace lathe::core {

inline constexpr int kConfigVersion = 1;

enum class FieldType {
    Object,     // nested group of fields
    Bool,
    Int,
    Float,
    String,
    Enum,       // one string out of `choices`
    StringList, // a string or an array of strings (normalised to an array)
    IntList,    // array of integers
    IntOrAuto,  // an integer or one word: choices[0], "auto" (or "all" for device.gpus)
    FloatOrAuto, // a number or "auto" (choices[0])
    BoolOrAuto, // true, false or "auto" (choices: {"auto", "true", "false"}, for the form's list)
    ObjectList, // array of objects, each described by `children`
    WordOrWeights, // one of `choices`, or an object of names to numbers (in min … max)
};

struct FieldSpec {
    std::string name;
    FieldType type = FieldType::Object;
    Json defaultValue; // leaves only
    std::string doc;
    std::optional<double> min;
    std::optional<double> max;
    std::vector<std::string> choices; // Enum; IntOrAuto: its one word; BoolOrAuto: auto, true, false
    std::vector<FieldSpec> children;  // Object, ObjectList items
    bool isPath = false;              // String/StringList: file paths or globs, resolved against the config's folder

    const FieldSpec* child(const std::string& childName) const;
};

// The root of schema version 1.
const FieldSpec& configSchema();

// A number field's allowed values as its errors say them: " between 0 and 0.95", " of at least 1", or
// nothing.
Message allowedRangeText(const FieldSpec& spec);

// A key that annotates a config rather than sets anything, kept as written and not read: "$schema"
// at the top (the JSON Schema an editor checks the file with) and, anywhere, a key that starts with
// "//" (a comment, as npm's package.json takes one). `parentPath` is "" at the top.
bool isAnnotationKey(const std::string& parentPath, const std::string& key);

// The spec of a dotted path ("training.lr"), or nullptr.
const FieldSpec* findField(const std::string& path);

// Checks `input` against the schema, reports every problem into `out` (paths, no positions yet)
// and returns the document with every missing field set to its default.
Json validateAndFill(const Json& input, Diagnostics& out);

// All defaults: what a new config contains.
Json defaultConfigJson();

// JSON Schema (draft 2020-12) for editors.
Json jsonSchema();

// Markdown reference of every field (docs/config.md is this text).
std::string markdownReference();

// Type name for messages: "an integer", "one of auto, off, fp16, bf16", ...
Message describeExpected(const FieldSpec& spec);

// "string \"abc\"", "number 3.5", "an object", ...
Message describeFound(const Json& value);

// Closest name within a small edit distance, for "did you mean" hints; empty when none is close.
std::string closestName(const std::string& name, const std::vector<std::string>& candidates);

// Parses a command-line override value ("0.01", "true", "auto", "a,b") into JSON of the field's type.
std::optional<Json> parseOverrideValue(const FieldSpec& spec, const std::string& text, Message& error);

// Whether two override values give the field `key` one value as it reads them ("3" and "3.0", cpu and
// "cpu"); the values of an unknown key, or of values it cannot read, are compared as text.
bool sameOverrideValue(const std::string& key, const std::string& a, const std::string& b);

} // namespace lathe::core
