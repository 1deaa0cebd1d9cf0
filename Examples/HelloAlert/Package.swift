// swift-tools-version:6.0
import PackageDescription

// A minimal app using GtkAlerts: copy this folder, point the dependency at the library
// (a path, or a git URL with a version), and build with `swift build`.
let package = Package(
    name: "HelloAlert",
    dependencies: [
        .package(name: "GtkAlerts", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "HelloAlert",
            dependencies: [.product(name: "GtkAlerts", package: "GtkAlerts")]
        ),
        // The libadwaita variant: libadwaita is linked by the app, never by the library.
        .systemLibrary(
            name: "CLibadwaita",
            pkgConfig: "libadwaita-1",
            providers: [.apt(["libadwaita-1-dev"])]
        ),
        .target(name: "HelloAdwaitaWindow", dependencies: ["CLibadwaita"]),
        .executableTarget(
            name: "HelloAlertAdwaita",
            dependencies: [.product(name: "GtkAlerts", package: "GtkAlerts"), "HelloAdwaitaWindow"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
