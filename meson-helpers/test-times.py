#!/usr/bin/env python3
"""Where a test run's time went: each suite's time and the slowest tests, read from XCTest's
output (one or more logs of `swift test`), so the next cut is found by reading, not guessing.
Ends on one line counting the test cases of every log: "tests: N passed, N failed".

Usage: test-times.py LOG... [--slowest N]
"""

import re
import sys
from collections import defaultdict

CASE = re.compile(r"^Test Case '(?:-\[)?([\w.]+)[./ ](\w+)\]?' (passed|failed|skipped) \((\d+\.\d+) seconds\)")


def main(arguments):
    slowest = 10
    if "--slowest" in arguments:
        index = arguments.index("--slowest")
        slowest = int(arguments[index + 1])
        del arguments[index : index + 2]
    runs = []
    outcomes = defaultdict(int)
    for path in arguments:
        with open(path, encoding="utf-8", errors="replace") as log:
            for line in log:
                match = CASE.match(line.strip())
                if match:
                    suite, test, outcome, seconds = match.groups()
                    runs.append((path, suite.split(".")[-1], test, float(seconds)))
                    outcomes[outcome] += 1
    if not runs:
        print("test times: no test case in", " ".join(arguments))
        return 0
    for path in dict.fromkeys(run[0] for run in runs):
        cases = [run for run in runs if run[0] == path]
        suites = defaultdict(lambda: [0, 0.0])
        for _, suite, _, seconds in cases:
            suites[suite][0] += 1
            suites[suite][1] += seconds
        total = sum(seconds for *_, seconds in cases)
        print(f"\n{path}: {len(cases)} tests, {total:.1f} s in tests")
        print(f"{'suite':<36} {'tests':>6} {'seconds':>9} {'per test':>9}")
        for suite, (count, seconds) in sorted(suites.items(), key=lambda item: -item[1][1]):
            print(f"{suite:<36} {count:>6} {seconds:>9.1f} {seconds / count:>9.2f}")
        print(f"\nthe {min(slowest, len(cases))} slowest tests:")
        for _, suite, test, seconds in sorted(cases, key=lambda run: -run[3])[:slowest]:
            print(f"{seconds:>8.2f} s  {suite}.{test}")
    skipped = f", {outcomes['skipped']} skipped" if outcomes["skipped"] else ""
    print(f"\ntests: {outcomes['passed']} passed, {outcomes['failed']} failed{skipped}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
