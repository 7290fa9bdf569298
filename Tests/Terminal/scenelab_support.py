"""What the terminal tests share: where the binary is, an isolated environment,
and where the store keeps a domain."""

import hashlib
import os

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BINARY = os.path.abspath(os.environ.get("SCENELAB", os.path.join(REPOSITORY, ".build", "debug", "scenelab")))


def isolated_environment(tmp):
    """An environment whose HOME and XDG folders all live under `tmp`, without colour."""
    home = os.path.join(tmp, "home")
    os.makedirs(home, exist_ok=True)
    return {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": home,
        "XDG_STATE_HOME": os.path.join(tmp, "state"),
        "XDG_DATA_HOME": os.path.join(tmp, "xdg-data"),
        "XDG_CONFIG_HOME": os.path.join(tmp, "config"),
        "TERM": "dumb",
        "NO_COLOR": "1",
        "LANG": "C.UTF-8",
    }


def plist_path(data, domain):
    """The file a domain lives in under the data directory `data`."""
    return os.path.join(data, "Containers", domain, "Library", "Preferences", domain + ".plist")


def sha256_of(path):
    with open(path, "rb") as handle:
        return hashlib.sha256(handle.read()).hexdigest()
