// The simulated device's store, and its property-list values, are part of
// what the core's users handle.
@_exported import SceneLabStore
