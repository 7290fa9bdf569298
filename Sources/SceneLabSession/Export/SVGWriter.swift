import SceneLabCore

/// A sequence diagram as a self-contained SVG picture: a lane per object
/// with its name on top, a band per command, an arrow per call (dashed and
/// orange when uncertain), and a legend. Sized to be read when projected.
public enum SVGWriter {
    static let margin = 24
    static let laneWidth = 230
    static let headerHeight = 44
    static let bandHeight = 28
    static let rowHeight = 24
    static let legendHeight = 70
    /// About how wide a character of the 13-pixel monospaced labels is.
    static let characterWidth = 8
    static let font = "font-family=\"DejaVu Sans Mono, Menlo, Consolas, monospace\""

    public static func svg(of diagram: SequenceDiagram) -> String {
        let participants = diagram.participants
        var laneX: [String: Int] = [:]
        for (index, name) in participants.enumerated() { laneX[name] = margin + index * laneWidth + laneWidth / 2 }
        let width = margin * 2 + participants.count * laneWidth
        var body: [String] = []
        var y = margin + headerHeight + 12
        for step in diagram.steps {
            body.append(
                "<rect class=\"band\" x=\"\(margin)\" y=\"\(y)\" width=\"\(width - 2 * margin)\" height=\"\(bandHeight)\" "
                    + "fill=\"#e8eefb\" stroke=\"#9fb3e0\"/>")
            body.append(
                "<text x=\"\(margin + 8)\" y=\"\(y + 19)\" \(font) font-size=\"15\" font-weight=\"bold\" "
                    + "fill=\"#1d2b50\">\(escaped("> " + step.command))</text>")
            y += bandHeight + 6
            for call in step.calls {
                let from = laneX[SequenceDiagram.caller] ?? margin
                let to = laneX[call.receiver] ?? from
                let colour = call.isUncertain ? "#d9730d" : "#1f5fbf"
                let dash = call.isUncertain ? " stroke-dasharray=\"7 5\"" : ""
                let marker = call.isUncertain ? "url(#arrow-uncertain)" : "url(#arrow)"
                body.append(
                    "<line class=\"call\" x1=\"\(from)\" y1=\"\(y + 14)\" x2=\"\(to - 4)\" y2=\"\(y + 14)\" "
                        + "stroke=\"\(colour)\" stroke-width=\"2\"\(dash) marker-end=\"\(marker)\"/>")
                // Beside its arrowhead when it fits over the arrow; from the arrow's
                // start, running on past the head, when the arrow is short.
                let fits = call.text.count * characterWidth <= to - from - 16
                let anchor = fits ? "x=\"\(to - 8)\" text-anchor=\"end\"" : "x=\"\(from + 8)\" text-anchor=\"start\""
                body.append(
                    "<text \(anchor) y=\"\(y + 9)\" \(font) font-size=\"13\" "
                        + "fill=\"\(colour)\">\(escaped(call.text))</text>")
                y += rowHeight
            }
            y += 8
        }
        if diagram.isCut {
            body.append(
                "<text x=\"\(margin)\" y=\"\(y + 16)\" \(font) font-size=\"14\" fill=\"#555\">"
                    + "(later commands left out)</text>")
            y += 28
        }
        let lifelineEnd = y
        var lanes: [String] = []
        for name in participants {
            let x = laneX[name] ?? margin
            lanes.append(
                "<line class=\"lane\" x1=\"\(x)\" y1=\"\(margin + headerHeight)\" x2=\"\(x)\" y2=\"\(lifelineEnd)\" "
                    + "stroke=\"#8a8a8a\" stroke-width=\"2\" stroke-dasharray=\"2 4\"/>")
            lanes.append(
                "<rect x=\"\(x - laneWidth / 2 + 8)\" y=\"\(margin)\" width=\"\(laneWidth - 16)\" "
                    + "height=\"\(headerHeight)\" rx=\"6\" fill=\"#1d2b50\"/>")
            lanes.append(
                "<text x=\"\(x)\" y=\"\(margin + 28)\" \(font) font-size=\"15\" text-anchor=\"middle\" "
                    + "fill=\"#ffffff\">\(escaped(name))</text>")
        }
        y += 16
        let legend = legendLines(x: margin, y: y)
        let height = y + legendHeight
        var lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
                + "viewBox=\"0 0 \(width) \(height)\">",
            "<defs>",
            "<marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"8\" markerHeight=\"8\" "
                + "orient=\"auto\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"#1f5fbf\"/></marker>",
            "<marker id=\"arrow-uncertain\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"8\" "
                + "markerHeight=\"8\" orient=\"auto\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"#d9730d\"/></marker>",
            "</defs>",
            "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>",
        ]
        lines += lanes + body + legend
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func legendLines(x: Int, y: Int) -> [String] {
        [
            "<rect x=\"\(x)\" y=\"\(y)\" width=\"520\" height=\"\(legendHeight - 16)\" fill=\"#fafafa\" stroke=\"#cccccc\"/>",
            "<line x1=\"\(x + 12)\" y1=\"\(y + 18)\" x2=\"\(x + 70)\" y2=\"\(y + 18)\" stroke=\"#1f5fbf\" "
                + "stroke-width=\"2\" marker-end=\"url(#arrow)\"/>",
            "<text x=\"\(x + 80)\" y=\"\(y + 22)\" \(font) font-size=\"13\">a call (documented or observed)</text>",
            "<line x1=\"\(x + 12)\" y1=\"\(y + 40)\" x2=\"\(x + 70)\" y2=\"\(y + 40)\" stroke=\"#d9730d\" "
                + "stroke-width=\"2\" stroke-dasharray=\"7 5\" marker-end=\"url(#arrow-uncertain)\"/>",
            "<text x=\"\(x + 80)\" y=\"\(y + 44)\" \(font) font-size=\"13\">an uncertain call (sources disagree)</text>",
            "<rect x=\"\(x + 360)\" y=\"\(y + 10)\" width=\"40\" height=\"16\" fill=\"#e8eefb\" stroke=\"#9fb3e0\"/>",
            "<text x=\"\(x + 408)\" y=\"\(y + 22)\" \(font) font-size=\"13\">a command</text>",
        ]
    }

