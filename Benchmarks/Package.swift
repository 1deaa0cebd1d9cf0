// swift-tools-version:6.0
import PackageDescription

/// `alert-bench`: times and leak-checks GtkAlerts against GTK's and libadwaita's dialogs.
///
/// A package of its own, so the library itself needs only GTK: libadwaita (for
/// `AdwAlertDialog` and `AdwMessageDialog`) is a dependency of the benchmark alone.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "GtkAlertsBenchmarks",
    products: [
        .executable(name: "alert-bench", targets: ["AlertBench"])
    ],
    dependencies: [
        .package(name: "GtkAlerts", path: "..")
    ],
    targets: [
        // libadwaita, which brings GTK 4 with it (libadwaita-1.pc requires gtk4).
        .systemLibrary(
            name: "CAdwaita",
            pkgConfig: "libadwaita-1",
            providers: [.apt(["libadwaita-1-dev"])]
        ),
        // What Swift cannot or should not call: variadic and deprecated dialogs, the anchors
        // behind version checks, instruction counters, mallinfo2.
        .target(name: "BenchShim", dependencies: ["CAdwaita"]),
        .executableTarget(
            name: "AlertBench",
            dependencies: [
                "CAdwaita",
                "BenchShim",
                .product(name: "GtkAlerts", package: "GtkAlerts"),
                // `AlertHandle.card` and `createdObjects`: when an alert is up, what it leaves.
                .product(name: "GtkAlertsTestSupport", package: "GtkAlerts"),
            ],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
