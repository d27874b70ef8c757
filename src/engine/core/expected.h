// Expected<T>: a value or a message saying why there is none.
//
// The engine reads things a player or a file hands it (links, saved JSON) and must answer every
// bad input with words, never an exception or a crash, so decoders return this instead of
// throwing. Messages are written for the player: plain English, starting in lower case and
// without a final period, so callers can put them after their own context
// ("Could not open the link: " + error()).
#pragma once

#include <cassert>
#include <optional>
#include <string>
#include <utility>

namespace core {

template <class T> class Expected {
public:
    static Expected ok(T v) {
        Expected e;
        e.value_.emplace(std::move(v));
        return e;
    }
    static Expected fail(std::string message) {
        Expected e;
        e.error_ = std::move(message);
        return e;
    }

    bool ok() const { return value_.has_value(); }
    explicit operator bool() const { return ok(); }

    const T& value() const {
        assert(ok() && "value() of a failed Expected");
        return *value_;
    }
    T& value() {
        assert(ok() && "value() of a failed Expected");
        return *value_;
    }
    // Empty on success.
    const std::string& error() const { return error_; }

private:
    Expected() = default;

    std::optional<T> value_;
    std::string error_;
};

} // namespace core
