# Installs scenelab's manual page for `man scenelab`, where the user's own man
# path already looks: ${XDG_DATA_HOME:-$HOME/.local/share}/man, when `manpath`
# lists it. Never with sudo and never outside that folder; anywhere else, the
# page is read in place with `man ./scenelab.1`. Sourced by scripts/run.

# install_manual PAGE: copies PAGE to man1/scenelab.1 there when it differs, and says so on stderr.
install_manual() {
    local page=$1
    [ -n "${HOME:-}" ] || return 0
    command -v manpath >/dev/null 2>&1 || return 0
    local folder="${XDG_DATA_HOME:-$HOME/.local/share}/man"
    case ":$(manpath 2>/dev/null):" in
        *":$folder:"* | *":$folder/:"*) ;;
        *) return 0 ;;
    esac
    local target="$folder/man1/scenelab.1"
    cmp -s "$page" "$target" && return 0
    mkdir -p "$folder/man1" && cp "$page" "$target.tmp.$$" && mv -f "$target.tmp.$$" "$target" \
        && echo "scripts/run: installed the manual as $target (man scenelab)" >&2
}
