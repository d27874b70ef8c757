// Small statistics the engine's measurements and the tools share.
#pragma once
#include <cmath>
#include <utility>

namespace core {

// The 95% Wilson score interval of a proportion p over n trials: (low, high). Only IEEE
// arithmetic and sqrt, which are exact to the last bit everywhere, so native and WebAssembly
// print the same.
inline std::pair<double, double> wilson95(double p, double n) {
    const double z = 1.96;
    const double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
    const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
    return {centre - half, centre + half};
}

} // namespace core
