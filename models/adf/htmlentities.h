#pragma once

#include <string>
#include <string_view>

namespace pm::adf {

// Decodes an entity as md4c reports it ("&amp;", "&#123;", "&#x1F600;") and
// appends the result. An unknown name is appended literally, as CommonMark asks.
void appendDecodedEntity(std::string_view entity, std::string &out);

// Appends the UTF-8 encoding of code point cp (U+FFFD for invalid values).
void appendUtf8(std::string &out, char32_t cp);

} // namespace pm::adf
