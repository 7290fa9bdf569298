import CommandGrammar

/// The class's pages, the project's own HTML, CSS and script: no framework, no build step.
/// Everything a person typed (a name, a command, its output) reaches the page through
/// `textContent`, never as HTML; the diagram is scenelab's own SVG, whose text `SVGWriter`
/// escapes.
enum ClassPages {
    /// The projector's page: the teacher's session as it happens.
    static func projector(_ language: Language) -> String {
        let words = Words(language)
        return """
            <!DOCTYPE html>
            <html lang="\(words.languageCode)"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(words.projectorTitle)</title><link rel="stylesheet" href="/scenelab.css"></head>
            <body class="projector" data-page="projector" data-waiting="\(words.waiting)">
            <header><h1>\(words.projectorTitle)</h1>
            <p class="join">\(words.joinAt) <b id="join-url"></b> · \(words.code) <b id="join-code"></b> ·
            <span id="students">0</span> \(words.studentsJoined)</p></header>
            <main>
            <section id="diagram" aria-label="\(words.diagram)"><p class="waiting">\(words.waiting)</p></section>
            <aside>
            <h2>\(words.lastCommands)</h2><div id="commands"></div>
            <h2>screen</h2><pre id="screen"></pre>
            <h2>tree</h2><pre id="tree"></pre>
            </aside>
            </main>
            <script src="/scenelab.js"></script>
            </body></html>

            """
    }

    /// A student's page: join with a name and the code, then a sandbox of their own.
    static func student(_ language: Language) -> String {
        let words = Words(language)
        return """
            <!DOCTYPE html>
            <html lang="\(words.languageCode)"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(words.studentTitle)</title><link rel="stylesheet" href="/scenelab.css"></head>
            <body class="student" data-page="student">
            <header><h1>\(words.studentTitle)</h1><p id="who"></p></header>
            <form id="join-form">
            <label>\(words.name) <input id="name" name="name" maxlength="40" autocomplete="name" required></label>
            <label>\(words.codeLabel) <input id="code" name="code" inputmode="numeric" maxlength="6" required></label>
            <button type="submit">\(words.join)</button>
            </form>
            <section id="sandbox" hidden>
            <p class="hint">\(words.sandboxHint)</p>
            <div id="output" role="log" aria-live="polite"></div>
            <form id="command-form"><input id="command" autocomplete="off" spellcheck="false"
            placeholder="launch" aria-label="\(words.command)"><button type="submit">\(words.run)</button></form>
            </section>
            <p id="error" role="alert"></p>
            <script src="/scenelab.js"></script>
            </body></html>

            """
    }

    /// The pages' words in one language.
    struct Words {
        let languageCode: String
        let code: String
        let projectorTitle: String
        let studentTitle: String
        let joinAt: String
        let studentsJoined: String
        let diagram: String
        let waiting: String
        let lastCommands: String
        let name: String
        let join: String
        let codeLabel: String
        let command: String
        let run: String
        let sandboxHint: String

        init(_ language: Language) {
            switch language {
            case .en:
                languageCode = "en"
                code = "code"
                projectorTitle = "scenelab — the class"
                studentTitle = "scenelab — your device"
                joinAt = "Join at"
                studentsJoined = "joined"
                diagram = "The session as a sequence diagram"
                waiting = "Waiting for the teacher's first command…"
                lastCommands = "Last commands"
                name = "Your name"
                join = "Join"
                codeLabel = "The class's code"
                command = "A command"
                run = "Run"
                sandboxHint = "Your own simulated iPhone: type what you would do (launch, tap +, home, screen, tree, help)."
            case .ru:
                languageCode = "ru"
                code = "код"
                projectorTitle = "scenelab — класс"
                studentTitle = "scenelab — ваше устройство"
                joinAt = "Войти:"
                studentsJoined = "вошли"
                diagram = "Сеанс как диаграмма последовательности"
                waiting = "Ждём первую команду преподавателя…"
                lastCommands = "Последние команды"
                name = "Ваше имя"
                join = "Войти"
                codeLabel = "Код класса"
                command = "Команда"
                run = "Выполнить"
                sandboxHint = "Ваш собственный симулируемый iPhone: вводите, что бы вы сделали (launch, tap +, home, screen, tree, help)."
            }
        }
    }

