// Apps are written against the core's app interface, and whoever launches
// them handles the core's types.
@_exported import SceneLabCore
