import CommandGrammar
import SceneLabCore

/// A session as one self-contained web page: the title and what ran it, a
/// legend, the diagram's slide pages one under another, each page's lane
/// header sticking to the window's top while its page scrolls by, and the
/// app's tree at the end. No script, no font or style from the network.
public enum HTMLWriter {
    /// The page, its pictures drawn `scale` times as large as standard (`export --scale`).
    public static func page(of diagram: SequenceDiagram, scale: Double = 1) -> String {
        SlideLayout.$scale.withValue(scale) { page(of: diagram) }
    }

    private static func page(of diagram: SequenceDiagram) -> String {
        let commands = diagram.steps.count
        let calls = diagram.callCount
        let width = SlideLayout.width
        // Each picture is shown as large as the page it would be: its canvas times the scale.
        func shown(_ length: Int) -> Int { Int((Double(length) * SlideLayout.scale).rounded()) }
        let headHeight = SlideLayout.bodyTop - 4
        var sections: [String] = []
        for drawing in SVGWriter.drawings(of: diagram) {
            let bodyHeight = drawing.bottom + 8 - headHeight
            // One picture cut in two by viewBox: the head sticks, the body scrolls.
            let head = SVGWriter.document(
                width: shown(width), height: shown(headHeight), viewBox: "0 0 \(width) \(headHeight)",
                elements: drawing.head)
            let body = SVGWriter.document(
                width: shown(width), height: shown(bodyHeight), viewBox: "0 \(headHeight) \(width) \(bodyHeight)",
                elements: drawing.body)
            // An anchor per page, so that a teacher can link to the slide being discussed.
            let number = sections.count + 1
            sections.append(
                "<section class=\"page\" id=\"page-\(number)\">\n<div class=\"lanes\">\n\(head)</div>\n\(body)</section>")
        }
        // The pages as links, when there is more than one.
        let contents =
            sections.count < 2
            ? ""
            : "<nav class=\"pages\">"
                + sections.indices.map {
                    "<a href=\"#page-\($0 + 1)\">\(Phrase.exportPage(diagram.language, "\($0 + 1)", "\(sections.count)"))</a>"
                }.joined(separator: " · ") + "</nav>\n"
        let legendTop = SlideLayout.bodyBottom + 12
        let legend = SVGWriter.document(
            width: shown(width), height: shown(36), viewBox: "0 \(legendTop) \(width) 36",
            elements: SVGWriter.legend(in: diagram.language))
        let context = diagram.context.isEmpty ? "" : SVGWriter.escaped(diagram.context) + ". "
        return """
            <!DOCTYPE html>
            <html lang="\(diagram.language.rawValue)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(SVGWriter.escaped(diagram.title))</title>
            <style>
            body { font-family: "DejaVu Sans", Helvetica, Arial, sans-serif; margin: 0; color: #1d2b50; background: #ffffff; }
            header.top { padding: 16px 32px 4px 32px; }
            h1 { font-size: 26px; margin: 0 0 6px 0; }
            p.summary { font-size: 16px; margin: 0; }
            svg { display: block; width: 100%; max-width: \(SlideLayout.pageWidth)px; height: auto; }
            section.page { border-top: 3px solid #c9d3ea; }
            nav.pages { margin: 0 32px 8px; font-size: 15px; }
            div.lanes { position: sticky; top: 0; background: #ffffff; z-index: 1; }
            h2, pre.tree { margin-left: 32px; margin-right: 32px; }
            pre.tree { font-family: "DejaVu Sans Mono", Menlo, monospace; font-size: 15px; background: #f4f4f4; padding: 12px; }
            </style>
            </head>
            <body>
            <header class="top">
            <h1>\(SVGWriter.escaped(diagram.title))</h1>
            <p class="summary">\(context)\(Self.totals(commands, calls, diagram.language))</p>
            </header>
            \(contents)\(legend)\(sections.joined(separator: "\n"))
            <h2>\(Phrase.exportTree(diagram.language))</h2>
            <pre class="tree">\(diagram.tree.map(SVGWriter.escaped).joined(separator: "\n"))</pre>
            </body>
            </html>

            """
    }

    /// "12 commands, 30 calls." in English, with its singulars; in Russian as counts.
    static func totals(_ commands: Int, _ calls: Int, _ language: Language) -> String {
        switch language {
        case .en:
            return "\(commands) command\(commands == 1 ? "" : "s"), \(calls) call\(calls == 1 ? "" : "s")."
        case .ru:
            return Phrase.exportTotals(language, "\(commands)", "\(calls)")
        }
    }
}
