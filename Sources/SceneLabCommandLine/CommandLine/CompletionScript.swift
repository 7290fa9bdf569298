/// A shell scenelab writes a completion script for.
enum Shell: String, CaseIterable, ArgumentValue {
    case bash
    case zsh
    case fish
}

/// A completion script for a shell, written from the commands' syntax: the
/// options of `scenelab`, `scenelab check` and `scenelab quiz`, the choices of
/// those that take one of a few words, and file or folder names where a value
/// is a path.
struct CompletionScript {
    /// The command `scenelab` runs when no subcommand word comes first.
    let root: CommandSyntax
    /// The commands a first word selects (`check`, `quiz`), by that word.
    let subcommands: [(word: String, syntax: CommandSyntax)]

    /// The program's name, as the shell completes it.
    private var program: String { root.name }

    /// The script for `shell`; `--lesson` completes `lessonNumbers`.
    func text(for shell: Shell, lessonNumbers: [String] = []) -> String {
        var script = self
        script.lessonNumbers = lessonNumbers
        switch shell {
        case .bash: return script.bash
        case .zsh: return script.zsh
        case .fish: return script.fish
        }
    }

    /// The words a `.lessonNumbers` option completes, set by `text(for:lessonNumbers:)`.
    private var lessonNumbers: [String] = []

    init(root: CommandSyntax, subcommands: [(word: String, syntax: CommandSyntax)]) {
        self.root = root
        self.subcommands = subcommands
    }

    /// The words an option's value completes with, for a choice or a lesson number; nil otherwise.
    private func words(for option: OptionSyntax) -> [String]? {
        switch option.completion {
        case .choices: return option.choices
        case .lessonNumbers: return lessonNumbers.isEmpty ? nil : lessonNumbers
        case .none, .file, .directory: return nil
        }
    }

    /// Every option that takes a value, once, from all the commands.
    private var valueOptions: [OptionSyntax] {
        var seen: Set<String> = []
        return ([root] + subcommands.map(\.syntax)).flatMap(\.options).filter {
            $0.valueName != nil && seen.insert($0.name).inserted
        }
    }

    /// Words a command line may hold besides its options' values: every option and the help.
    private static func optionWords(_ syntax: CommandSyntax) -> [String] {
        syntax.options.map { "--" + $0.name } + (syntax.version != nil ? ["--version"] : []) + ["-h", "--help"]
    }

    // MARK: bash

    private var bash: String {
        let function = "_" + program
        var lines = [
            "# bash completion for \(program): source this file, or save it as",
            "# ~/.local/share/bash-completion/completions/\(program)",
            "\(function)() {",
            "    local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\" options pattern=",
            "    COMPREPLY=()",
            "    case \"${COMP_WORDS[1]}\" in",
        ]
        for (word, syntax) in subcommands {
            lines.append(
                "        \(word)) options=\"\(Self.optionWords(syntax).joined(separator: " "))\"\(Self.bashPattern(syntax)) ;;"
            )
        }
        lines.append(
            "        *) options=\"\(Self.optionWords(root).joined(separator: " "))\"\(Self.bashPattern(root)) ;;")
        lines += ["    esac", "    case \"$prev\" in"]
        for option in valueOptions {
            let reply: String
            switch option.completion {
            case .choices, .lessonNumbers:
                guard let words = words(for: option) else { continue }
                reply = "COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\"))"
            // One name a line, so that a file name with a space stays whole.
            case .file: reply = "mapfile -t COMPREPLY < <(compgen -f -- \"$cur\")"
            case .directory: reply = "mapfile -t COMPREPLY < <(compgen -d -- \"$cur\")"
            case .none: continue
            }
            lines.append("        --\(option.name)) \(reply); return ;;")
        }
        // A number or a name: nothing to offer, and no option either.
        let typed = valueOptions.filter {
            $0.completion != .file && $0.completion != .directory && words(for: $0) == nil
        }
        .map { "--" + $0.name }
        if !typed.isEmpty { lines.append("        \(typed.joined(separator: "|"))) return ;;") }
        lines += [
            "    esac",
            "    if [[ \"$cur\" == -* ]]; then",
            "        COMPREPLY=($(compgen -W \"$options\" -- \"$cur\"))",
            "    elif [[ $COMP_CWORD -eq 1 ]]; then",
            "        mapfile -t COMPREPLY < <(compgen -W \"\(subcommands.map(\.word).joined(separator: " "))\" -- \"$cur\"; "
                + "compgen -f -- \"$cur\")",
            // Folders, and the files whose names end as the command's files do (`.t` for check).
            "    elif [[ -n \"$pattern\" ]]; then",
            "        mapfile -t COMPREPLY < <(compgen -d -- \"$cur\"; compgen -f -X \"!$pattern\" -- \"$cur\")",
            "    else",
            "        mapfile -t COMPREPLY < <(compgen -f -- \"$cur\")",
            "    fi",
            "}",
            "complete -o filenames -F \(function) \(program)",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `; pattern='*.t'` for a command whose files end so; nothing for any file.
    private static func bashPattern(_ syntax: CommandSyntax) -> String {
        let extensions = syntax.positional.extensions
        guard !extensions.isEmpty else { return "" }
        let glob = extensions.count == 1 ? "*.\(extensions[0])" : "*.@(\(extensions.joined(separator: "|")))"
        return "; pattern='\(glob)'"
    }

    // MARK: zsh

    /// Text inside a single-quoted zsh word, and inside `_arguments`' brackets.
    private static func zshQuoted(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "'": result += "'\\''"
            case "[", "]", ":", "\\": result += "\\" + String(character)
            default: result.append(character)
            }
        }
        return result
    }

