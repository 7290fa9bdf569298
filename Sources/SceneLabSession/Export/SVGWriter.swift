import CommandGrammar
import SceneLabCore

/// A sequence diagram as SVG pictures the size of a 16:9 slide (1920×1080):
/// each page a title bar naming the device, iOS version and app, a header
/// with the lanes alive at its top, then the commands as bands with their
/// calls as arrows (dashed and orange when uncertain) and their errors, and a
/// legend. A lane starts with its object's box and ends at its `deinit`
/// with a cross; a lifeline has a gap wherever a label passes over it, so
/// that no text is crossed.
public enum SVGWriter {
    static let font = "font-family=\"DejaVu Sans Mono, Menlo, Consolas, monospace\""
    static let navy = "#1d2b50"
    static let blue = "#1f5fbf"
    static let orange = "#d9730d"
    static let red = "#b3261e"

    /// One page, drawn: its title bar and lane header, its rows, and its legend,
    /// each in the page's coordinates, so that HTML can show them apart.
    struct Drawing {
        var head: [String] = []
        var body: [String] = []
        var foot: [String] = []
        /// Where the body's rows end.
        var bottom: Int
    }

    /// A text's extent, for the gaps lifelines leave.
    struct Box {
        var left: Int
        var right: Int
        var top: Int
        var bottom: Int
    }

    /// The pages of `diagram`, each a whole SVG document of 1920×1080, everything drawn `scale`
    /// times as large as standard (laid out on a canvas that much smaller, which the viewBox enlarges).
    public static func pages(of diagram: SequenceDiagram, scale: Double = 1) -> [String] {
        SlideLayout.$scale.withValue(scale) {
            drawings(of: diagram).map { drawing in
                document(
                    width: SlideLayout.pageWidth, height: SlideLayout.pageHeight,
                    viewBox: "0 0 \(SlideLayout.width) \(SlideLayout.height)",
                    elements: drawing.head + drawing.body + drawing.foot)
            }
        }
    }

    /// The first page alone (a short session's whole diagram).
    public static func svg(of diagram: SequenceDiagram) -> String { pages(of: diagram).first ?? "" }

    static func drawings(of diagram: SequenceDiagram) -> [Drawing] {
        let layout = SlideLayout(diagram)
        return layout.pages.enumerated().map { number, page in
            draw(page, number: number + 1, of: layout.pages.count, layout: layout, diagram: diagram)
        }
    }

    static func document(width: Int, height: Int, viewBox: String, elements: [String]) -> String {
        var lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"\(viewBox)\">",
            "<defs>",
            "<marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"8\" markerHeight=\"8\" "
                + "orient=\"auto\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"\(blue)\"/></marker>",
            "<marker id=\"arrow-uncertain\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"8\" "
                + "markerHeight=\"8\" orient=\"auto\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"\(orange)\"/></marker>",
            "</defs>",
            "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>",
        ]
        lines += elements
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// How wide a character of a monospaced font of `size` pixels is drawn:
    /// `textLength` holds every label to it, so that the boxes the layout
    /// reckons with are the ones drawn, whatever font the viewer has.
    static func characterWidth(_ size: Int) -> Int { (size * 6 + 9) / 10 }

    enum Anchor: String {
        case start, middle, end
    }

    /// A text no wider than `widest`, cut with … when longer (its whole in a
    /// `<title>`, shown on hover), and the box it takes.
    static func text(
        _ raw: String, x: Int, baseline: Int, size: Int, anchor: Anchor = .start, widest: Int,
        role: String, fill: String, bold: Bool = false
    ) -> (svg: String, box: Box) {
        let visible = VisibleText.escaping(raw)
        let perCharacter = characterWidth(size)
        let fitting = max(widest / perCharacter, 1)
        var shown = visible
        let isCut = visible.count > fitting
        if isCut { shown = String(visible.prefix(max(fitting - 1, 0))) + "…" }
        let width = shown.count * perCharacter
        let left = anchor == .start ? x : anchor == .middle ? x - width / 2 : x - width
        let box = Box(left: left, right: left + width, top: baseline - size, bottom: baseline + (size * 3 + 9) / 10)
        let weight = bold ? " font-weight=\"bold\"" : ""
        let hover = isCut ? "<title>\(escaped(raw))</title>" : ""
        let svg =
            "<text class=\"\(role)\" x=\"\(x)\" y=\"\(baseline)\" \(font) font-size=\"\(size)\"\(weight) "
            + "text-anchor=\"\(anchor.rawValue)\" textLength=\"\(width)\" lengthAdjust=\"spacingAndGlyphs\" "
            + "fill=\"\(fill)\">\(hover)\(markup(shown))</text>"
        return (svg, box)
    }

