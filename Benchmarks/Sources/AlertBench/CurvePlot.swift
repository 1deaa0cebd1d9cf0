import Glibc

/// The curve as an SVG picture: one panel per arrangement, milliseconds over the widget count
/// (logarithmic), a line per contender, present solid and dismiss dashed.
struct CurvePlot {
    let curve: Curve
    let title: String

    private static let panelWidth = 460.0
    private static let panelHeight = 300.0
    private static let margin = 64.0
    private static let colors: [ImplementationKind: String] = [
        .oursInWindow: "#1c71d8", .oursWindow: "#26a269", .oursInWindowAdwaita: "#62a0ea",
        .adwAlertDialog: "#e01b24", .gtkAlertDialog: "#c64600", .gtkMessageDialog: "#986a44",
        .adwMessageDialog: "#813d9c", .floor: "#5e5c64", .floorAdwaitaWindow: "#9a9996", .oursLongText: "#f5c211",
        .floorWindow: "#3d3846",
    ]

    /// The picture, or nil when the curve has no series.
    var svg: String? {
        let arrangements = [ParentKind.Arrangement.scrolled, .onScreen].filter { arrangement in
            curve.series.contains { $0.arrangement == arrangement }
        }
        guard !arrangements.isEmpty else { return nil }
        let width = Double(arrangements.count) * (Self.panelWidth + Self.margin) + Self.margin + 240
        let height = Self.panelHeight + 2 * Self.margin + 20
        var parts = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" "
                + "font-family=\"sans-serif\" font-size=\"12\">",
            "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>",
            SVG.text(Self.margin, 22, SVG.escaped(title), size: 14),
        ]
        for (index, arrangement) in arrangements.enumerated() {
            let left = Self.margin + Double(index) * (Self.panelWidth + Self.margin)
            parts += panel(arrangement, left: left, top: Self.margin)
        }
        let legendLeft = width - 230
        let shown = ImplementationKind.allCases.filter { kind in curve.series.contains { $0.implementation == kind } }
        for (index, kind) in shown.enumerated() {
            let y = Self.margin + 18 * Double(index)
            parts.append(
                "<rect x=\"\(legendLeft)\" y=\"\(y - 2)\" width=\"24\" height=\"4\" fill=\"\(color(kind))\"/>")
            parts.append(SVG.text(legendLeft + 30, y + 4, kind.rawValue))
        }
        let y = Self.margin + 18 * Double(shown.count) + 12
        parts.append(SVG.text(legendLeft, y, "solid: present, dashed: dismiss"))
        parts.append("</svg>")
        return parts.joined(separator: "\n") + "\n"
    }

    /// Writes the picture to `path`; false when there is nothing to draw or it cannot write.
    func write(to path: String) -> Bool { SVG.write(svg, to: path) }

    private func panel(_ arrangement: ParentKind.Arrangement, left: Double, top: Double) -> [String] {
        let rows = curve.series.filter { $0.arrangement == arrangement }
        let counts = rows.flatMap { $0.points.map(\.widgets) }
        let values = rows.flatMap { $0.points.flatMap { [$0.present, $0.dismiss] } }.filter(\.isFinite)
        guard let fewest = counts.min(), let most = counts.max(), most > fewest, let highest = values.max() else {
            return []
        }
        let top = top + 10
        let yMaximum = SVG.niceCeiling(highest)
        func x(_ widgets: Int) -> Double {
            left + Self.panelWidth * (log10(Double(widgets)) - log10(Double(fewest)))
                / (log10(Double(most)) - log10(Double(fewest)))
        }
        func y(_ milliseconds: Double) -> Double { top + Self.panelHeight * (1 - milliseconds / yMaximum) }
        var parts = [
            SVG.text(left, top - 14, "\(arrangement.rawValue) parent", size: 13),
            "<rect x=\"\(left)\" y=\"\(top)\" width=\"\(Self.panelWidth)\" height=\"\(Self.panelHeight)\" "
                + "fill=\"none\" stroke=\"#c0bfbc\"/>",
        ]
        for step in 0...4 {
            let value = yMaximum * Double(step) / 4
            parts.append(line(left, y(value), left + Self.panelWidth, y(value), color: "#deddda", dashed: false))
            parts.append(SVG.text(left - 50, y(value) + 4, Format.fixed(value, 0) + " ms"))
        }
        for count in Set(counts).sorted() {
            parts.append(SVG.text(x(count) - 14, top + Self.panelHeight + 16, String(count)))
        }
        parts.append(SVG.text(left + Self.panelWidth / 2 - 40, top + Self.panelHeight + 34, "widgets in the parent"))
        for row in rows {
            for (dashed, value) in [(false, \Curve.Series.Point.present), (true, \Curve.Series.Point.dismiss)] {
                let path = row.points.filter { $0[keyPath: value].isFinite }
                    .map { "\(Format.fixed(x($0.widgets), 1)),\(Format.fixed(y($0[keyPath: value]), 1))" }
                parts.append(
                    "<polyline points=\"\(path.joined(separator: " "))\" fill=\"none\" stroke=\"\(color(row.implementation))\" "
                        + "stroke-width=\"2\"\(dashed ? " stroke-dasharray=\"6 4\"" : "")/>")
            }
        }
        return parts
    }

    private func color(_ kind: ImplementationKind) -> String { Self.colors[kind] ?? "black" }

    private func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, color: String, dashed: Bool) -> String {
        "<line x1=\"\(Format.fixed(x1, 1))\" y1=\"\(Format.fixed(y1, 1))\" x2=\"\(Format.fixed(x2, 1))\" "
            + "y2=\"\(Format.fixed(y2, 1))\" stroke=\"\(color)\"\(dashed ? " stroke-dasharray=\"6 4\"" : "")/>"
    }
}