    private func zshSpecs(_ syntax: CommandSyntax, firstWords: [String]) -> [String] {
        var specs: [String] = syntax.options.map { option in
            let help = "[" + Self.zshQuoted(option.help) + "]"
            guard let valueName = option.valueName else { return "'--\(option.name)\(help)'" }
            let action: String
            switch option.completion {
            case .choices, .lessonNumbers: action = "(" + (words(for: option) ?? []).joined(separator: " ") + ")"
            case .file: action = "_files"
            case .directory: action = "_files -/"
            case .none: action = " "
            }
            return "'--\(option.name)=\(help):\(Self.zshQuoted(valueName)):\(action)'"
        }
        if syntax.version != nil { specs.append("'--version[Show the version.]'") }
        specs.append("'(- *)'{-h,--help}'[Show help information.]'")
        let positional = Self.zshQuoted(syntax.positional.name)
        let extensions = syntax.positional.extensions
        let pattern = extensions.count == 1 ? extensions[0] : "(" + extensions.joined(separator: "|") + ")"
        let files = extensions.isEmpty ? "_files" : "_files -g \"*.\(pattern)\""
        switch syntax.positional.count {
        case .any:
            specs.append("'*:\(positional):\(files)'")
        case .one:
            specs.append("':\(positional):\(files)'")
        case .optional where firstWords.isEmpty:
            specs.append("':\(positional):\(files)'")
        case .optional:
            specs.append(
                "':\(positional):{_alternative \"commands:command:(\(firstWords.joined(separator: " ")))\" "
                    + "\"files:file:_files\"}'")
        }
        return specs
    }

    private var zsh: String {
        var lines = [
            "#compdef \(program)",
            "# zsh completion for \(program): save this file as _\(program) in a folder of $fpath.",
            "_\(program)() {",
            "    case \"$words[2]\" in",
        ]
        for (word, syntax) in subcommands {
            lines.append("        \(word))")
            lines.append("            shift words; (( CURRENT-- ))")
            lines.append(
                "            _arguments -s \\\n                "
                    + zshSpecs(syntax, firstWords: []).joined(separator: " \\\n                ") + " ;;")
        }
        lines.append("        *)")
        lines.append(
            "            _arguments -s \\\n                "
                + zshSpecs(root, firstWords: subcommands.map(\.word)).joined(separator: " \\\n                ")
                + " ;;")
        lines += ["    esac", "}", "_\(program) \"$@\""]
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: fish

    /// Text inside a single-quoted fish word.
    private static func fishQuoted(_ text: String) -> String {
        var result = ""
        for character in text {
            if character == "\\" || character == "'" { result += "\\" }
            result.append(character)
        }
        return result
    }

    private var fish: String {
        let words = subcommands.map(\.word)
        var lines = [
            "# fish completion for \(program): save this file as",
            "# ~/.config/fish/completions/\(program).fish",
            "complete -c \(program) -n '__fish_use_subcommand' -a '\(words.joined(separator: " "))'",
        ]
        func add(_ syntax: CommandSyntax, condition: String) {
            for option in syntax.options {
                var line = "complete -c \(program) -n '\(condition)' -l \(option.name)"
                if option.valueName != nil {
                    switch option.completion {
                    case .choices, .lessonNumbers:
                        line += " -x" + (self.words(for: option).map { " -a '\($0.joined(separator: " "))'" } ?? "")
                    case .file: line += " -r -F"
                    case .directory: line += " -x -a '(__fish_complete_directories)'"
                    case .none: line += " -x"
                    }
                }
                lines.append(line + " -d '\(Self.fishQuoted(option.help))'")
            }
            if syntax.version != nil {
                lines.append("complete -c \(program) -n '\(condition)' -l version -d 'Show the version.'")
            }
            lines.append("complete -c \(program) -n '\(condition)' -s h -l help -d 'Show help information.'")
            // Only the files of the command's kind (and folders), not every file.
            // (fish's __fish_complete_suffix lists the other files too, after these.)
            let endings = syntax.positional.extensions.map { "\\." + $0 } + ["/"]
            if endings.count > 1 {
                lines.append(
                    "complete -c \(program) -n '\(condition)' -f -a '(__fish_complete_path (commandline -ct) | "
                        + "string match -r -- \"^.*(?:\(endings.joined(separator: "|")))(?:\\t.*)?\\$\")'")
            }
        }
        add(root, condition: "not __fish_seen_subcommand_from \(words.joined(separator: " "))")
        for (word, syntax) in subcommands { add(syntax, condition: "__fish_seen_subcommand_from \(word)") }
        return lines.joined(separator: "\n") + "\n"
    }
}
