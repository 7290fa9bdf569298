// A session runs the books' apps on the core; its users handle both.
@_exported import SceneLabApps
