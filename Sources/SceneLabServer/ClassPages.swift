import CommandGrammar

/// The class's pages, the project's own HTML, CSS and script: no framework, no build step.
/// Everything a person typed (a name, a command, its output) reaches the page through
/// `textContent`, never as HTML; the diagram is scenelab's own SVG, whose text `SVGWriter`
/// escapes.
enum ClassPages {
    /// The projector's page: the teacher's session as it happens.
    static func projector(_ language: Language) -> String {
        let words = Words(language)
        return head(words, title: words.projectorTitle) + """
            <body class="projector" data-page="projector" data-answered="\(words.answered)" data-step="\(words.step)">
            <header><h1>\(words.projectorTitle)</h1>
            <p class="join">\(words.joinAt) <b id="join-url"></b> · \(words.code) <b id="join-code"></b> ·
            <span id="students">0</span> \(words.studentsJoined)</p></header>
            <p id="quiz-status" hidden></p>
            <main>
            <section id="diagram" aria-label="\(words.diagram)"><p class="waiting">\(words.waiting)</p></section>
            <aside>
            <div id="note" hidden></div>
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
        return head(words, title: words.studentTitle) + """
            <body class="student" data-page="student">
            <header><h1>\(words.studentTitle)</h1><p id="who"></p></header>
            <form id="join-form">
            <label>\(words.name) <input id="name" name="name" maxlength="40" autocomplete="name" required></label>
            <label>\(words.codeLabel) <input id="code" name="code" inputmode="numeric" maxlength="6" required></label>
            <button type="submit">\(words.join)</button>
            </form>
            <section id="quiz" hidden data-step="\(words.step)" data-points="\(words.points)"
            data-uikit="\(words.uikitOrder)" data-unsettled="\(words.unsettled)" data-why="\(words.why)">
            <h2 id="quiz-title"></h2>
            <p class="hint">\(words.quizHint)</p>
            <ol id="quiz-calls"></ol>
            <form id="quiz-form"><input id="quiz-order" inputmode="numeric" autocomplete="off" aria-label="\(words.yourOrder)"
            placeholder="3 1 2"><button id="quiz-clear" type="button">\(words.clear)</button><button type="submit">\(words.send)</button></form>
            <div id="quiz-feedback"></div>
            </section>
            <section id="sandbox" hidden>
            <p class="hint">\(words.sandboxHint)</p>
            <div id="output" role="log" aria-live="polite"></div>
            <form id="command-form"><input id="command" autocomplete="off" spellcheck="false"
            placeholder="launch" aria-label="\(words.command)"><button type="submit">\(words.run)</button></form>
            <p id="hints" class="hint" aria-live="polite"></p>
            </section>
            <p id="error" role="alert"></p>
            <script src="/scenelab.js"></script>
            </body></html>

            """
    }

    /// A page's start: its language, its title, the class's style sheet.
    private static func head(_ words: Words, title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="\(words.languageCode)"><head><meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(title)</title><link rel="stylesheet" href="/scenelab.css"></head>

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
        let answered: String
        let step: String
        let quizHint: String
        let yourOrder: String
        let clear: String
        let send: String
        let points: String
        let uikitOrder: String
        let unsettled: String
        let why: String

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
                answered = "answered"
                step = "Step"
                quizHint = "In what order does UIKit make these calls? Tap them in order, or type their numbers."
                yourOrder = "Your order"
                clear = "Clear"
                send = "Send"
                points = "points"
                uikitOrder = "UIKit's order:"
                unsettled = "No source settles where these come (they score nothing):"
                why = "Why:"
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
                answered = "ответили"
                step = "Шаг"
                quizHint = "В каком порядке UIKit делает эти вызовы? Нажимайте их по порядку или введите их номера."
                yourOrder = "Ваш порядок"
                clear = "Очистить"
                send = "Отправить"
                points = "очков"
                uikitOrder = "Порядок UIKit:"
                unsettled = "Место этих вызовов не установлено источниками (они не оцениваются):"
                why = "Почему:"
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
        #note { white-space: pre-wrap; font-size: 20px; background: #eef5ff; border-left: 6px solid #2f6fd6; padding: 8px 12px; }
        #quiz-status { margin: 0; padding: 8px 24px; font-size: 26px; background: #fff3c4; }
        #quiz { padding: 0 16px; }
        #quiz-calls { padding-left: 0; list-style: none; }
        #quiz-calls button { display: block; width: 100%; text-align: left; font-family: ui-monospace, monospace;
          font-size: 15px; min-height: 44px; margin: 4px 0; padding: 8px; }
        #quiz-calls button.chosen { background: #d7e8ff; }
        #quiz-feedback pre { margin: 4px 0; }
        .in-place { color: #0a7a32; } .out-of-place { color: #b00020; } .unsettled { color: #666; }

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
                const note = document.getElementById("note");
                note.hidden = !(snapshot.note && snapshot.note.length);
                show(note, snapshot.note || []);
                const status = document.getElementById("quiz-status");
                if (answer.quiz) {
                  status.hidden = false;
                  status.textContent = document.body.dataset.step + " " + answer.quiz.step + "/" + answer.quiz.lessonSteps +
                    ": > " + answer.quiz.command + " — " + document.body.dataset.answered + " " + answer.quiz.answered +
                    " / " + (answer.students || 0);
                } else { status.hidden = true; }
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
            quizLoop();
          }
          const quiz = document.getElementById("quiz");
          const orderField = document.getElementById("quiz-order");
          let asked = null;
          function line(text, className) {
            const element = document.createElement("pre");
            element.textContent = text;
            if (className) { element.className = className; }
            return element;
          }
          function showFeedback(feedback) {
            const box = document.getElementById("quiz-feedback");
            box.textContent = "";
            const marks = { "in-place": "✓", "out-of-place": "✗", "unsettled": "·" };
            feedback.marked.forEach((entry, place) => box.append(line(marks[entry.mark] + " " + (place + 1) + ". " + entry.call, entry.mark)));
            box.append(line(feedback.points + " / " + feedback.total + " " + quiz.dataset.points));
            if (feedback.points < feedback.total) {
              box.append(line(quiz.dataset.uikit));
              feedback.expected.forEach((call, place) => box.append(line("  " + (place + 1) + ". " + call)));
            }
            if (feedback.unsettled.length) {
              box.append(line(quiz.dataset.unsettled));
              feedback.unsettled.forEach(call => box.append(line("  " + call)));
            }
            feedback.reasons.forEach(reason => box.append(line(quiz.dataset.why + " " + reason)));
            if (feedback.note) { box.append(line(feedback.note)); }
            document.getElementById("quiz-form").hidden = true;
          }
          function showQuestion(question) {
            asked = question;
            quiz.hidden = false;
            document.getElementById("quiz-title").textContent = quiz.dataset.step + " " + question.step + "/" +
              question.lessonSteps + ": > " + question.command;
            const list = document.getElementById("quiz-calls");
            list.textContent = "";
            orderField.value = "";
            document.getElementById("quiz-feedback").textContent = "";
            document.getElementById("quiz-form").hidden = false;
            question.shown.forEach((call, index) => {
              const item = document.createElement("li");
              const button = document.createElement("button");
              button.type = "button";
              button.textContent = (index + 1) + ") " + call;
              button.addEventListener("click", () => {
                const numbers = orderField.value.split(/[ ,]+/).filter(Boolean);
                const number = String(index + 1);
                if (numbers.includes(number)) { return; }
                numbers.push(number);
                orderField.value = numbers.join(" ");
                button.classList.add("chosen");
              });
              item.append(button);
              list.append(item);
            });
            if (question.feedback) { showFeedback(question.feedback); }
          }
          async function quizLoop() {
            let version = 0;
            for (;;) {
              try {
                const reply = await fetch("/api/quiz?after=" + version + "&token=" + encodeURIComponent(sessionStorage.getItem("scenelab-token") || ""));
                const answer = await reply.json();
                if (!reply.ok) { error.textContent = answer.error || ""; return; }
                if (answer.version > version) {
                  version = answer.version;
                  if (answer.question) { showQuestion(answer.question); } else { quiz.hidden = true; }
                }
              } catch (failure) { await new Promise(resolve => setTimeout(resolve, 1000)); }
            }
          }
          document.getElementById("quiz-clear").addEventListener("click", () => {
            orderField.value = "";
            document.querySelectorAll("#quiz-calls button").forEach(button => button.classList.remove("chosen"));
          });
          document.getElementById("quiz-form").addEventListener("submit", async event => {
            event.preventDefault();
            error.textContent = "";
            try {
              const feedback = await post("/api/answer", { token: sessionStorage.getItem("scenelab-token") || "",
                step: String(asked.step), order: orderField.value });
              showFeedback(feedback);
            } catch (failure) { error.textContent = failure.message; }
          });
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
          // Tab completes the command as the REPL's Tab does; the choices show under the field.
          document.getElementById("command").addEventListener("keydown", async event => {
            if (event.key !== "Tab") { return; }
            event.preventDefault();
            const field = event.target;
            try {
              const answer = await post("/api/complete", { token: sessionStorage.getItem("scenelab-token") || "", line: field.value });
              field.value = answer.line + (answer.candidates.length === 1 ? " " : "");
              document.getElementById("hints").textContent = answer.candidates.length > 1 ? answer.candidates.join("  ") : "";
            } catch (failure) { error.textContent = failure.message; }
          });
          document.getElementById("command-form").addEventListener("submit", async event => {
            document.getElementById("hints").textContent = "";
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