    static func draw(
        _ page: SlideLayout.Page, number: Int, of count: Int, layout: SlideLayout, diagram: SequenceDiagram
    ) -> Drawing {
        let width = SlideLayout.width
        let margin = SlideLayout.margin
        let laneWidth = layout.laneWidth(on: page)
        func laneX(_ lane: Int) -> Int { margin + layout.lanes[lane].column * laneWidth + laneWidth / 2 }
        var drawing = Drawing(bottom: page.bottom)
        var boxes: [Box] = []

        // The title bar: the title on the left, what ran it and the page on the right.
        let pageNote = count > 1 ? Phrase.exportPage(diagram.language, "\(number)", "\(count)") : ""
        let info = [diagram.context, pageNote].filter { !$0.isEmpty }.joined(separator: " · ")
        let infoText = text(
            info, x: width - margin, baseline: 38, size: 15, anchor: .end, widest: width / 2, role: "info",
            fill: navy)
        let titleText = text(
            diagram.title, x: margin, baseline: 40, size: 24,
            widest: infoText.box.left - margin - 32, role: "title", fill: navy, bold: true)
        drawing.head += [
            titleText.svg, infoText.svg,
            "<line x1=\"\(margin)\" y1=\"52\" x2=\"\(width - margin)\" y2=\"52\" stroke=\"#c9d3ea\" stroke-width=\"2\"/>",
        ]

        // Lanes alive at the page's top get their box in the header, as every page repeats it.
        let shown = layout.lanes(on: page)
        var lifelineTop: [Int: Int] = [:]
        var lifelineBottom: [Int: Int] = [:]
        for (lane, atTop) in shown where atTop {
            let x = laneX(lane)
            drawing.head += laneBox(
                layout.lanes[lane].name, x: x, top: SlideLayout.laneHeaderTop, height: SlideLayout.laneHeaderHeight,
                laneWidth: laneWidth, size: 15)
            lifelineTop[lane] = SlideLayout.laneHeaderTop + SlideLayout.laneHeaderHeight
        }

        for (row, _, top) in page.items {
            switch row {
            case .band(let stepIndex, let continued):
                let step = diagram.steps[stepIndex]
                let height = SlideLayout.height(of: row, in: diagram)
                drawing.body.append(
                    "<rect class=\"band\" x=\"\(margin)\" y=\"\(top + 2)\" width=\"\(width - 2 * margin)\" "
                        + "height=\"\(height - 6)\" fill=\"\(step.error == nil ? "#e8eefb" : "#fbeae8")\" "
                        + "stroke=\"\(step.error == nil ? "#9fb3e0" : "#e0a59f")\"/>")
                let label =
                    "\(step.number)  > \(step.command)" + (continued ? "  " + Phrase.exportContinued(diagram.language) : "")
                let command = text(
                    label, x: margin + 10, baseline: top + 22, size: 15, widest: width - 2 * margin - 20,
                    role: "command", fill: navy, bold: true)
                drawing.body.append(command.svg)
                boxes.append(command.box)
                var baseline = top + 40
                if let error = step.error, !continued {
                    let message = text(
                        Phrase.exportError(diagram.language, error), x: margin + 10, baseline: baseline, size: 13,
                        widest: width - 2 * margin - 20, role: "error", fill: red)
                    drawing.body.append(message.svg)
                    boxes.append(message.box)
                    baseline += 18
                }
                for note in continued ? [] : step.notes {
                    let message = text(
                        Phrase.labelNote(diagram.language) + " " + note, x: margin + 10, baseline: baseline, size: 13,
                        widest: width - 2 * margin - 20, role: "note", fill: "#4a4a4a")
                    drawing.body.append(message.svg)
                    boxes.append(message.box)
                    baseline += 18
                }
            case .creation(let born):
                for lane in born {
                    drawing.body += laneBox(
                        layout.lanes[lane].name, x: laneX(lane), top: top + 4, height: 26, laneWidth: laneWidth,
                        size: 14)
                    lifelineTop[lane] = top + 30
                }
            case .call(let call, let lane):
                let from = laneX(0)
                let to = laneX(lane)
                let y = top + 19
                let ends = call.lifetime == .ended
                let colour = call.isUncertain ? orange : blue
                let dash = call.isUncertain ? " stroke-dasharray=\"7 5\"" : ""
                let marker = call.isUncertain ? "url(#arrow-uncertain)" : "url(#arrow)"
                drawing.body.append(
                    "<line class=\"call\" x1=\"\(from)\" y1=\"\(y)\" x2=\"\(to - (ends ? 9 : 4))\" y2=\"\(y)\" "
                        + "stroke=\"\(colour)\" stroke-width=\"2\"\(dash) marker-end=\"\(marker)\"/>")
                if ends {
                    drawing.body.append(cross(x: to, y: y))
                    lifelineBottom[lane] = y - 6
                }
                // Over the arrow, ending by its head, when it fits there; else
                // from the arrow's start, running on past the head; else as far
                // right as the page allows, cut when longer than the page.
                let perCharacter = characterWidth(13)
                let wanted = VisibleText.escaping(call.text).count * perCharacter
                let baseline = top + 12
                let label: (svg: String, box: Box)
                if wanted <= to - from - 16 {
                    label = text(
                        call.text, x: to - 8, baseline: baseline, size: 13, anchor: .end, widest: to - from - 16,
                        role: "label", fill: colour)
                } else if from + 8 + wanted <= width - margin {
                    label = text(
                        call.text, x: from + 8, baseline: baseline, size: 13, widest: width - margin - from - 8,
                        role: "label", fill: colour)
                } else {
                    label = text(
                        call.text, x: width - margin, baseline: baseline, size: 13, anchor: .end,
                        widest: width - 2 * margin, role: "label", fill: colour)
                }
                drawing.body.append(label.svg)
                boxes.append(label.box)
            case .ends(let ended, let killed):
                for lane in ended {
                    let x = laneX(lane)
                    let y = top + 10
                    if killed {
                        drawing.body.append(
                            "<line class=\"killed\" x1=\"\(x - 14)\" y1=\"\(y)\" x2=\"\(x + 14)\" y2=\"\(y)\" "
                                + "stroke=\"\(navy)\" stroke-width=\"3\"/>")
                        lifelineBottom[lane] = y
                    } else {
                        drawing.body.append(cross(x: x, y: y))
                        lifelineBottom[lane] = y - 6
                    }
                }
            case .cut:
                let note = text(
                    Phrase.exportLaterLeftOut(diagram.language), x: margin, baseline: top + 18, size: 14,
                    widest: width - 2 * margin, role: "note", fill: "#555555")
                drawing.body.append(note.svg)
                boxes.append(note.box)
            }
        }

        // Lifelines, behind nothing and under no text: cut wherever a text's box spans them.
        var lifelines: [String] = []
        for (lane, _) in shown {
            guard let start = lifelineTop[lane] else { continue }
            let end = lifelineBottom[lane] ?? page.bottom
            let x = laneX(lane)
            var gaps = boxes.filter { $0.left - 3 <= x && x <= $0.right + 3 }.map { ($0.top - 2, $0.bottom + 2) }
            gaps.sort { $0.0 < $1.0 }
            var y = start
            for (gapTop, gapBottom) in gaps where gapBottom > y && gapTop < end {
                if gapTop > y {
                    lifelines.append(lifeline(x: x, from: y, to: gapTop))
                }
                y = max(y, gapBottom)
            }
            if end > y { lifelines.append(lifeline(x: x, from: y, to: end)) }
        }
        drawing.body = lifelines + drawing.body
        drawing.foot = legend(in: diagram.language)
        return drawing
    }

    static func lifeline(x: Int, from top: Int, to bottom: Int) -> String {
        "<line class=\"lifeline\" x1=\"\(x)\" y1=\"\(top)\" x2=\"\(x)\" y2=\"\(bottom)\" stroke=\"#8a8a8a\" "
            + "stroke-width=\"2\" stroke-dasharray=\"2 4\"/>"
    }

    static func cross(x: Int, y: Int) -> String {
        "<path class=\"deinit\" d=\"M\(x - 6),\(y - 6) L\(x + 6),\(y + 6) M\(x - 6),\(y + 6) L\(x + 6),\(y - 6)\" "
            + "stroke=\"\(red)\" stroke-width=\"3\"/>"
    }

    /// An object's box: its name, white on navy, centred on its lane.
    static func laneBox(_ name: String, x: Int, top: Int, height: Int, laneWidth: Int, size: Int) -> [String] {
        let boxWidth = laneWidth - 12
        let label = text(
            name, x: x, baseline: top + height / 2 + size * 35 / 100, size: size, anchor: .middle,
            widest: boxWidth - 8, role: "lane-name", fill: "#ffffff")
        return [
            "<rect class=\"lane-box\" x=\"\(x - boxWidth / 2)\" y=\"\(top)\" width=\"\(boxWidth)\" "
                + "height=\"\(height)\" rx=\"6\" fill=\"\(navy)\"/>",
            label.svg,
        ]
    }

    /// The key at a page's foot: solid and dashed arrows, a command's band, a failed one's, a box and a cross.
    static func legend(in language: Language) -> [String] {
        let captions = Phrase.exportLegend(language).split(separator: "|").map(String.init)
        var next = 0
        var y = SlideLayout.bodyBottom + 34
        var x = SlideLayout.margin
        var elements = [
            "<line x1=\"\(SlideLayout.margin)\" y1=\"\(SlideLayout.bodyBottom + 12)\" "
                + "x2=\"\(SlideLayout.width - SlideLayout.margin)\" y2=\"\(SlideLayout.bodyBottom + 12)\" "
                + "stroke=\"#c9d3ea\" stroke-width=\"2\"/>"
        ]
        // On a page drawn larger (`--scale`) the key may not fit one line: an entry that would
        // pass the right margin starts a second line (`SlideLayout.bodyBottom` leaves room for it).
        func room(_ symbol: Int) {
            let words = next < captions.count ? captions[next].count : 0
            if x + symbol + 8 * words > SlideLayout.width - SlideLayout.margin {
                x = SlideLayout.margin
                y += 22
            }
        }
        func caption() {
            let label = text(next < captions.count ? captions[next] : "", x: x, baseline: y, size: 13, widest: 600, role: "legend", fill: "#333333")
            elements.append(label.svg)
            x = label.box.right + 36
            next += 1
        }
        room(60)
        elements.append(
            "<line x1=\"\(x)\" y1=\"\(y - 5)\" x2=\"\(x + 50)\" y2=\"\(y - 5)\" stroke=\"\(blue)\" stroke-width=\"2\" "
                + "marker-end=\"url(#arrow)\"/>")
        x += 60
        caption()
        room(60)
        elements.append(
            "<line x1=\"\(x)\" y1=\"\(y - 5)\" x2=\"\(x + 50)\" y2=\"\(y - 5)\" stroke=\"\(orange)\" "
                + "stroke-width=\"2\" stroke-dasharray=\"7 5\" marker-end=\"url(#arrow-uncertain)\"/>")
        x += 60
        caption()
        room(44)
        elements.append(
            "<rect x=\"\(x)\" y=\"\(y - 13)\" width=\"36\" height=\"16\" fill=\"#e8eefb\" stroke=\"#9fb3e0\"/>")
        x += 44
        caption()
        room(44)
        elements.append(
            "<rect x=\"\(x)\" y=\"\(y - 13)\" width=\"36\" height=\"16\" fill=\"#fbeae8\" stroke=\"#e0a59f\"/>")
        x += 44
        caption()
        room(44)
        elements.append("<rect x=\"\(x)\" y=\"\(y - 13)\" width=\"36\" height=\"16\" rx=\"4\" fill=\"\(navy)\"/>")
        x += 44
        caption()
        room(20)
        elements.append(cross(x: x + 6, y: y - 5))
        x += 20
        caption()
        room(36)
        elements.append(
            "<line x1=\"\(x)\" y1=\"\(y - 5)\" x2=\"\(x + 28)\" y2=\"\(y - 5)\" stroke=\"\(navy)\" stroke-width=\"3\"/>"
        )
        x += 36
        caption()
        return elements
    }

    /// Text as XML takes it, with what a terminal would act on made visible first.
    static func escaped(_ text: String) -> String { markup(VisibleText.escaping(text)) }

    /// Text already made visible, as XML takes it.
    static func markup(_ text: String) -> String {
        var result = ""
        for character in text {
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