    /// Text as XML takes it, with what a terminal would act on made visible first.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in VisibleText.escaping(text) {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}

/// A session as one self-contained web page: a title, the SVG diagram, and
/// the app's tree at the end. No script, no font or style from the network.
public enum HTMLWriter {
    public static func page(of diagram: SequenceDiagram, title: String = "scenelab session") -> String {
        let commands = diagram.steps.count
        let calls = diagram.steps.reduce(0) { $0 + $1.calls.count }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(SVGWriter.escaped(title))</title>
            <style>
            body { font-family: "DejaVu Sans", Helvetica, Arial, sans-serif; margin: 24px; color: #1d2b50; background: #ffffff; }
            h1 { font-size: 26px; margin: 0 0 8px 0; }
            p.summary { font-size: 16px; margin: 0 0 16px 0; }
            pre.tree { font-family: "DejaVu Sans Mono", Menlo, monospace; font-size: 15px; background: #f4f4f4; padding: 12px; }
            </style>
            </head>
            <body>
            <h1>\(SVGWriter.escaped(title))</h1>
            <p class="summary">\(commands) command\(commands == 1 ? "" : "s"), \(calls) call\(calls == 1 ? "" : "s"). \
            Solid arrows: documented or observed; dashed: uncertain.</p>
            \(SVGWriter.svg(of: diagram))<h2>tree</h2>
            <pre class="tree">\(diagram.tree.map(SVGWriter.escaped).joined(separator: "\n"))</pre>
            </body>
            </html>

            """
    }
}