    static let style = """
        :root { font-family: system-ui, sans-serif; color: #1d1d1f; background: #fafafa; }
        body { margin: 0; }
        [hidden] { display: none !important; }
        header { padding: 12px 24px; background: #1d1d1f; color: #fff; }
        header h1 { margin: 0; font-size: 28px; }
        .join { margin: 4px 0 0; font-size: 24px; }
        .projector main { display: grid; grid-template-columns: 1fr 560px; gap: 16px; padding: 16px 24px; }
        #diagram svg { width: 100%; height: auto; background: #fff; border: 1px solid #ddd; }
        .waiting { font-size: 24px; color: #666; }
        pre, #commands, #output { font-family: ui-monospace, monospace; font-size: 18px; white-space: pre-wrap; }
        .projector pre, #commands { background: #fff; border: 1px solid #ddd; padding: 8px; margin: 0 0 12px; max-height: 30vh; overflow: auto; }
        .command { font-weight: bold; margin-top: 8px; }
        .failed { color: #b00020; }
        .student form { display: flex; flex-wrap: wrap; gap: 8px; padding: 16px; font-size: 20px; }
        .student input { font-size: 20px; padding: 8px; min-width: 8em; }
        .student button { font-size: 20px; padding: 8px 16px; min-height: 44px; }
        #output { padding: 8px 16px; max-height: 60vh; overflow: auto; font-size: 15px; }
        #error { color: #b00020; padding: 0 16px; font-size: 18px; }
        .hint { padding: 0 16px; color: #555; }

        """

    static let script = """
        "use strict";
        const page = document.body.dataset.page;
        function show(element, lines) { element.textContent = lines.join("\\n"); }
        async function projector() {
          document.getElementById("join-url").textContent = location.origin + "/join";
          let version = 0;
          for (;;) {
            try {
              const reply = await fetch("/api/projector?after=" + version);
              const answer = await reply.json();
              if (answer.snapshot && answer.version > version) {
                version = answer.version;
                const snapshot = answer.snapshot;
                document.getElementById("join-code").textContent = answer.joinCode || "";
                document.getElementById("students").textContent = String(answer.students || 0);
                if (snapshot.diagram) { document.getElementById("diagram").innerHTML = snapshot.diagram; }
                const commands = document.getElementById("commands");
                commands.textContent = "";
                for (const entry of snapshot.commands || []) {
                  const head = document.createElement("div");
                  head.className = "command" + (entry.failed ? " failed" : "");
                  head.textContent = entry.number + "  > " + entry.command;
                  const body = document.createElement("pre");
                  body.textContent = (entry.lines || []).join("\\n");
                  commands.append(head, body);
                }
                commands.scrollTop = commands.scrollHeight;
                show(document.getElementById("tree"), snapshot.tree || []);
                show(document.getElementById("screen"), snapshot.screen || []);
              }
            } catch (error) {
              await new Promise(resolve => setTimeout(resolve, 1000));
            }
          }
        }
        async function post(path, body) {
          const reply = await fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
          const answer = await reply.json();
          if (!reply.ok) { throw new Error(answer.error || String(reply.status)); }
          return answer;
        }
        function student() {
          const error = document.getElementById("error");
          const output = document.getElementById("output");
          function enter(name) {
            document.getElementById("join-form").hidden = true;
            document.getElementById("sandbox").hidden = false;
            document.getElementById("who").textContent = name;
            document.getElementById("command").focus();
          }
          const kept = sessionStorage.getItem("scenelab-token");
          if (kept) { enter(sessionStorage.getItem("scenelab-name") || ""); }
          document.getElementById("join-form").addEventListener("submit", async event => {
            event.preventDefault();
            error.textContent = "";
            try {
              const answer = await post("/api/join", { name: document.getElementById("name").value, code: document.getElementById("code").value });
              sessionStorage.setItem("scenelab-token", answer.token);
              sessionStorage.setItem("scenelab-name", answer.name);
              enter(answer.name);
            } catch (failure) { error.textContent = failure.message; }
          });
          document.getElementById("command-form").addEventListener("submit", async event => {
            event.preventDefault();
            error.textContent = "";
            const field = document.getElementById("command");
            const line = field.value;
            field.value = "";
            const head = document.createElement("div");
            head.className = "command";
            head.textContent = "> " + line;
            output.append(head);
            try {
              const answer = await post("/api/command", { token: sessionStorage.getItem("scenelab-token") || "", line: line });
              const body = document.createElement("pre");
              body.textContent = answer.lines.join("\\n");
              output.append(body);
            } catch (failure) { head.classList.add("failed"); error.textContent = failure.message; }
            output.scrollTop = output.scrollHeight;
          });
        }
        if (page === "projector") { projector(); } else if (page === "student") { student(); }

        """
}
