// swift-tools-version:6.0
import PackageDescription

// A minimal app using GtkAlerts: copy this folder, point the dependency at the library
// (a path, or a git URL with a version), and build with `swift build`.
let package = Package(
    name: "HelloAlert",
    dependencies: [
        .package(name: "GtkAlerts", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "HelloAlert",
            dependencies: [.product(name: "GtkAlerts", package: "GtkAlerts")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
