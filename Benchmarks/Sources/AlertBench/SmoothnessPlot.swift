import Glibc

/// The smoothness pass as an SVG picture: for each parent, one typical present and dismissal of
/// ours (in AdwAlertDialog's setting) and of AdwAlertDialog, from the pairs timed in turns, as
/// timelines of the frames the parent's clock painted.
///
/// Each frame is a tick where it ended, after the call at 0; an interval longer than
/// `Smoothness.longFrameFactor` refresh intervals (a dropped frame or more) is a bar under it.
/// The run drawn is the one whose longest frame is the median (`typicalFrames(_:)`).
struct SmoothnessPlot {
    let report: SmoothnessReport
    let title: String

    private static let width = 900.0
    private static let left = 190.0
    private static let right = 30.0
    private static let laneHeight = 26.0
    private static let panelGap = 52.0
    private static let top = 64.0
    private static let oursColor = "#1c71d8"
    private static let theirsColor = "#e01b24"
    private static let longColor = "#f6d32d"

    /// The picture, or nil without any pair to draw.
    var svg: String? {
        let pairs = report.parents.compactMap { parent in report.pairs.first { $0.ours.parent == parent } }
        guard let first = pairs.first else { return nil }
        let lanes = Self.lanes(first)
        let panelHeight = Double(lanes.count) * Self.laneHeight
        let height = Self.top + Double(pairs.count) * (panelHeight + Self.panelGap) + 40
        let longest = pairs.flatMap { pair in Self.lanes(pair).compactMap(\.frames.last) }.max() ?? 1
        let scale = SVG.niceCeiling(longest)
        let plotWidth = Self.width - Self.left - Self.right
        func x(_ milliseconds: Double) -> Double { Self.left + plotWidth * milliseconds / scale }

        var parts = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(Self.width))\" height=\"\(Int(height))\" "
                + "font-family=\"sans-serif\" font-size=\"12\">",
            "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>",
            SVG.text(20, 24, SVG.escaped(title), size: 14),
            SVG.text(
                20, 44,
                "Each tick: a frame the parent's clock painted, in ms after the call; bars: intervals over "
                    + "\(Format.fixed(Smoothness.longFrameFactor, 1)) × the refresh interval "
                    + "(\(Format.fixed(first.ours.refresh, 2)) ms)."),
        ]
        for (index, pair) in pairs.enumerated() {
            let panelTop = Self.top + Double(index) * (panelHeight + Self.panelGap) + 20
            parts.append(SVG.text(20, panelTop - 6, "\(pair.ours.parent.rawValue) parent", size: 13))
            // A faint line at every refresh interval: where a clock keeping its rate paints.
            var tick = 0.0
            while tick <= scale {
                parts.append(
                    "<line x1=\"\(Format.fixed(x(tick), 1))\" y1=\"\(Format.fixed(panelTop, 1))\" "
                        + "x2=\"\(Format.fixed(x(tick), 1))\" y2=\"\(Format.fixed(panelTop + panelHeight, 1))\" "
                        + "stroke=\"#f0efed\"/>")
                tick += pair.ours.refresh
            }
            for (laneIndex, lane) in Self.lanes(pair).enumerated() {
                let middle = panelTop + (Double(laneIndex) + 0.5) * Self.laneHeight
                parts.append(SVG.text(20, middle + 4, lane.name))
                var previous = 0.0
                for end in lane.frames {
                    if end - previous > Smoothness.longFrameFactor * pair.ours.refresh {
                        parts.append(
                            "<rect x=\"\(Format.fixed(x(previous), 1))\" y=\"\(Format.fixed(middle + 5, 1))\" "
                                + "width=\"\(Format.fixed(x(end) - x(previous), 1))\" height=\"5\" "
                                + "fill=\"\(Self.longColor)\"/>")
                    }
                    parts.append(
                        "<line x1=\"\(Format.fixed(x(end), 1))\" y1=\"\(Format.fixed(middle - 8, 1))\" "
                            + "x2=\"\(Format.fixed(x(end), 1))\" y2=\"\(Format.fixed(middle + 4, 1))\" "
                            + "stroke=\"\(lane.color)\" stroke-width=\"2\"/>")
                    previous = end
                }
            }
            let axis = panelTop + panelHeight + 14
            for step in 0...4 {
                let value = scale * Double(step) / 4
                parts.append(SVG.text(x(value) - 12, axis, Format.fixed(value, 0) + " ms", size: 11))
            }
        }
        parts.append("</svg>")
        return parts.joined(separator: "\n") + "\n"
    }

    /// Writes the picture to `path`; false when there is nothing to draw or it cannot write.
    func write(to path: String) -> Bool { SVG.write(svg, to: path) }

    /// One timeline: its label, its colour and its frames.
    private struct Lane {
        let name: String
        let color: String
        let frames: [Double]
    }

    /// The four timelines of a pair: each contender's present, then each one's dismissal.
    private static func lanes(_ pair: SmoothnessPair) -> [Lane] {
        Step.allCases.flatMap { step in
            [
                Lane(name: "ours, \(step.rawValue)", color: oursColor, frames: pair.ours.frames[step] ?? []),
                Lane(
                    name: "AdwAlertDialog, \(step.rawValue)", color: theirsColor, frames: pair.theirs.frames[step] ?? []
                ),
            ]
        }
    }
}
