# Sourced by scripts/run and scripts/test: installs what a fresh Debian
# machine with only the Swift toolchain lacks.

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

apt_install() {
    echo "scenelab: installing $* (apt-get)" >&2
    export DEBIAN_FRONTEND=noninteractive
    as_root apt-get update -qq >&2
    as_root apt-get install -y -qq --no-install-recommends "$@" >&2
}

# libedit (the line editor) is found through pkg-config at build time.
ensure_libedit() {
    local missing=()
    command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
    if [ ${#missing[@]} -gt 0 ] || ! pkg-config --exists libedit; then
        missing+=(libedit-dev)
    fi
    if [ ${#missing[@]} -gt 0 ]; then apt_install "${missing[@]}"; fi
}

# The terminal tests drive the REPL through a pseudo-terminal with Python's standard library.
ensure_python3() {
    command -v python3 >/dev/null 2>&1 || apt_install python3
}

# Headless Chromium renders `export html` to a PNG in the terminal tests. A
# machine where it cannot be installed still runs every other test; that one
# says it was skipped and why.
ensure_chromium() {
    command -v chromium >/dev/null 2>&1 && return 0
    apt_install chromium || echo "scenelab: could not install chromium; the export picture test will be skipped" >&2
}

# The class's browser test drives headless Chromium through its WebDriver (Debian's
# chromium-driver) with Selenium, the W3C WebDriver client, from PyPI. A machine where they
# cannot be installed skips that test and says why.
ensure_webdriver() {
    command -v chromedriver >/dev/null 2>&1 || apt_install chromium-driver \
        || echo "scenelab: could not install chromium-driver; the class's browser test will be skipped" >&2
    # pip where Python is the user's own; Debian's package, or pip past PEP 668, where it is the system's.
    python3 -c "import selenium" >/dev/null 2>&1 \
        || python3 -m pip install -q "selenium>=4.8,<5" >&2 \
        || apt_install python3-selenium \
        || python3 -m pip install -q --break-system-packages "selenium>=4.8,<5" >&2 \
        || echo "scenelab: could not install selenium; the class's browser test will be skipped" >&2
}

# The completion-script tests load scenelab's scripts into zsh and fish (bash
# is always there). A machine where they cannot be installed skips those tests
# and says why.
ensure_shells() {
    local missing=()
    command -v zsh >/dev/null 2>&1 || missing+=(zsh)
    command -v fish >/dev/null 2>&1 || missing+=(fish)
    if [ ${#missing[@]} -gt 0 ]; then
        apt_install "${missing[@]}" || echo "scenelab: could not install ${missing[*]}; their completion tests will be skipped" >&2
    fi
}
