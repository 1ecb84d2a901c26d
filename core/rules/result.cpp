#include "rules/result.h"

namespace haifu {

namespace {

struct CodeInfo
{
    std::string_view name;
    std::string_view english;
};

constexpr std::size_t kCodeCount = static_cast<std::size_t>(ErrorCode::Count);

#define HAIFU_ERROR_INFO(name, english) CodeInfo{ #name, english },
constexpr std::array<CodeInfo, kCodeCount> kCodes = { CodeInfo{ "Text", "%1" },
    HAIFU_ERROR_FRAMES(HAIFU_ERROR_INFO) HAIFU_ERROR_MESSAGES(HAIFU_ERROR_INFO) };
#undef HAIFU_ERROR_INFO

#define HAIFU_ERROR_ONE(name, english) +1
constexpr std::size_t kFrameCount = 0 HAIFU_ERROR_FRAMES(HAIFU_ERROR_ONE);
#undef HAIFU_ERROR_ONE

const CodeInfo &info(ErrorCode code)
{
    const auto i = static_cast<std::size_t>(code);
    return kCodes[i < kCodeCount ? i : 0];
}

} // namespace

std::vector<ErrorCode> allErrorCodes()
{
    std::vector<ErrorCode> codes;
    for (std::size_t i = 1; i < kCodeCount; ++i)
        codes.push_back(static_cast<ErrorCode>(i));
    return codes;
}

bool isErrorFrame(ErrorCode code)
{
    const auto i = static_cast<std::size_t>(code);
    return i >= 1 && i <= kFrameCount;
}

std::string_view englishText(ErrorCode code)
{
    return info(code).english;
}

std::string_view errorCodeName(ErrorCode code)
{
    return info(code).name;
}

std::string formatEnglish(ErrorCode code, const std::vector<std::string> &args)
{
    const std::string_view text = englishText(code);
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char next = i + 1 < text.size() ? text[i + 1] : '\0';
        if (text[i] == '%' && next >= '1' && next <= '9') {
            const auto arg = static_cast<std::size_t>(next - '1');
            if (arg < args.size())
                out += args[arg];
            ++i;
        } else {
            out += text[i];
        }
    }
    return out;
}

Error Error::of(ErrorCode code, std::vector<std::string> args)
{
    Error e;
    e.code = code;
    e.args = std::move(args);
    e.message = formatEnglish(code, e.args);
    return e;
}

Error Error::at(ErrorCode frame, std::vector<std::string> frameArgs) &&
{
    message = formatEnglish(frame, frameArgs) + message;
    context.insert(context.begin(), ErrorFrame{ frame, std::move(frameArgs) });
    return std::move(*this);
}

Error Error::at(ErrorCode frame, std::vector<std::string> frameArgs) const &
{
    return Error(*this).at(frame, std::move(frameArgs));
}

std::string Error::describe() const
{
    if (code == ErrorCode::Text)
        return message; // its frames, if any, are in it already
    std::string out;
    for (const ErrorFrame &f : context)
        out += formatEnglish(f.code, f.args);
    return out + formatEnglish(code, args);
}

} // namespace haifu
