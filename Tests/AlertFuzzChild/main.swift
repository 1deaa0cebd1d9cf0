// alert-fuzz-child MODE: the child processes of the fuzz suites (Tests/GtkAlertsFuzzTests), which
// find it next to their test bundle. Run by hand, it replays a dumped case:
//
//   ALERT_FUZZ_REPLAY=case12.json alert-fuzz-child replay
//
// (under a display, with G_DEBUG=fatal-warnings and SWIFT_BACKTRACE=enable=no as the suites set).
import Foundation
import GtkAlertsFuzzing

exit(FuzzChild.main(arguments: CommandLine.arguments))
