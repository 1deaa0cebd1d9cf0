// swift-tools-version:6.0
import PackageDescription

/// Layers, bottom to top (see docs/CONTRIBUTING.md, How it is built): `CGtkAlertsGtk` (the system library) → `CGtkAlertsShim` (what Swift
/// cannot call) → `GtkAlertsToolkit` (typed, main-actor wrappers; the only Swift code that touches pointers)
/// → `GtkAlerts` (what apps import) → `AlertGallery` (the demo executable).
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "GtkAlerts",
    products: [
        .library(name: "GtkAlerts", targets: ["GtkAlerts", "GtkAlertsToolkit"]),
        .library(name: "GtkAlertsTestSupport", targets: ["GtkAlertsTestSupport"]),
        .executable(name: "alert-gallery", targets: ["AlertGallery"]),
    ],
    targets: [
        .systemLibrary(
            name: "CGtkAlertsGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        .target(
            name: "CGtkAlertsShim",
            dependencies: ["CGtkAlertsGtk"],
            // The main-queue bridge calls libdispatch's run-loop hooks directly.
            linkerSettings: [.linkedLibrary("dispatch")]
        ),
        .systemLibrary(
            name: "CGalleryStoreSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        // The gallery's persistent item list; not part of the library.
        .target(name: "GalleryStore", dependencies: ["CGalleryStoreSQLite"], swiftSettings: strictSettings),
        .target(
            name: "GtkAlertsToolkit", dependencies: ["CGtkAlertsGtk", "CGtkAlertsShim"], swiftSettings: strictSettings),
        .target(
            name: "GtkAlerts",
            dependencies: ["GtkAlertsToolkit"],
            // Compiled in, so the library needs no resource files at run time.
            resources: [
                .embedInCode("Resources/gtk-alerts.css"),
                .embedInCode("Resources/gtk-alerts-colors.css"),
            ],
            swiftSettings: strictSettings
        ),
        // The GTK warnings no test can avoid, let through by name (G_DEBUG=fatal-warnings).
        .target(name: "CKnownGTKWarnings", dependencies: ["CGtkAlertsGtk"]),
        .target(
            name: "GtkAlertsTestSupport", dependencies: ["GtkAlertsToolkit", "GtkAlerts", "CKnownGTKWarnings"],
            swiftSettings: strictSettings
        ),
        // The gallery's pages, in a library so the smoke test can build every one.
        .target(
            name: "GalleryPages",
            dependencies: ["GtkAlerts", "GtkAlertsToolkit", "GalleryStore"],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "AlertGallery",
            // The screenshot mode waits for frames the way the tests do.
            dependencies: ["GtkAlerts", "GtkAlertsToolkit", "GalleryPages", "GtkAlertsTestSupport"],
            swiftSettings: strictSettings
        ),
        // The tools the test scripts run (the probes, adwaita-style-screenshots) are executable
        // targets, not products: each is named by its binary, so `swift build --product NAME`
        // builds it alone, and its sources keep their folder through `path:`.
        // What the probes below share: unbuffered reports and option reading.
        .target(name: "ProbeCommandLine", swiftSettings: strictSettings),
        // A tiny app the end-to-end suite drives with real input (xdotool under Xvfb).
        .executableTarget(
            name: "alert-end-to-end-probe",
            dependencies: ["GtkAlerts", "GtkAlertsToolkit", "GtkAlertsTestSupport", "ProbeCommandLine"],
            path: "Sources/AlertEndToEndProbe",
            swiftSettings: strictSettings
        ),
        // A tiny Application the single-instance test launches several times on one session bus.
        .executableTarget(
            name: "application-probe",
            dependencies: ["GtkAlertsToolkit", "ProbeCommandLine"],
            path: "Sources/ApplicationProbe",
            swiftSettings: strictSettings
        ),
        // A C app that runs its own GtkApplication loop and shows alerts through a Swift module
        // (the next target), for ForeignLoopTests: `await` must answer in a loop the library
        // did not start.
        .executableTarget(
            name: "foreign-loop-probe",
            dependencies: ["ForeignLoopAlerts", "CKnownGTKWarnings"],
            path: "Sources/ForeignLoopProbe"
        ),
        .target(
            name: "ForeignLoopAlerts",
            dependencies: ["GtkAlerts", "GtkAlertsToolkit", "GtkAlertsTestSupport"],
            swiftSettings: strictSettings
        ),
        // An app written in Swift on GTK's C API alone, with its own module map over gtk/gtk.h
        // (the next target), for SwiftCAPITests: what a Swift app looks like before any binding.
        .executableTarget(
            name: "swift-c-api-probe",
            dependencies: ["CGtkForSwiftApp", "GtkAlerts", "CKnownGTKWarnings"],
            path: "Sources/SwiftCAPIProbe",
            swiftSettings: strictSettings
        ),
        .systemLibrary(name: "CGtkForSwiftApp", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        // libadwaita for test tools only: the library finds it at run time and never links it.
        // Not `CAdwaita`: the Benchmarks package, which depends on this one, has a target of that name.
        .systemLibrary(
            name: "CAdwaitaForTools",
            pkgConfig: "libadwaita-1",
            providers: [.apt(["libadwaita-1-dev"])]
        ),
        .target(name: "AdwaitaTestSupport", dependencies: ["CAdwaitaForTools"]),
        // An application whose parent has a widget for each input path, for the end-to-end
        // inert-parent checks (meson-helpers/end-to-end).
        .executableTarget(
            name: "inert-parent-probe",
            dependencies: [
                "GtkAlerts", "GtkAlertsToolkit", "GtkAlertsTestSupport", "AdwaitaTestSupport", "ProbeCommandLine",
            ],
            path: "Sources/InertParentProbe",
            swiftSettings: strictSettings
        ),
        // Renders an alert under libadwaita's light, dark and high-contrast styles (a process of
        // its own: libadwaita's stylesheet, once loaded, would restyle every later test).
        .executableTarget(
            name: "adwaita-style-screenshots",
            dependencies: ["GtkAlerts", "GtkAlertsToolkit", "GtkAlertsTestSupport", "AdwaitaTestSupport"],
            path: "Sources/AdwaitaStyleScreenshots",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "GalleryStoreTests",
            dependencies: ["GalleryStore"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "GalleryPagesTests",
            dependencies: ["GalleryPages", "GalleryStore", "GtkAlertsTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "GtkTests",
            dependencies: ["GtkAlertsToolkit", "GtkAlertsTestSupport", "CAdwaitaTestWindows"],
            swiftSettings: strictSettings
        ),
        // libadwaita, for the tests only: they build real libadwaita windows in C. The
        // library itself never links it (it reaches those windows through GObject). Not named
        // CAdwaita: the Benchmarks package, which depends on this one, has a target of that name.
        .systemLibrary(
            name: "CAdwaitaForTests",
            path: "Tests/CAdwaitaForTests",
            pkgConfig: "libadwaita-1",
            providers: [.apt(["libadwaita-1-dev"])]
        ),
        .target(
            name: "CAdwaitaTestWindows",
            dependencies: ["CAdwaitaForTests", "CGtkAlertsGtk"],
            path: "Tests/CAdwaitaTestWindows"
        ),
        .testTarget(
            name: "GtkAlertsTests",
            dependencies: ["GtkAlerts", "GtkAlertsToolkit", "GtkAlertsTestSupport", "CAdwaitaTestWindows"],
            swiftSettings: strictSettings
        ),
        // The fuzzers' GTK side, which runs in child processes (a crash ends only the child):
        // inputs, cases, checks and lifecycle sequences, shared by the child and the fuzz suites.
        .target(
            name: "GtkAlertsFuzzing",
            dependencies: ["GtkAlerts", "GtkAlertsToolkit", "GtkAlertsTestSupport", "CAdwaitaTestWindows"],
            path: "Tests/GtkAlertsFuzzing",
            swiftSettings: strictSettings
        ),
        // The child process the fuzz suites launch, one mode an argument. Not a product: the
        // fuzz suites find it next to their test bundle (`swift build --product alert-fuzz-child`
        // builds it alone).
        .executableTarget(
            name: "alert-fuzz-child",
            dependencies: ["GtkAlertsFuzzing"],
            path: "Tests/AlertFuzzChild",
            swiftSettings: strictSettings
        ),
        // The fuzz suites, run by meson-helpers/fuzz and meson-helpers/lifecycle-fuzz (under Xvfb);
        // meson-helpers/test leaves them out.
        .testTarget(
            name: "GtkAlertsFuzzTests",
            dependencies: ["GtkAlerts", "GtkAlertsToolkit", "GtkAlertsFuzzing"],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
