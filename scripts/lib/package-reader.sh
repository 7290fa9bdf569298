# Sourced by scripts/build-package-reader and scripts/run: builds the Swift reader
# (libSceneLabSwiftReading.so) with swift-syntax compiled from its package, in a build folder
# of its own, .build/package-reader (README, "Opening large projects faster").

package_reader_folder=.build/package-reader
package_reader_library="$package_reader_folder/release/libSceneLabSwiftReading.so"

# Builds or brings up to date the package-built reader. The two builds pin different packages,
# so each keeps its own Package.resolved: the usual one is set aside during this build and put
# back after it, whatever happens (a failed build, Ctrl-C), and neither build resolves its
# packages again each time. It runs in a subshell of its own, so its trap and lock end with it.
build_package_reader() (
    mkdir -p "$package_reader_folder"
    if command -v flock >/dev/null 2>&1; then
        exec 9>"$package_reader_folder/lock"
        flock 9
    fi
    local kept="$package_reader_folder/Package.resolved.usual"
    # A build cut short where no trap runs (the machine stopped) leaves the usual pins aside:
    # they are the ones to keep.
    if [ -f "$kept" ]; then mv "$kept" Package.resolved; fi
    put_back() {
        if [ -f Package.resolved ]; then cp Package.resolved "$package_reader_folder/Package.resolved"; fi
        rm -f Package.resolved
        if [ -f "$kept" ]; then mv "$kept" Package.resolved; fi
    }
    if [ -f Package.resolved ]; then mv Package.resolved "$kept"; fi
    trap put_back EXIT
    trap 'exit 130' INT TERM
    if [ -f "$package_reader_folder/Package.resolved" ]; then
        cp "$package_reader_folder/Package.resolved" Package.resolved
    fi
    SCENELAB_SWIFT_SYNTAX=package swift build -c release --scratch-path "$package_reader_folder" \
        --product SceneLabSwiftReading >&2 || exit $?
    # scenelab uses this library only while it is newer than the program and the usual reader
    # (LibraryPlaces.isNewest); a build that found nothing to do leaves an older file that is
    # nevertheless the current code's, so it is marked as built now.
    [ -e "$package_reader_library" ] || return 0
    local other
    for other in .build/release/scenelab .build/release/libSceneLabSwiftReading.so \
        .build/debug/scenelab .build/debug/libSceneLabSwiftReading.so; do
        if [ -e "$other" ] && [ "$package_reader_library" -ot "$other" ]; then
            touch "$package_reader_library"
            break
        fi
    done
)
